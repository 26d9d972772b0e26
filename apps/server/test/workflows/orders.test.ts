import { packageFlow } from '@wms/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { packages, recipientInformations } from '../../src/db/schema/index.js';
import { orderWorkflow } from '../../src/modules/outbound/orders/workflow.js';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { userId } from '../helpers/stock.js';
import { describeWorkflow, putInState } from '../helpers/workflow.js';

// The order workflow (packages/contract/src/calls/orders.ts) by the conformance suite: each order
// placed by customer1 through the customer call, as the order form does; the area's own rules
// are in ../orders.test.ts.

let s: TestServer;
let token: string;
let body: Record<string, unknown>;
beforeAll(async () => {
  s = await startTestServer();
  token = (await s.signIn('customer1')).AccessToken;
  const c1 = await userId(s, 'customer1');
  const [p] = await s.deps.db
    .select({ warehouse: packages.warehouseId })
    .from(packages)
    .where(and(eq(packages.ownerId, c1), eq(packages.status, packageFlow.state.Shippable)))
    .limit(1);
  const [r] = await s.deps.db
    .select({ id: recipientInformations.id })
    .from(recipientInformations)
    .where(and(eq(recipientInformations.ownerId, c1), eq(recipientInformations.contactName, 'Chan Siu Ming')));
  const hk = Number((await s.deps.db.execute(sql`select id from countries where code = 'HK'`)).rows[0]!.id);
  const trial = await s.call(
    'UserFreightTrial/GetFreightTrial',
    { CountryId: hk, Weight: '1', Length: '10', Width: '10', Height: '10' },
    { token },
  );
  const channel = (trial.Data as { TypeOfShippingId: number; Priced: boolean }[]).find((c) => c.Priced)!;
  body = {
    WarehouseId: p!.warehouse,
    RecipientInformationId: r!.id,
    TypeOfShippingId: channel.TypeOfShippingId,
    CustomsLines: [],
  };
});
afterAll(() => s.close());

let template: number | undefined;
describeWorkflow(() => s, {
  bound: orderWorkflow,
  async make(state) {
    // The first order is placed through the customer call, as the order form does (a forecast
    // parcel of its own); the suite makes ~200 more, copies of it without goods (the moves do not
    // read them), so that it runs in seconds.
    if (template === undefined) {
      const doc = await s.call(
        'UserWarehouseDocument/EstablishWarehouseDocument',
        { WarehouseId: body.WarehouseId, Packages: [{ TrackingNumber: 'WFLO00000001', Goods: [] }] },
        { token },
      );
      if (doc.Code !== 0) throw new Error(doc.Message);
      const [p] = await s.deps.db.select({ id: packages.id }).from(packages).where(eq(packages.documentId, doc.Data));
      const r = await s.call(
        'UserLogisticsOrder/EstablishLogisticsOrder',
        { ...body, Lines: [{ Kind: 1, PackageId: p!.id }] },
        { token },
      );
      if (r.Code !== 0) throw new Error(r.Message);
      template = r.Data as number;
      return putInState(s, orderWorkflow, template, state);
    }
    const copy = await s.deps.db.execute(sql`
      insert into logistics_orders (owner_id, warehouse_id, status, order_source, order_type, shipping_type_id,
        delivery, recipient_information_id, address, country_id, estimated_freight, estimated_currency_id)
      select owner_id, warehouse_id, ${state}, order_source, order_type, shipping_type_id,
        delivery, recipient_information_id, address, country_id, estimated_freight, estimated_currency_id
      from logistics_orders where id = ${template}
      returning id`);
    return Number((copy.rows[0] as { id: number }).id);
  },
});
