import crypto from 'node:crypto';
import {
  AmountStatementType,
  onlinePaymentConfigurationCalls as configCalls,
  OnlinePaymentType,
  userRechargeRecordCalls as own,
  RechargeType,
  rechargeFlow,
  rechargeRecordCalls,
  StatementCause,
} from '@wms/contract';
import { and, count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  amountStatements,
  currencies,
  onlinePaymentConfigurations,
  paymentCallbacks,
  rechargeRecords,
  users,
  wallets,
} from '../src/db/schema/index.js';
import { sandboxSign } from '../src/modules/money/recharge/providers.js';
import { expireRecharges } from '../src/modules/money/recharge/service.js';
import { WALLET_LEDGER } from '../src/modules/money/wallets/service.js';
import { verifyLedger } from '../src/platform/ledger.js';
import { startTestServer, type TestServer } from './helpers/server.js';

let s: TestServer;
const token: Record<string, string> = {};
let customer1: number;
let cny: number;
let sandbox: number;
const en = (who: string) => ({ token: token[who], lang: 'en-us' as const });
let seq = 0;
const key = () => `recharge-test-${Date.now()}-${++seq}`;

const balance = async () =>
  (
    await s.deps.db
      .select({ b: wallets.balance })
      .from(wallets)
      .where(and(eq(wallets.userId, customer1), eq(wallets.currencyId, cny)))
  )[0]!.b;
/** What became of the callbacks of a recharge, in the order they came. */
const outcomesOf = async (id: number) =>
  (
    await s.deps.db
      .select({ outcome: paymentCallbacks.outcome })
      .from(paymentCallbacks)
      .where(eq(paymentCallbacks.rechargeId, id))
      .orderBy(paymentCallbacks.id)
  ).map((r) => r.outcome);
const recharge = async (id: number) =>
  (await s.deps.db.select().from(rechargeRecords).where(eq(rechargeRecords.id, id)))[0]!;
const secretOf = async (id: number) =>
  (
    await s.deps.db
      .select({ s: onlinePaymentConfigurations.secret })
      .from(onlinePaymentConfigurations)
      .where(eq(onlinePaymentConfigurations.id, id))
  )[0]!.s;

/** A callback as the sandbox network would send it, signed with `secret` (or forged). */
async function callback(
  r: { Number: string },
  o: { outcome?: 'paid' | 'declined'; amount?: string; secret?: string; timestamp?: number; nonce?: string } = {},
) {
  const notice = {
    ConfigurationId: sandbox,
    Number: r.Number,
    Amount: o.amount ?? '100.00',
    Currency: 'CNY',
    Outcome: o.outcome ?? 'paid',
    Timestamp: o.timestamp ?? Math.floor(Date.now() / 1000),
    Nonce: o.nonce ?? crypto.randomBytes(16).toString('hex'),
  } as const;
  const body = { ...notice, Signature: sandboxSign(o.secret ?? (await secretOf(sandbox)), notice) };
  return { body, answer: await s.call('PaymentCallback/SandboxCallback', body, { lang: 'en-us' }) };
}

async function start(amount = '100') {
  const r = await s.invoke(
    own.CreateOnlineRecharge,
    { ConfigurationId: sandbox, CurrencyId: cny, Amount: amount, IdempotencyKey: key() },
    en('customer1'),
  );
  expect(r.Code, r.Message).toBe(0);
  return r.Data;
}

beforeAll(async () => {
  s = await startTestServer();
  for (const who of ['admin', 'customer1', 'customer2']) token[who] = (await s.signIn(who)).AccessToken;
  customer1 = (await s.deps.db.select({ id: users.id }).from(users).where(eq(users.userName, 'customer1')))[0]!.id;
  cny = (await s.deps.db.select({ id: currencies.id }).from(currencies).where(eq(currencies.code, 'CNY')))[0]!.id;
  sandbox = (
    await s.deps.db
      .select({ id: onlinePaymentConfigurations.id })
      .from(onlinePaymentConfigurations)
      .where(eq(onlinePaymentConfigurations.type, OnlinePaymentType.Sandbox))
  )[0]!.id;
});
afterAll(() => s.close());

