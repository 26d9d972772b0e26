import { afterAll, beforeAll } from 'vitest';
import { createBin } from '../../src/modules/inbound/receiving/shelving.js';
import { recordUnknownItems } from '../../src/modules/inbound/receiving/signing.js';
import { claimUnknownItem } from '../../src/modules/inbound/receiving/unknown.js';
import {
  binWorkflow,
  claimWorkflow,
  documentWorkflow,
  unknownItemWorkflow,
} from '../../src/modules/inbound/receiving/workflows.js';
import type { Auth } from '../../src/platform/auth.js';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { userId, warehouseWithPartition } from '../helpers/stock.js';
import { describeWorkflow, putInState } from '../helpers/workflow.js';

// The inbound workflows (packages/contract/src/calls/inbound.ts) by the conformance suite, each
// record made by the inbound module's own calls and functions; the parcel's runs in
// ../inbound.test.ts beside the area's own rules.

let s: TestServer;
let warehouse: number;
let customer1: Auth;
let clerk: Auth;
const tok: Record<string, string> = {};
beforeAll(async () => {
  s = await startTestServer();
  for (const n of ['admin', 'customer1']) tok[n] = (await s.signIn(n)).AccessToken;
  warehouse = (await warehouseWithPartition(s, tok.admin!, 'Workflow WH')).warehouse;
  const session = { siteId: 1, isSuperUser: false, sessionId: 'test' };
  customer1 = { ...session, userId: await userId(s, 'customer1'), accountType: 2 };
  clerk = { ...session, userId: await userId(s, 'clerk'), accountType: 1 };
});
afterAll(() => s.close());

let made = 0;
/** A tracking number nobody used. */
const number = () => `WFIN${String(++made).padStart(8, '0')}`;

describeWorkflow(() => s, {
  bound: documentWorkflow,
  async make(state) {
    // customer1 forecasts a parcel, as the forecast form does.
    const r = await s.call(
      'UserWarehouseDocument/EstablishWarehouseDocument',
      { WarehouseId: warehouse, Packages: [{ TrackingNumber: number(), Goods: [] }] },
      { token: tok.customer1 },
    );
    if (r.Code !== 0) throw new Error(r.Message);
    return putInState(s, documentWorkflow, r.Data as number, state);
  },
});

/** An unknown item the clerk's station recorded: its id and tracking number. */
async function unknownItem() {
  const trackingNumber = number();
  const [item] = await s.deps.db.transaction((tx) =>
    recordUnknownItems(tx, clerk, [{ WarehouseId: warehouse, TrackingNumber: trackingNumber, Weight: '1.2' }]),
  );
  return { id: item!.id, trackingNumber };
}

describeWorkflow(() => s, {
  bound: unknownItemWorkflow,
  async make(state) {
    return putInState(s, unknownItemWorkflow, (await unknownItem()).id, state);
  },
});

describeWorkflow(() => s, {
  bound: claimWorkflow,
  async make(state) {
    // customer1 claims an unknown item by its number, with proof.
    const { trackingNumber } = await unknownItem();
    const id = await s.deps.db.transaction((tx) =>
      claimUnknownItem(tx, customer1, { TrackingNumber: trackingNumber, Note: 'mine' }, 'en-us'),
    );
    return putInState(s, claimWorkflow, id, state);
  },
});

describeWorkflow(() => s, {
  bound: binWorkflow,
  async make(state) {
    return putInState(s, binWorkflow, await s.deps.db.transaction((tx) => createBin(tx, warehouse)), state);
  },
});
