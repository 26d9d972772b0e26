import { afterAll, beforeAll } from 'vitest';
import { makeList } from '../../src/modules/outbound/picking/lists.js';
import { pickingClaimWorkflow, pickingListWorkflow } from '../../src/modules/outbound/picking/workflows.js';
import { inTransaction } from '../../src/platform/notify.js';
import { approvedOrder, warehouseWithShelves } from '../helpers/orders.js';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { makeCommodity, putStock } from '../helpers/stock.js';
import { describeWorkflow, putInState } from '../helpers/workflow.js';

// The picking workflows (packages/contract/src/calls/picking.ts) by the conformance suite: each
// list made by the picking module's own `makeList` from an approved order; the area's own rules
// are in ../picking.test.ts.

let s: TestServer;
let warehouse: number;
let commodity: number;
beforeAll(async () => {
  s = await startTestServer();
  const admin = (await s.signIn('admin')).AccessToken;
  const wh = await warehouseWithShelves(s, admin, 'Picking workflow WH', ['W-01']);
  warehouse = wh.warehouse;
  commodity = await makeCommodity(s, 'customer1', 'WF-PICK');
  await putStock(s, commodity, wh.shelf['W-01']!, 1000);
});
afterAll(() => s.close());

async function list() {
  const order = await approvedOrder(s, {
    owner: 'customer1',
    warehouseId: warehouse,
    stock: [{ commodityId: commodity, quantity: 1 }],
  });
  return inTransaction(
    s.deps,
    async (tx) => (await makeList(s.deps, tx, { orderIds: [order.id], auth: null, lang: 'en-us' })).id,
  );
}

describeWorkflow(() => s, {
  bound: pickingListWorkflow,
  make: async (state) => putInState(s, pickingListWorkflow, await list(), state),
});

describeWorkflow(() => s, {
  bound: pickingClaimWorkflow,
  make: async (state) => putInState(s, pickingClaimWorkflow, await list(), state),
});