describe('payment configurations', () => {
  it('keeps the key on the server: lists show its last 4 characters, an edit without one keeps it', async () => {
    const id = await s.invoke(
      configCalls.AddOnlinePaymentConfiguration,
      { Name: 'Test Alipay', Type: OnlinePaymentType.Alipay, AppId: 'app-1', Secret: 'alipay-secret-1234' },
      en('admin'),
    );
    expect(id.Code, id.Message).toBe(0);
    const list = await s.invoke(configCalls.GetOnlinePaymentConfigurations, { Content: 'Test Alipay' }, en('admin'));
    expect(list.Data[0]).toMatchObject({ Name: 'Test Alipay', SecretHint: '••••1234' });
    expect(JSON.stringify(list.Data)).not.toContain('alipay-secret');
    const one = await s.invoke(configCalls.GetOnlinePaymentConfigurationById, { Id: id.Data }, en('admin'));
    expect(JSON.stringify(one.Data)).not.toContain('alipay-secret');
    const edit = await s.invoke(
      configCalls.EditOnlinePaymentConfiguration,
      { Id: id.Data, Name: 'Test Alipay', Type: OnlinePaymentType.Alipay, AppId: 'app-2', Secret: '' },
      en('admin'),
    );
    expect(edit.Code, edit.Message).toBe(0);
    expect(await secretOf(id.Data)).toBe('alipay-secret-1234');
    const short = await s.invoke(
      configCalls.EditOnlinePaymentConfiguration,
      { Id: id.Data, Name: 'Test Alipay', Type: OnlinePaymentType.Alipay, Secret: 'short' },
      en('admin'),
    );
    expect(short.Code).toBe(2);
    expect(short.Message).toMatch(/^Key/);
    // A customer sees the methods, never a key; a network not reachable here is refused, by name.
    const methods = await s.invoke(own.GetOnlinePaymentMethods, {}, en('customer1'));
    expect(methods.Data.map((m) => m.Name)).toContain('Test Alipay');
    expect(JSON.stringify(methods.Data)).not.toMatch(/secret/i);
    const alipay = await s.invoke(
      own.CreateOnlineRecharge,
      { ConfigurationId: id.Data, CurrencyId: cny, Amount: '10', IdempotencyKey: key() },
      en('customer1'),
    );
    expect(alipay.Code).toBe(2);
    expect(alipay.Message).toMatch(/Payment method is not connected/);
    const customerAdds = await s.call('OnlinePaymentConfiguration/GetOnlinePaymentConfigurations', {}, en('customer1'));
    expect(customerAdds.Code).not.toBe(0);
  });
});

