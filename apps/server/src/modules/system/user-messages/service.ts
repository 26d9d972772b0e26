import type {
  GetUserMessagesBody,
  Lang,
  SendUserMessageBody,
  UserMessageRow,
  UserMessagesChange,
  UserMessagesReadBody,
} from '@wms/contract';
import type { Tx } from '../../../db/client.js';
import type { Auth } from '../../../platform/auth.js';
import type { Deps } from '../../../platform/deps.js';
import { invalid, notFound } from '../../../platform/errors.js';
import { sendUserMessage } from '../../../platform/notify.js';
import { type PagedResult, paged } from '../../../platform/route.js';
import * as repo from './repository.js';

export function userMessagesService(deps: Deps) {
  const { db } = deps;

  /** A batch names only the caller's messages or is refused whole: another user's id is
   * answered exactly like one that does not exist. */
  async function requireOwned(tx: Tx, auth: Auth, ids: number[]) {
    const owned = await repo.ownedIds(tx, auth.userId, ids);
    const missing = ids.filter((id) => !owned.has(id));
    if (missing.length) throw notFound('userMessages.notFound', { ids: missing.join(', ') });
  }

  async function change(auth: Auth, write: (tx: Tx) => Promise<number>): Promise<UserMessagesChange> {
    return db.transaction(async (tx) => {
      const Affected = await write(tx);
      return { Affected, UnreadCount: await repo.unreadCount(tx, auth.userId) };
    });
  }

  return {
    /** A message the system wrote in three languages reads in the caller's. */
    async list(auth: Auth, q: GetUserMessagesBody, lang: Lang): Promise<PagedResult<UserMessageRow>> {
      const { rows, total } = await repo.page(db, auth.userId, q);
      return paged(
        rows.map(({ texts, ...r }) => ({
          ...r,
          Title: texts?.title[lang] ?? r.Title,
          Message: texts?.message[lang] ?? r.Message,
          CreationTime: r.CreationTime.toISOString(),
        })),
        total,
      );
    },

    unreadCount: (auth: Auth) => repo.unreadCount(db, auth.userId),

    read(auth: Auth, body: UserMessagesReadBody): Promise<UserMessagesChange> {
      if (body.All) return change(auth, (tx) => repo.markRead(tx, auth.userId));
      const ids = [...new Set(body.Ids ?? [])];
      return change(auth, async (tx) => {
        await requireOwned(tx, auth, ids);
        return repo.markRead(tx, auth.userId, ids);
      });
    },

    remove(auth: Auth, idsIn: number[]): Promise<UserMessagesChange> {
      const ids = [...new Set(idsIn)];
      return change(auth, async (tx) => {
        await requireOwned(tx, auth, ids);
        return repo.remove(tx, auth.userId, ids);
      });
    },

    async send(body: SendUserMessageBody): Promise<{ Count: number }> {
      const ids = [...new Set(body.UserIds)];
      const existing = await repo.existingUserIds(db, ids);
      const missing = ids.filter((id) => !existing.has(id));
      if (missing.length) {
        // Through `invalid` so that Data names the field (the fuzz suite found Data null here).
        throw invalid('UserIds', 'userMessages.usersNotFound', { ids: missing.join(', ') });
      }
      const Count = await sendUserMessage(deps, ids, body);
      return { Count };
    },
  };
}
export type UserMessagesService = ReturnType<typeof userMessagesService>;
