import { BillType, SettlementCycle } from '@wms/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { currencies, expenseTypes } from '../../src/db/schema/index.js';
import { issueBill } from '../../src/modules/money/bills/issue.js';
import { billWorkflow } from '../../src/modules/money/bills/workflow.js';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { userId } from '../helpers/stock.js';
import { describeWorkflow, putInState } from '../helpers/workflow.js';

// The bill's workflow (packages/contract/src/calls/bills.ts) by the conformance suite; the
// bills' own rules are tested in ../bills.test.ts.

let s: TestServer;
let customer1: number;
let cny: number;
let expense: number;
beforeAll(async () => {
  s = await startTestServer();
  customer1 = await userId(s, 'customer1');
  cny = (await s.deps.db.select({ id: currencies.id }).from(currencies).where(eq(currencies.code, 'CNY')))[0]!.id;
  expense = (
    await s.deps.db.select({ id: expenseTypes.id }).from(expenseTypes).where(eq(expenseTypes.code, 'WAREHOUSING'))
  )[0]!.id;
});
afterAll(() => s.close());

let made = 0;
describeWorkflow(() => s, {
  bound: billWorkflow,
  async make(state) {
    // Issued as the server issues a bill, payable now (not paid from the wallet).
    const id = await s.deps.db.transaction((tx) =>
      issueBill(tx, {
        ownerId: customer1,
        currencyId: cny,
        type: BillType.Warehousing,
        settlement: SettlementCycle.EachTime,
        deduct: false,
        issueKey: `workflow-bill-${++made}`,
        source: { entity: 'Test', id: null, number: `WF-BILL-${made}` },
        lines: [{ expenseTypeId: expense, description: 'workflow', net: '10', tax: '0', gross: '10' }],
      }),
    );
    return putInState(s, billWorkflow, id!, state);
  },
});