describe('a recharge through the sandbox', () => {
  it('is paid on the sandbox page: the signed callback credits the wallet once, with its statement row', async () => {
    const before = Number(await balance());
    const made = await start('100');
    expect(made.PayUrl).toMatch(/^\/sandbox-pay\//);
    expect((await recharge(made.Id)).status).toBe(rechargeFlow.state.Pending);
    // The payer's page, in their language.
    const page = await s.app.inject({ method: 'GET', url: made.PayUrl, headers: { 'accept-language': 'en-US' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('100.00 CNY');
    expect(page.body).toContain(made.Number);
    expect(page.body).toContain('Approve payment');
    const path = made.PayUrl.split('?')[0]!;
    const approved = await s.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'decision=approve&return=%2Ffinance%2FUserRechargeRecordIndex',
    });
    expect(approved.statusCode).toBe(303);
    expect(approved.headers.location).toBe('/finance/UserRechargeRecordIndex');
    const r = await recharge(made.Id);
    expect(r.status).toBe(rechargeFlow.state.Paid);
    expect(Number(await balance())).toBe(before + 100);
    const [st] = await s.deps.db.select().from(amountStatements).where(eq(amountStatements.id, r.statementId!));
    expect(st).toMatchObject({
      type: AmountStatementType.OnlineRecharge,
      causeKind: StatementCause.Recharge,
      causeId: r.id,
    });
    // Approving again on the page: the payment is closed; the wallet is credited once.
    const page2 = await s.app.inject({ method: 'GET', url: path, headers: { 'accept-language': 'en-US' } });
    expect(page2.body).toContain('already decided');
    expect(Number(await balance())).toBe(before + 100);
    expect(await verifyLedger(s.deps.db, WALLET_LEDGER)).toEqual([]);
    const seen = await s.invoke(own.GetUserRechargeById, { Id: made.Id }, en('customer1'));
    expect(seen.Data).toMatchObject({ Status: rechargeFlow.state.Paid, StatusName: 'Paid', Amount: '100.00' });
  });

  it('makes one recharge per key', async () => {
    const k = key();
    const body = { ConfigurationId: sandbox, CurrencyId: cny, Amount: '5', IdempotencyKey: k };
    const [a, b] = await Promise.all([
      s.invoke(own.CreateOnlineRecharge, body, en('customer1')),
      s.invoke(own.CreateOnlineRecharge, body, en('customer1')),
    ]);
    expect([a.Code, b.Code]).toEqual([0, 0]);
    expect(a.Data.Id).toBe(b.Data.Id);
    const other = await s.invoke(own.CreateOnlineRecharge, { ...body, Amount: '6' }, en('customer1'));
    expect(other.Code).toBe(2);
  });

  it('changes nothing for a forged, replayed, late, mismatched or declined callback, and logs each', async () => {
    const before = await balance();
    const made = await start('100');
    const forged = await callback(made, { secret: 'not-the-key-at-all' });
    expect(forged.answer.Data).toBe('forged');
    const late = await callback(made, { timestamp: Math.floor(Date.now() / 1000) - 3600 });
    expect(late.answer.Data).toBe('late');
    const wrong = await callback(made, { amount: '1000.00' });
    expect(wrong.answer.Data).toBe('mismatch');
    expect((await recharge(made.Id)).status).toBe(rechargeFlow.state.Pending);
    expect(await balance()).toBe(before);
    // A genuine one, then the same again (a replay): taken once.
    const ok = await callback(made);
    expect(ok.answer.Data).toBe('success');
    const replay = await s.call('PaymentCallback/SandboxCallback', ok.body, { lang: 'en-us' });
    expect(replay.Data).toBe('replayed');
    expect(Number(await balance())).toBe(Number(before) + 100);
    // A declined one moves its recharge to declined; the wallet is untouched.
    const declined = await start('50');
    const no = await callback(declined, { outcome: 'declined', amount: '50.00' });
    expect(no.answer.Data).toBe('success');
    expect((await recharge(declined.Id)).status).toBe(rechargeFlow.state.Declined);
    expect(Number(await balance())).toBe(Number(before) + 100);
    const logged = await s.deps.db
      .select({ outcome: paymentCallbacks.outcome })
      .from(paymentCallbacks)
      .where(eq(paymentCallbacks.rechargeId, made.Id));
    // Every one leaves its row, the replay too (it once left none).
    expect(logged.map((l) => l.outcome).sort()).toEqual(['applied', 'late', 'mismatch', 'replayed']);
    const forgedLogged = await s.deps.db
      .select({ n: count() })
      .from(paymentCallbacks)
      .where(eq(paymentCallbacks.outcome, 'forged'));
    expect(Number(forgedLogged[0]!.n)).toBeGreaterThan(0);
  });

  it('expires a recharge nobody paid; a late approval then changes nothing', async () => {
    const made = await start('30');
    await s.deps.db
      .update(rechargeRecords)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(rechargeRecords.id, made.Id));
    expect(await expireRecharges(s.deps)).toBeGreaterThan(0);
    expect((await recharge(made.Id)).status).toBe(rechargeFlow.state.Expired);
    const before = await balance();
    const late = await callback(made, { amount: '30.00' });
    expect(late.answer.Data).toBe('expired');
    expect(await balance()).toBe(before);
  });

  it('refuses an approval past the deadline before the expiry job ran: the recharge expires, nothing is credited', async () => {
    const before = await balance();
    const made = await start('40');
    await s.deps.db
      .update(rechargeRecords)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(rechargeRecords.id, made.Id));
    const late = await callback(made, { amount: '40.00' });
    expect(late.answer.Data).toBe('expired');
    expect((await recharge(made.Id)).status).toBe(rechargeFlow.state.Expired);
    expect(await balance()).toBe(before);
    expect(await outcomesOf(made.Id)).toEqual(['expired']);
  });

  it("sends nothing from the payer's page past the deadline: the recharge expires, the page says it is closed", async () => {
    const before = await balance();
    const made = await start('45');
    await s.deps.db
      .update(rechargeRecords)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(rechargeRecords.id, made.Id));
    const path = made.PayUrl.split('?')[0]!;
    const approved = await s.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'decision=approve&return=%2Ffinance%2FUserRechargeRecordIndex',
    });
    expect(approved.statusCode).toBe(303);
    expect(approved.headers.location).toMatch(new RegExp(`^${path}\\?return=`));
    expect((await recharge(made.Id)).status).toBe(rechargeFlow.state.Expired);
    expect(await balance()).toBe(before);
    expect(await outcomesOf(made.Id)).toEqual([]);
    const page = await s.app.inject({ method: 'GET', url: approved.headers.location as string });
    expect(page.body).not.toContain('Approve payment');
  });

  it('lets no forged callback spend the nonce of the genuine one, and logs the forgery', async () => {
    const before = Number(await balance());
    const made = await start('20');
    const nonce = crypto.randomBytes(16).toString('hex');
    const forged = await callback(made, { amount: '20.00', secret: 'not-the-key-at-all', nonce });
    expect(forged.answer.Data).toBe('forged');
    const genuine = await callback(made, { amount: '20.00', nonce });
    expect(genuine.answer.Data).toBe('success');
    expect((await recharge(made.Id)).status).toBe(rechargeFlow.state.Paid);
    expect(Number(await balance())).toBe(before + 20);
    const rows = await s.deps.db
      .select({ outcome: paymentCallbacks.outcome, takes: paymentCallbacks.takesNonce })
      .from(paymentCallbacks)
      .where(eq(paymentCallbacks.nonce, nonce))
      .orderBy(paymentCallbacks.id);
    expect(rows).toEqual([
      { outcome: 'forged', takes: false },
      { outcome: 'applied', takes: true },
    ]);
    // The genuine one again is a replay: logged, nothing more.
    const replay = await s.call('PaymentCallback/SandboxCallback', genuine.body, { lang: 'en-us' });
    expect(replay.Data).toBe('replayed');
    expect(Number(await balance())).toBe(before + 20);
    expect(await outcomesOf(made.Id)).toEqual(['applied', 'replayed']);
  });
});

