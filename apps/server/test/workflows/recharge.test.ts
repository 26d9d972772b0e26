import { OnlinePaymentType, userRechargeRecordCalls } from '@wms/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { currencies, onlinePaymentConfigurations } from '../../src/db/schema/index.js';
import { rechargeWorkflow } from '../../src/modules/money/recharge/service.js';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { describeWorkflow, putInState } from '../helpers/workflow.js';

// The recharge's workflow (packages/contract/src/calls/recharge.ts) by the conformance suite; the
// recharges' own rules (the provider's callback, expiry) are tested in ../recharge.test.ts.

let s: TestServer;
let token: string;
let cny: number;
let sandbox: number;
beforeAll(async () => {
  s = await startTestServer();
  token = (await s.signIn('customer1')).AccessToken;
  cny = (await s.deps.db.select({ id: currencies.id }).from(currencies).where(eq(currencies.code, 'CNY')))[0]!.id;
  sandbox = (
    await s.deps.db
      .select({ id: onlinePaymentConfigurations.id })
      .from(onlinePaymentConfigurations)
      .where(eq(onlinePaymentConfigurations.type, OnlinePaymentType.Sandbox))
  )[0]!.id;
});
afterAll(() => s.close());

let made = 0;
describeWorkflow(() => s, {
  bound: rechargeWorkflow,
  async make(state) {
    // customer1 starts an online recharge, as the recharge dialog does.
    const r = await s.invoke(
      userRechargeRecordCalls.CreateOnlineRecharge,
      { ConfigurationId: sandbox, CurrencyId: cny, Amount: '100', IdempotencyKey: `workflow-recharge-${++made}` },
      { token, lang: 'en-us' },
    );
    if (r.Code !== 0) throw new Error(r.Message);
    return putInState(s, rechargeWorkflow, r.Data.Id, state);
  },
});
