import { smsOutbox } from '../../../db/schema/index.js';
import type { Deps } from '../../../platform/deps.js';

/** Whatever delivers text messages. A real gateway implements this and is passed to
 * `smsService` / the phone-auth module factory in place of the outbox. */
export interface SmsProvider {
  readonly name: string;
  /** `phone` is E.164 (`+8613800000001`). Throwing makes the send fail and frees the phone's
   * 60-second slot, so a gateway error does not lock the user out for a minute. */
  send(phone: string, text: string): Promise<void>;
}

/**
 * The default provider sends nothing: each message is written to the `sms_outbox` table and to
 * the log (info level), which is where developers and testers read codes. The table rather than
 * memory keeps it readable from any instance.
 */
export function outboxProvider(deps: Pick<Deps, 'db' | 'log'>): SmsProvider {
  return {
    name: 'outbox',
    async send(phone, text) {
      await deps.db.insert(smsOutbox).values({ phone, text, provider: 'outbox' });
      deps.log.info({ phone, sms: text }, 'SMS (outbox provider, not delivered)');
    },
  };
}