describe('recharge records', () => {
  it('lists online and staff recharges; a customer sees their own only', async () => {
    const manual = await s.call(
      'AmountStatement/ManualRecharge',
      { CustomerId: customer1, CurrencyId: cny, Amount: '12', Reason: 'Cash at the counter' },
      en('admin'),
    );
    expect(manual.Code).toBe(0);
    const staff = await s.invoke(
      rechargeRecordCalls.GetRechargeRecords,
      { CustomerId: customer1, Type: RechargeType.Manual },
      en('admin'),
    );
    expect(staff.Data[0]).toMatchObject({ Amount: '12.00', Reason: 'Cash at the counter', TypeName: 'By staff' });
    const mine = await s.invoke(own.GetUserRechargeRecords, {}, en('customer1'));
    expect(mine.Data.length).toBeGreaterThan(0);
    expect(mine.Data.every((r) => r.CustomerId === customer1)).toBe(true);
    const theirs = await s.invoke(own.GetUserRechargeRecords, {}, en('customer2'));
    expect(theirs.Data.every((r) => r.CustomerId !== customer1)).toBe(true);
    const [last] = await s.deps.db
      .select({ id: rechargeRecords.id })
      .from(rechargeRecords)
      .where(eq(rechargeRecords.ownerId, customer1))
      .orderBy(desc(rechargeRecords.id))
      .limit(1);
    const other = await s.invoke(own.GetUserRechargeById, { Id: last!.id }, en('customer2'));
    expect(other.Code).toBe(3);
  });
});

describe('the payer coming back to a payment', () => {
  it('shows the sandbox page in the language the console names, whatever the browser says', async () => {
    const made = await start('7');
    const words = { 'zh-tw': '確認支付', 'zh-cn': '确认支付', 'en-us': 'Approve payment' } as const;
    for (const [lang, approve] of Object.entries(words)) {
      const page = await s.app.inject({
        method: 'GET',
        url: `${made.PayUrl}&lang=${lang}`,
        headers: { 'accept-language': lang === 'en-us' ? 'zh-CN' : 'en-US' },
      });
      expect(page.statusCode).toBe(200);
      expect(page.body, lang).toContain(approve);
      expect(page.body).toContain(`<html lang="${lang}">`);
    }
    // Without one, the browser's language stands.
    const browser = await s.app.inject({ method: 'GET', url: made.PayUrl, headers: { 'accept-language': 'zh-TW' } });
    expect(browser.body).toContain('確認支付');
  });

  it("answers a waiting recharge's page to its payer only, and none once it is decided or past its deadline", async () => {
    const made = await start('8');
    const mine = async () => (await s.invoke(own.GetUserRechargeById, { Id: made.Id }, en('customer1'))).Data;
    expect((await mine()).PayUrl).toBe(made.PayUrl);
    const listed = await s.invoke(own.GetUserRechargeRecords, { Content: made.Number }, en('customer1'));
    expect(listed.Data.map((r) => r.PayUrl)).toEqual([made.PayUrl]);
    // Staff never get the page (only its payer decides there).
    const staff = await s.invoke(rechargeRecordCalls.GetRechargeRecords, { Content: made.Number }, en('admin'));
    expect(staff.Data.map((r) => r.PayUrl)).toEqual(['']);
    // Past its deadline (the expiry job not yet run): nothing to continue.
    await s.deps.db
      .update(rechargeRecords)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(rechargeRecords.id, made.Id));
    expect((await mine()).PayUrl).toBe('');
    // A paid one neither.
    const paid = await start('9');
    expect((await callback(paid, { amount: '9.00' })).answer.Data).toBe('success');
    expect((await s.invoke(own.GetUserRechargeById, { Id: paid.Id }, en('customer1'))).Data.PayUrl).toBe('');
  });
});

