import { format, type Lang, type MoveSpec, t3, workflows } from '@wms/contract';
import { defineConsumer } from '../../../platform/events.js';
import { sendUserMessage } from '../../../platform/notify.js';

const LANGS: Lang[] = ['zh-cn', 'zh-tw', 'en-us'];

/** Every workflow move that tells the record's owner, by event type. */
const notices = new Map<string, NonNullable<MoveSpec<string>['notify']>>(
  workflows.flatMap((w) =>
    Object.entries(w.moves)
      .filter(([, m]) => m.notify)
      .map(([name, m]) => [`${w.entity}.${name}`, m.notify!] as const),
  ),
);

/**
 * Tells a record's owner what happened to it (docs/domain.md, "Rules every area follows": a state
 * change a customer cares about sends them a message and a push to an open console). The texts
 * are the move's own (`notify` in its workflow), in the three languages: each reader sees theirs.
 */
export const ownerNotices = defineConsumer({
  name: 'owner-notices',
  title: t3('通知记录所属客户', '通知記錄所屬客戶', 'Owner notices'),
  types: [...notices.keys()],
  async handle(deps, tx, event) {
    const notice = notices.get(event.type);
    const owner = Number(event.payload.OwnerId);
    if (!notice || !Number.isInteger(owner) || owner <= 0) return;
    const params = { name: String(event.payload.Name ?? '') };
    const fill = (t: Record<Lang, string>) =>
      Object.fromEntries(LANGS.map((l) => [l, format(t[l], params, l)])) as Record<Lang, string>;
    const title = fill(notice.title);
    const message = fill(notice.message);
    await sendUserMessage(
      deps,
      [owner],
      {
        Title: title['zh-cn'],
        Message: message['zh-cn'],
        MessageType: notice.tone ?? 'info',
        Texts: { title, message },
      },
      tx,
    );
  },
});
