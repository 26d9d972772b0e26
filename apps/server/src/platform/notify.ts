import { InfoType, type MessageTypeValue, type Texts } from '@wms/contract';
import type { Db, Tx } from '../db/client.js';
import { userMessages } from '../db/schema/index.js';
import type { Deps } from './deps.js';
import { PushEvents, type PushMessage } from './push.js';

type AfterCommit = () => void;

// Keyed by the transaction object drizzle hands to the callback, so a queue lives exactly as long
// as its transaction and nothing has to be cleaned up on rollback.
const queues = new WeakMap<object, AfterCommit[]>();

/**
 * `db.transaction` plus work that must only happen once the data is committed (pushes, mostly):
 * callbacks queued with `afterCommit(tx, ...)` run after a commit and are dropped on a rollback.
 */
export async function inTransaction<T>(deps: Pick<Deps, 'db' | 'log'>, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const queue: AfterCommit[] = [];
  // A pooled connection keeps one transaction object (db/client.ts, `leanTransactions`): the
  // queue is forgotten when this transaction ends, so the next one on the connection has none.
  let own: object | undefined;
  let result: T;
  try {
    result = await deps.db.transaction(async (tx) => {
      own = tx;
      queues.set(tx, queue);
      return fn(tx);
    });
  } finally {
    if (own) queues.delete(own);
  }
  for (const cb of queue) {
    try {
      cb();
    } catch (err) {
      // The data is committed: a failed notification must not turn the call into an error.
      deps.log.warn({ err }, 'after-commit callback failed');
    }
  }
  return result;
}

/** Queues `cb` to run after `tx` commits; `tx` must come from `inTransaction`, since drizzle has
 * no commit hook of its own and a push sent before commit could announce a rolled-back row. */
export function afterCommit(tx: Tx, cb: AfterCommit): void {
  const queue = queues.get(tx);
  if (!queue) {
    throw new Error('afterCommit/sendUserMessage: open the transaction with inTransaction() from platform/notify.ts');
  }
  queue.push(cb);
}

export interface UserMessageInput {
  /** 1 system notice (default), 2 business reminder, 3 permission change. */
  InfoType?: number;
  Title: string;
  Message: string;
  /** info (default), success, warning, error. */
  MessageType?: MessageTypeValue;
  /** The same in the three languages (a message the system writes): each reader sees theirs,
   * and the push carries all three for the open console to pick from. */
  Texts?: { title: Texts; message: Texts };
}

/**
 * Stores one message per user and pushes `UserReceivingInformation` to each user's room once the
 * rows are committed. Given `tx` (from `inTransaction`), the rows are part of the caller's
 * transaction and the push waits for its commit. Answers the number of messages stored.
 */
export async function sendUserMessage(
  deps: Pick<Deps, 'db' | 'push' | 'log'>,
  userIds: number[],
  msg: UserMessageInput,
  tx?: Tx,
): Promise<number> {
  const ids = [...new Set(userIds)];
  if (!ids.length) return 0;
  const payload: PushMessage = {
    InfoType: msg.InfoType ?? InfoType.SystemNotice,
    Title: msg.Title,
    Message: msg.Message,
    MessageType: msg.MessageType ?? 'info',
    ...(msg.Texts ? { Titles: msg.Texts.title, Messages: msg.Texts.message } : {}),
  };
  const push = () => deps.push.toUsers(ids, PushEvents.UserReceivingInformation, payload);
  // Checked before writing so that a misuse fails before anything is stored.
  if (tx) afterCommit(tx, push);
  const db: Db | Tx = tx ?? deps.db;
  await db.insert(userMessages).values(
    ids.map((userId) => ({
      userId,
      infoType: payload.InfoType,
      title: payload.Title,
      message: payload.Message,
      messageType: payload.MessageType,
      texts: msg.Texts ?? null,
    })),
  );
  // Without a transaction the single insert statement is its own commit.
  if (!tx) {
    try {
      push();
    } catch (err) {
      deps.log.warn({ err }, 'user message push failed');
    }
  }
  return ids.length;
}
