import { t3 } from '@wms/contract';
import { defineConsumer } from '../../../platform/events.js';
import { defineJob } from '../../../platform/jobs.js';
import { billInboundMove, INBOUND_TRIGGERS, runSettlementCycle, runStorageDay } from './issue.js';

// What issues bills by itself (docs/domain.md, "Bills and payments"): the inbound moves through the
// event outbox (the bill is issued in the delivery's transaction, so it is issued once however
// often the event is delivered), and two nightly runs that are safe to run twice.

export const inboundBilling = defineConsumer({
  name: 'bills.inbound',
  title: t3('入库计费', '入庫計費', 'Inbound billing'),
  types: Object.keys(INBOUND_TRIGGERS),
  async handle(_deps, tx, event) {
    if (event.recordId !== null) await billInboundMove(tx, event.id, event.type, event.recordId);
  },
});

const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
const today = () => new Date().toISOString().slice(0, 10);

/** Every night at 00:30 UTC: the day that just ended. */
export const storageBilling = defineJob({
  name: 'storage-billing',
  cron: '30 0 * * *',
  async run(deps, data) {
    await runStorageDay(deps, typeof data.day === 'string' ? data.day : yesterday());
  },
});

/** Every night at 01:00 UTC: statements of the weeks and months that have ended. */
export const settlementCycle = defineJob({
  name: 'settlement-cycle',
  cron: '0 1 * * *',
  async run(deps, data) {
    await runSettlementCycle(deps, typeof data.today === 'string' ? data.today : today());
  },
});

export { today, yesterday };
