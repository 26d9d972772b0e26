import { stateHistoryCalls } from '@wms/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boundWorkflows } from '../src/platform/transition.js';
import { startTestServer, type TestServer } from './helpers/server.js';

// A record's history is read as the record is (docs/domain.md, "Signing in"): staff need the
// permission of the record's list, whatever the area; a customer sees only their own.

let s: TestServer;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  s = await startTestServer();
  for (const who of ['admin', 'clerk', 'customer1', 'customer2']) tokens[who] = (await s.signIn(who)).AccessToken;
});
afterAll(() => s.close());

const history = (who: string, Entity: string, Id: number) =>
  s.invoke(stateHistoryCalls.GetStateHistory, { Entity, Id }, { token: tokens[who]!, lang: 'en-us' });

/** A record of each bound workflow from the demo data: one of customer1's where records have an
 * owner. */
async function recordOf(entity: string): Promise<number | null> {
  const b = boundWorkflows().find((w) => w.workflow.entity === entity)!;
  const owned = b.owner ? sql`where ${b.owner} = (select id from users where user_name = 'customer1')` : sql``;
  const res = await s.deps.db.execute(sql`select min(${b.id}) as id from ${b.table} ${owned}`);
  const id = (res.rows[0] as { id: number | null }).id;
  return id === null ? null : Number(id);
}

describe('GetStateHistory', () => {
  it('answers the clerk only for the records whose list the clerk may read; never bills, recharges or invoices', async () => {
    const buttons = new Set(
      (await s.call('Account/GetUserInfoDetailedInfo', {}, { token: tokens.clerk })).Data.Buttons as string[],
    );
    const seen: Record<string, number> = {};
    for (const b of boundWorkflows()) {
      const id = await recordOf(b.workflow.entity);
      if (id === null) continue;
      const mayList = b.staffRead === null || b.staffRead.some((code) => buttons.has(code));
      const r = await history('clerk', b.workflow.entity, id);
      expect([b.workflow.entity, r.Code]).toEqual([b.workflow.entity, mayList ? 0 : 3]);
      seen[b.workflow.entity] = r.Code;
      // The administrator reads every one.
      expect([b.workflow.entity, (await history('admin', b.workflow.entity, id)).Code]).toEqual([b.workflow.entity, 0]);
    }
    // The money records are the clerk's to neither list nor read; the parcels are.
    expect(seen).toMatchObject({ Bill: 3, RechargeRecord: 3, LogisticsInvoice: 3, Package: 0 });
  });

  it('answers a customer for their own records only', async () => {
    for (const entity of ['Bill', 'RechargeRecord', 'LogisticsInvoice']) {
      const id = (await recordOf(entity))!;
      expect([entity, (await history('customer1', entity, id)).Code]).toEqual([entity, 0]);
      expect([entity, (await history('customer2', entity, id)).Code]).toEqual([entity, 3]);
    }
  });

  it('reads each staff list permission off the call table', () => {
    const of = (entity: string) => boundWorkflows().find((w) => w.workflow.entity === entity)!.staffRead;
    expect(of('Bill')).toEqual(['Bill:GetBills']);
    expect(of('RechargeRecord')).toEqual(['RechargeRecord:GetRechargeRecords']);
    expect(of('LogisticsInvoice')).toEqual(['LogisticsInvoice:GetLogisticsInvoices']);
  });
});
