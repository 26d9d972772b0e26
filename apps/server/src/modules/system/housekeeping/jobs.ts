import { EventDeliveryState } from '@wms/contract';
import { sql } from 'drizzle-orm';
import { defineJob } from '../../../platform/jobs.js';

/**
 * Every night: the rows kept only to count or check something that has long passed (rate
 * counters, sign-in attempts, puzzles, SMS codes, refresh tokens of ended sessions) and the
 * deliveries of business events done a month ago. The events themselves stay: they are the
 * record of what happened. Safe to run twice: each delete takes only what is old enough.
 */
export const housekeeping = defineJob({
  name: 'housekeeping',
  cron: '0 3 * * *',
  async run({ db }) {
    await db.transaction(async (tx) => {
      await tx.execute(sql`delete from rate_counters where window_start < now() - interval '1 day'`);
      await tx.execute(sql`delete from login_attempts where creation_time < now() - interval '30 days'`);
      await tx.execute(sql`delete from captchas where expires_at < now() - interval '1 day'`);
      await tx.execute(sql`delete from sms_codes where expires_at < now() - interval '1 day'`);
      await tx.execute(sql`delete from refresh_tokens r using sessions s
        where s.id = r.session_id and (s.revoked_at < now() - interval '30 days' or s.expires_at < now() - interval '30 days')`);
      await tx.execute(
        sql`delete from event_deliveries where state = ${EventDeliveryState.Done} and done_time < now() - interval '30 days'`,
      );
    });
  },
});