describe('a site without the sandbox provider (PAYMENT_SANDBOX=false)', () => {
  it('offers no sandbox method, refuses a recharge through it, and refuses its page and callbacks', async () => {
    // The made recharge of the site with the sandbox, to show its page and callback on the other.
    const made = await start('11');
    const off = await startTestServer({ config: { paymentSandbox: false } });
    try {
      const customer = (await off.signIn('customer1')).AccessToken;
      const as = { token: customer, lang: 'en-us' as const };
      const methods = await off.invoke(own.GetOnlinePaymentMethods, {}, as);
      expect(methods.Code).toBe(0);
      expect(methods.Data.map((m) => m.Type)).not.toContain(OnlinePaymentType.Sandbox);
      const refused = await off.invoke(
        own.CreateOnlineRecharge,
        { ConfigurationId: sandbox, CurrencyId: cny, Amount: '10', IdempotencyKey: key() },
        as,
      );
      expect(refused.Code).toBe(2);
      expect(refused.body.Data.Field).toBe('ConfigurationId');
      // The demo's waiting recharge (made through the sandbox when the site was seeded): no page.
      const [waiting] = await off.deps.db
        .select({ token: rechargeRecords.payToken, number: rechargeRecords.number, id: rechargeRecords.id })
        .from(rechargeRecords)
        .where(eq(rechargeRecords.status, rechargeFlow.state.Pending))
        .limit(1);
      expect(waiting?.token).toBeTruthy();
      // Nor does its payer's list offer to continue paying on a page the site no longer has.
      const [payer] = await off.deps.db
        .select({ name: users.userName })
        .from(rechargeRecords)
        .innerJoin(users, eq(users.id, rechargeRecords.ownerId))
        .where(eq(rechargeRecords.id, waiting!.id));
      const payerToken = (await off.signIn(payer!.name)).AccessToken;
      const theirs = await off.invoke(own.GetUserRechargeRecords, { index: 1, rows: 100 }, { token: payerToken });
      expect(theirs.Data.find((r) => r.Id === waiting!.id)?.PayUrl).toBe('');
      const page = await off.app.inject({ method: 'GET', url: `/sandbox-pay/${waiting!.token}` });
      expect(page.statusCode).toBe(404);
      const posted = await off.app.inject({
        method: 'POST',
        url: `/sandbox-pay/${waiting!.token}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'decision=approve',
      });
      expect(posted.statusCode).toBe(303);
      // A callback signed with the configuration's key: refused, logged, nothing moved.
      const [config] = await off.deps.db
        .select()
        .from(onlinePaymentConfigurations)
        .where(eq(onlinePaymentConfigurations.id, sandbox));
      const notice = {
        ConfigurationId: sandbox,
        Number: waiting!.number,
        Amount: '200.00',
        Currency: 'CNY',
        Outcome: 'paid' as const,
        Timestamp: Math.floor(Date.now() / 1000),
        Nonce: crypto.randomBytes(16).toString('hex'),
      };
      const cb = await off.call('PaymentCallback/SandboxCallback', {
        ...notice,
        Signature: sandboxSign(config!.secret, notice),
      });
      expect(cb.Data).toBe('unavailable');
      const [r] = await off.deps.db.select().from(rechargeRecords).where(eq(rechargeRecords.id, waiting!.id));
      expect(r!.status).toBe(rechargeFlow.state.Pending);
      const [logged] = await off.deps.db
        .select({ outcome: paymentCallbacks.outcome })
        .from(paymentCallbacks)
        .where(eq(paymentCallbacks.nonce, notice.Nonce));
      expect(logged?.outcome).toBe('unavailable');
    } finally {
      await off.close();
    }
    // The site with the sandbox still takes its own.
    expect((await callback(made, { amount: '11.00' })).answer.Data).toBe('success');
  });
});
