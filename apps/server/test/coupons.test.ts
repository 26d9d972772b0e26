import crypto from 'node:crypto';
import {
  AmountStatementType,
  amountStatementCalls,
  BillType,
  billFlow,
  CouponKind,
  couponCalls,
  OnlinePaymentType,
  SettlementCycle,
  StatementCause,
  UserCouponState,
  userBillCalls,
  userCouponCalls,
  userRechargeRecordCalls,
} from '@wms/contract';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  amountStatements,
  currencies,
  expenseTypes,
  onlinePaymentConfigurations,
  paymentRecords,
  rechargeRecords,
  userCoupons,
  users,
  wallets,
} from '../src/db/schema/index.js';
import { issueBill } from '../src/modules/money/bills/issue.js';
import { sandboxSign } from '../src/modules/money/recharge/providers.js';
import { WALLET_LEDGER } from '../src/modules/money/wallets/service.js';
import { verifyLedger } from '../src/platform/ledger.js';
import { startTestServer, type TestServer } from './helpers/server.js';

let s: TestServer;
const token: Record<string, string> = {};
let customer1: number;
let customer2: number;
let cny: number;
let warehousing: number;
let storage: number;
const en = (who: string) => ({ token: token[who], lang: 'en-us' as const });
let seq = 0;
const key = () => `coupon-test-${Date.now()}-${++seq}`;

const balance = async (owner: number) =>
  (
    await s.deps.db
      .select({ b: wallets.balance })
      .from(wallets)
      .where(and(eq(wallets.userId, owner), eq(wallets.currencyId, cny)))
  )[0]!.b;

async function aBill(owner: number, amount: string, expense = warehousing) {
  return (await s.deps.db.transaction((tx) =>
    issueBill(tx, {
      ownerId: owner,
      currencyId: cny,
      type: BillType.Warehousing,
      settlement: SettlementCycle.EachTime,
      deduct: false,
      issueKey: key(),
      source: { entity: 'Test', id: null, number: 'TEST' },
      lines: [{ expenseTypeId: expense, description: 'test', net: amount, tax: '0', gross: amount }],
    }),
  ))!;
}

/** A coupon defined and given to `owner` (answers the customer's coupon's id). */
async function give(
  owner: number,
  def: { name: string; kind?: number; amount: string; minimum?: string; stackable?: boolean; expense?: number },
) {
  const id = await s.invoke(
    couponCalls.AddCoupon,
    {
      Name: def.name,
      CouponKind: def.kind ?? CouponKind.Bill,
      PreferentialAmount: def.amount,
      AvailableAmount: def.minimum,
      ExpenseTypeId: def.expense,
      CurrencyIds: [cny],
      Superposition: def.stackable ?? true,
      EffectiveDays: 10,
    },
    en('admin'),
  );
  expect(id.Code, id.Message).toBe(0);
  const given = await s.invoke(userCouponCalls.AddUserCoupons, { CouponId: id.Data, UserIds: [owner] }, en('admin'));
  expect(given.Data).toBe(1);
  const [uc] = await s.deps.db
    .select({ id: userCoupons.id })
    .from(userCoupons)
    .where(and(eq(userCoupons.couponId, id.Data), eq(userCoupons.ownerId, owner)));
  return uc!.id;
}

async function topUp(owner: number, amount = '500') {
  const r = await s.call(
    'AmountStatement/ManualRecharge',
    { CustomerId: owner, CurrencyId: cny, Amount: amount, Reason: 'coupon test' },
    en('admin'),
  );
  expect(r.Code, r.Message).toBe(0);
}

beforeAll(async () => {
  s = await startTestServer();
  for (const who of ['admin', 'customer1', 'customer2']) token[who] = (await s.signIn(who)).AccessToken;
  const id = async (name: string) =>
    (await s.deps.db.select({ id: users.id }).from(users).where(eq(users.userName, name)))[0]!.id;
  customer1 = await id('customer1');
  customer2 = await id('customer2');
  cny = (await s.deps.db.select({ id: currencies.id }).from(currencies).where(eq(currencies.code, 'CNY')))[0]!.id;
  const type = async (code: string) =>
    (await s.deps.db.select({ id: expenseTypes.id }).from(expenseTypes).where(eq(expenseTypes.code, code)))[0]!.id;
  warehousing = await type('WAREHOUSING');
  storage = await type('STORAGE');
});
afterAll(() => s.close());

describe('bill coupons', () => {
  it('offers only the coupons good for the bills, and takes them off the payment once', async () => {
    await topUp(customer1);
    const five = await give(customer1, { name: 'T 5 off', amount: '5' });
    const three = await give(customer1, { name: 'T 3 off', amount: '3' });
    const big = await give(customer1, { name: 'T 30 off from 200', amount: '30', minimum: '200' });
    const onlyStorage = await give(customer1, { name: 'T storage only', amount: '1', expense: storage });
    const bill = await aBill(customer1, '50');
    const offered = await s.invoke(userCouponCalls.GetUserBillAvailableCoupons, { BillIds: [bill] }, en('customer1'));
    const ids = offered.Data.map((c) => c.Id);
    expect(ids).toEqual(expect.arrayContaining([five, three]));
    expect(ids).not.toContain(big); // below its minimum spend
    expect(ids).not.toContain(onlyStorage); // the bill has no storage charge
    // Staff paying for the customer see the same coupons (the bills' owner's).
    const forStaff = await s.invoke(
      userCouponCalls.GetUserBillAvailableCoupons,
      { BillIds: [bill], OwnerId: customer1 },
      en('admin'),
    );
    expect(forStaff.Code, forStaff.Message).toBe(0);
    expect(forStaff.Data.map((c) => c.Id).sort()).toEqual([...ids].sort());
    // Another customer's bills are not there for a customer.
    const peek = await s.invoke(userCouponCalls.GetUserBillAvailableCoupons, { BillIds: [bill] }, en('customer2'));
    expect(peek.Code).toBe(3);
    const before = Number(await balance(customer1));
    const paid = await s.invoke(
      userBillCalls.PayUserBills,
      { BillIds: [bill], IdempotencyKey: key(), UserCouponIds: [five, three] },
      en('customer1'),
    );
    expect(paid.Code, paid.Message).toBe(0);
    expect(paid.Data.Amount).toBe('42.00');
    expect(Number(await balance(customer1))).toBe(before - 42);
    const [record] = await s.deps.db.select().from(paymentRecords).where(eq(paymentRecords.id, paid.Data.PaymentId));
    expect(record!.discount).toBe('8.0000');
    // The payment records say what the coupons took off, the customer's and staff's lists alike.
    for (const [path, who] of [
      ['UserPaymentRecord/GetUserPaymentRecords', 'customer1'],
      ['PaymentRecord/GetPaymentRecords', 'admin'],
    ] as const) {
      const listed = await s.call(path, { Content: paid.Data.Number }, en(who));
      expect(listed.Data, path).toMatchObject([{ Number: paid.Data.Number, Amount: '42.00', Discount: '8.00' }]);
    }
    const mine = await s.invoke(userCouponCalls.GetUserCoupons, { State: UserCouponState.Used }, en('customer1'));
    expect(mine.Data.filter((c) => [five, three].includes(c.Id)).map((c) => c.UsedFor)).toEqual([
      paid.Data.Number,
      paid.Data.Number,
    ]);
    // Used once: another bill cannot take them again.
    const again = await s.invoke(
      userBillCalls.PayUserBills,
      { BillIds: [await aBill(customer1, '10')], IdempotencyKey: key(), UserCouponIds: [five] },
      en('customer1'),
    );
    expect(again.Code).toBe(2);
    expect(again.Message).toMatch(/already used/);
    expect(await verifyLedger(s.deps.db, WALLET_LEDGER)).toEqual([]);
  });

  it('refuses the same coupon twice and a non-stackable one with another, as the picker does', async () => {
    const a1 = await give(customer1, { name: 'T same kind', amount: '1' });
    await s.invoke(
      userCouponCalls.AddUserCoupons,
      {
        CouponId: (
          await s.deps.db.select({ c: userCoupons.couponId }).from(userCoupons).where(eq(userCoupons.id, a1))
        )[0]!.c,
        UserIds: [customer1],
      },
      en('admin'),
    );
    const [a2] = await s.deps.db
      .select({ id: userCoupons.id })
      .from(userCoupons)
      .where(eq(userCoupons.ownerId, customer1))
      .orderBy(desc(userCoupons.id))
      .limit(1);
    const bill = await aBill(customer1, '20');
    const same = await s.invoke(
      userBillCalls.PayUserBills,
      { BillIds: [bill], IdempotencyKey: key(), UserCouponIds: [a1, a2!.id] },
      en('customer1'),
    );
    expect(same.Message).toMatch(/same coupon type/i);
    const exclusive = await give(customer1, { name: 'T alone', amount: '4', stackable: false });
    const other = await give(customer1, { name: 'T other', amount: '1' });
    const alone = await s.invoke(
      userBillCalls.PayUserBills,
      { BillIds: [bill], IdempotencyKey: key(), UserCouponIds: [exclusive, other] },
      en('customer1'),
    );
    expect(alone.Message).toMatch(/only one exclusion coupon/i);
    // Another customer's coupon is not theirs to use.
    const theirs = await give(customer2, { name: 'T theirs', amount: '1' });
    const notMine = await s.invoke(
      userBillCalls.PayUserBills,
      { BillIds: [bill], IdempotencyKey: key(), UserCouponIds: [theirs] },
      en('customer1'),
    );
    expect(notMine.Code).toBe(2);
    expect((await s.invoke(userBillCalls.GetUserBillById, { Id: bill }, en('customer1'))).Data.Status).toBe(
      billFlow.state.Unpaid,
    );
    // A coupon worth more than the bill pays it all, never below zero.
    const whole = await s.invoke(
      userBillCalls.PayUserBills,
      {
        BillIds: [bill],
        IdempotencyKey: key(),
        UserCouponIds: [await give(customer1, { name: 'T 50 off', amount: '50' })],
      },
      en('customer1'),
    );
    expect(whole.Code, whole.Message).toBe(0);
    expect(whole.Data.Amount).toBe('0.00');
  });

  it('uses a coupon once when two payments with it come at once', async () => {
    await topUp(customer2);
    const c = await give(customer2, { name: 'T race', amount: '2' });
    const bills = [await aBill(customer2, '10'), await aBill(customer2, '10')];
    const tries = await Promise.all(
      bills.map((b) =>
        s.invoke(
          userBillCalls.PayUserBills,
          { BillIds: [b], IdempotencyKey: key(), UserCouponIds: [c] },
          en('customer2'),
        ),
      ),
    );
    expect(tries.map((t) => t.Code).sort()).toEqual([0, 2]);
  });
});

describe('recharge coupons', () => {
  it('adds the coupon to a recharge once it is paid, as its own statement row', async () => {
    const bonus = await give(customer1, {
      name: 'T 10 on 100',
      kind: CouponKind.Recharge,
      amount: '10',
      minimum: '100',
      stackable: false,
    });
    const offered = await s.invoke(
      userCouponCalls.GetCurrentUserRechargeAvailableCoupons,
      { CurrencyId: cny, RechargeAmount: '100' },
      en('customer1'),
    );
    expect(offered.Data.map((c) => c.Id)).toContain(bonus);
    const small = await s.invoke(
      userCouponCalls.GetCurrentUserRechargeAvailableCoupons,
      { CurrencyId: cny, RechargeAmount: '99' },
      en('customer1'),
    );
    expect(small.Data.map((c) => c.Id)).not.toContain(bonus);
    const [sandbox] = await s.deps.db
      .select()
      .from(onlinePaymentConfigurations)
      .where(eq(onlinePaymentConfigurations.type, OnlinePaymentType.Sandbox));
    const made = await s.invoke(
      userRechargeRecordCalls.CreateOnlineRecharge,
      { ConfigurationId: sandbox!.id, CurrencyId: cny, Amount: '100', IdempotencyKey: key(), UserCouponIds: [bonus] },
      en('customer1'),
    );
    expect(made.Code, made.Message).toBe(0);
    const before = Number(await balance(customer1));
    const notice = {
      ConfigurationId: sandbox!.id,
      Number: made.Data.Number,
      Amount: '100.00',
      Currency: 'CNY',
      Outcome: 'paid' as const,
      Timestamp: Math.floor(Date.now() / 1000),
      Nonce: crypto.randomBytes(8).toString('hex'),
    };
    const cb = await s.call('PaymentCallback/SandboxCallback', {
      ...notice,
      Signature: sandboxSign(sandbox!.secret, notice),
    });
    expect(cb.Data).toBe('success');
    expect(Number(await balance(customer1))).toBe(before + 110);
    const [r] = await s.deps.db.select().from(rechargeRecords).where(eq(rechargeRecords.id, made.Data.Id));
    expect(r!.bonus).toBe('10.0000');
    const rows = await s.deps.db
      .select({ type: amountStatements.type, amount: amountStatements.amount })
      .from(amountStatements)
      .where(
        and(
          eq(amountStatements.causeKind, StatementCause.Recharge),
          eq(amountStatements.causeId, made.Data.Id),
          eq(amountStatements.userId, customer1),
        ),
      );
    expect(rows.map((x) => x.type).sort()).toEqual([
      AmountStatementType.OnlineRecharge,
      AmountStatementType.RechargeBonus,
    ]);
    expect(await verifyLedger(s.deps.db, WALLET_LEDGER)).toEqual([]);
  });
});

describe('staff recharge coupons', () => {
  it("takes a customer's recharge coupons on a staff recharge (picker type 2), refusing what the picker refuses", async () => {
    const ten = await give(customer2, { name: 'S 10 on 50', kind: CouponKind.Recharge, amount: '10', minimum: '50' });
    const two = await give(customer2, { name: 'S 2 on 20', kind: CouponKind.Recharge, amount: '2', minimum: '20' });
    const alone = await give(customer2, {
      name: 'S 7 alone',
      kind: CouponKind.Recharge,
      amount: '7',
      stackable: false,
    });
    const billCoupon = await give(customer2, { name: 'S bill 1', amount: '1' });
    const offered = await s.invoke(
      userCouponCalls.GetUserRechargeAvailableCoupons,
      { OwnerId: customer2, CurrencyId: cny, RechargeAmount: '50' },
      en('admin'),
    );
    expect(offered.Code, offered.Message).toBe(0);
    expect(offered.Data.map((c) => c.Id)).toEqual(expect.arrayContaining([ten, two, alone]));
    expect(offered.Data.map((c) => c.Id)).not.toContain(billCoupon);
    const recharge = (Amount: string, UserCouponIds: number[]) =>
      s.invoke(
        amountStatementCalls.ManualRecharge,
        { CustomerId: customer2, CurrencyId: cny, Amount, Reason: 'paid at the counter', UserCouponIds },
        en('admin'),
      );
    const before = Number(await balance(customer2));
    // Refusals change nothing: a bill coupon, a minimum not met, a non-stackable one with another.
    const wrongKind = await recharge('50', [billCoupon]);
    expect(wrongKind.Code).toBe(2);
    const under = await recharge('40', [ten]);
    expect(under.Code).toBe(2);
    expect(under.Message).toContain('S 10 on 50');
    const exclusive = await recharge('50', [ten, alone]);
    expect(exclusive.Code).not.toBe(0);
    expect(exclusive.Message).toMatch(/only one|OnlyOneExclusion/i);
    expect(Number(await balance(customer2))).toBe(before);

    const r = await recharge('50', [ten, two]);
    expect(r.Code, r.Message).toBe(0);
    expect(r.Data.Bonus).toBe('12.00');
    expect(Number(r.Data.BalanceAfter)).toBe(before + 62);
    expect(Number(await balance(customer2))).toBe(before + 62);
    const [record] = await s.deps.db
      .select()
      .from(rechargeRecords)
      .where(eq(rechargeRecords.ownerId, customer2))
      .orderBy(desc(rechargeRecords.id))
      .limit(1);
    expect(record!.bonus).toBe('12.0000');
    const used = await s.deps.db
      .select({ id: userCoupons.id, usedFor: userCoupons.usedFor })
      .from(userCoupons)
      .where(inArray(userCoupons.id, [ten, two, alone]));
    expect(
      used
        .filter((u) => u.usedFor === record!.number)
        .map((u) => u.id)
        .sort(),
    ).toEqual([ten, two].sort());
    // Used once: the same coupons again are refused.
    const again = await recharge('50', [ten]);
    expect(again.Code).toBe(2);
    expect(await verifyLedger(s.deps.db, WALLET_LEDGER)).toEqual([]);
  });
});

describe('coupon definitions', () => {
  it('lists what was given and used, refuses both a deadline and days, and keeps a given coupon', async () => {
    const list = await s.invoke(couponCalls.GetCoupons, { rows: 100 }, en('admin'));
    expect(list.Code).toBe(0);
    const t5 = list.Data.find((c) => c.Name === 'T 5 off')!;
    expect(t5).toMatchObject({ Issued: 1, Used: 1, CurrencyCodes: ['CNY'], CouponKindName: 'Off a bill' });
    const both = await s.invoke(
      couponCalls.AddCoupon,
      {
        Name: 'T both',
        CouponKind: CouponKind.Bill,
        PreferentialAmount: '1',
        Deadline: '2030-01-01T00:00:00Z',
        EffectiveDays: 3,
      },
      en('admin'),
    );
    expect(both.Code).toBe(2);
    expect(both.Message).toMatch(/^Days valid/);
    // A coupon valid between two times: added, read back and edited with them (a time was once
    // written as text into its timestamp column: a 500).
    const dated = await s.invoke(
      couponCalls.AddCoupon,
      {
        Name: 'T dated',
        CouponKind: CouponKind.Bill,
        PreferentialAmount: '1',
        StartTime: '2029-06-01T08:00:00+08:00',
        Deadline: '2030-01-01T00:00:00Z',
      },
      en('admin'),
    );
    expect(dated.Code, dated.Message).toBe(0);
    const read = await s.invoke(couponCalls.GetEditCoupon, { Id: dated.Data }, en('admin'));
    expect(new Date(read.Data.StartTime!).toISOString()).toBe('2029-06-01T00:00:00.000Z');
    expect(new Date(read.Data.Deadline!).toISOString()).toBe('2030-01-01T00:00:00.000Z');
    const edited = await s.invoke(
      couponCalls.EditCoupon,
      {
        Id: dated.Data,
        Name: 'T dated',
        CouponKind: CouponKind.Bill,
        PreferentialAmount: '1',
        Deadline: '1970-01-01T00:00:00',
      },
      en('admin'),
    );
    expect(edited.Code, edited.Message).toBe(0);
    const again = await s.invoke(couponCalls.GetEditCoupon, { Id: dated.Data }, en('admin'));
    expect(new Date(again.Data.Deadline!).toISOString()).toBe('1970-01-01T00:00:00.000Z');
    expect(again.Data.StartTime).toBeNull();
    const del = await s.invoke(couponCalls.DeleteCoupon, { Id: t5.Id }, en('admin'));
    expect(del.Code).toBe(4);
    // A customer reaches none of the staff calls.
    expect((await s.call('Coupon/GetCoupons', {}, en('customer1'))).Code).not.toBe(0);
    expect(
      (await s.call('UserCoupon/AddUserCoupons', { CouponId: t5.Id, UserIds: [customer1] }, en('customer1'))).Code,
    ).not.toBe(0);
  });
});

describe('coupons staff switched off, currencies and the picker (issue 35)', () => {
  /** Switches a customer's coupon's definition off, as staff do on its edit form. */
  async function switchOff(userCouponId: number) {
    const [uc] = await s.deps.db.select().from(userCoupons).where(eq(userCoupons.id, userCouponId));
    const def = await s.invoke(couponCalls.GetEditCoupon, { Id: uc!.couponId }, en('admin'));
    const off = await s.invoke(
      couponCalls.EditCoupon,
      {
        Id: def.Data.Id,
        Name: def.Data.Name,
        CouponKind: def.Data.CouponKind,
        PreferentialAmount: def.Data.PreferentialAmount,
        AvailableAmount: def.Data.AvailableAmount,
        CurrencyIds: def.Data.CurrencyIds,
        Superposition: def.Data.Superposition,
        EffectiveDays: def.Data.EffectiveDays,
        IsDeactivate: true,
      },
      en('admin'),
    );
    expect(off.Code, off.Message).toBe(0);
  }

  it('refuses a switched-off coupon named in a bill payment, an online recharge and a staff recharge', async () => {
    await topUp(customer1);
    const billCoupon = await give(customer1, { name: 'Off 0.50', amount: '0.5' });
    const rechargeCoupon = await give(customer1, { name: 'Off bonus 40', kind: CouponKind.Recharge, amount: '40' });
    await switchOff(billCoupon);
    await switchOff(rechargeCoupon);
    const bill = await aBill(customer1, '3');
    // Hidden from the picker, as before.
    const offered = await s.invoke(userCouponCalls.GetUserBillAvailableCoupons, { BillIds: [bill] }, en('customer1'));
    expect(offered.Data.map((c) => c.Id)).not.toContain(billCoupon);
    // Named anyway: refused on the coupons' field, the bill still unpaid, nothing taken.
    const before = await balance(customer1);
    const paid = await s.invoke(
      userBillCalls.PayUserBills,
      { BillIds: [bill], IdempotencyKey: key(), UserCouponIds: [billCoupon] },
      en('customer1'),
    );
    expect(paid.Code).toBe(2);
    expect(paid.body.Data.Field).toBe('UserCouponIds');
    expect(paid.Message).toBe('Coupons: the coupon “Off 0.50” has been switched off: choose another coupon.');
    expect((await s.invoke(userBillCalls.GetUserBillById, { Id: bill }, en('customer1'))).Data.Status).toBe(
      billFlow.state.Unpaid,
    );
    expect(await balance(customer1)).toBe(before);
    const [sandbox] = await s.deps.db
      .select()
      .from(onlinePaymentConfigurations)
      .where(eq(onlinePaymentConfigurations.type, OnlinePaymentType.Sandbox));
    const online = await s.invoke(
      userRechargeRecordCalls.CreateOnlineRecharge,
      {
        ConfigurationId: sandbox!.id,
        CurrencyId: cny,
        Amount: '100',
        IdempotencyKey: key(),
        UserCouponIds: [rechargeCoupon],
      },
      en('customer1'),
    );
    expect(online.Code).toBe(2);
    expect(online.body.Data.Field).toBe('UserCouponIds');
    const manual = await s.invoke(
      amountStatementCalls.ManualRecharge,
      { CustomerId: customer1, CurrencyId: cny, Amount: '100', Reason: 'counter', UserCouponIds: [rechargeCoupon] },
      en('admin'),
    );
    expect(manual.Code).toBe(2);
    expect(manual.body.Data.Field).toBe('UserCouponIds');
    expect(await balance(customer1)).toBe(before);
    const unused = await s.deps.db
      .select({ used: userCoupons.usedTime })
      .from(userCoupons)
      .where(inArray(userCoupons.id, [billCoupon, rechargeCoupon]));
    expect(unused.every((u) => u.used === null)).toBe(true);
  });

  it('refuses a coupon for a currency that does not exist, and the recharge picker never lists one', async () => {
    const body = { Name: 'No such currency', CouponKind: CouponKind.Recharge, PreferentialAmount: '5' };
    const made = await s.invoke(couponCalls.AddCoupon, { ...body, CurrencyIds: [cny, 999_999] }, en('admin'));
    expect(made.Code).toBe(2);
    expect(made.body.Data.Field).toBe('CurrencyIds');
    expect((await s.invoke(couponCalls.GetCoupons, { Content: 'No such currency' }, en('admin'))).Data).toEqual([]);
    // One saved before this rule (written straight into the table) and given: never offered.
    const [old] = await s.deps.db
      .execute(sql`
      insert into coupons (name, coupon_kind, preferential_amount, available_amount, available_weight, currency_ids)
      values ('Old no currency', ${CouponKind.Recharge}, 5, 0, 0, '{999999}') returning id`)
      .then((r) => r.rows as { id: number }[]);
    const given = await s.invoke(
      userCouponCalls.AddUserCoupons,
      { CouponId: old!.id, UserIds: [customer1] },
      en('admin'),
    );
    expect(given.Code, given.Message).toBe(0);
    for (const CurrencyId of [999_999, cny]) {
      const offered = await s.invoke(
        userCouponCalls.GetCurrentUserRechargeAvailableCoupons,
        { CurrencyId, RechargeAmount: '100' },
        en('customer1'),
      );
      expect(offered.Code, offered.Message).toBe(0);
      expect(offered.Data.map((c) => c.Name)).not.toContain('Old no currency');
    }
  });

  it("keeps a coupon's amounts to its currencies' places", async () => {
    const jpy = (await s.deps.db.select({ id: currencies.id }).from(currencies).where(eq(currencies.code, 'JPY')))[0]!
      .id;
    const yen = { Name: 'Yen fraction', CouponKind: CouponKind.Bill, CurrencyIds: [jpy] };
    const half = await s.invoke(couponCalls.AddCoupon, { ...yen, PreferentialAmount: '100.5' }, en('admin'));
    expect(half.Code).toBe(2);
    expect(half.body.Data.Field).toBe('PreferentialAmount');
    expect(half.Message).toMatch(/^Discount has too many decimal places: enter a whole number/);
    const min = await s.invoke(
      couponCalls.AddCoupon,
      { ...yen, PreferentialAmount: '100', AvailableAmount: '0.5' },
      en('admin'),
    );
    expect(min.body.Data.Field).toBe('AvailableAmount');
    // A yuan coupon: 2 places, not the 4 a body may carry.
    const yuan = await s.invoke(
      couponCalls.AddCoupon,
      { Name: 'Yuan 3 places', CouponKind: CouponKind.Bill, CurrencyIds: [cny], PreferentialAmount: '1.005' },
      en('admin'),
    );
    expect(yuan.Code).toBe(2);
    expect(yuan.Message).toMatch(/at most 2 decimal places|2 decimal/);
    const ok = await s.invoke(couponCalls.AddCoupon, { ...yen, PreferentialAmount: '100' }, en('admin'));
    expect(ok.Code, ok.Message).toBe(0);
    // A coupon for any currency with a fraction is not for a yen bill: it would leave 2.50 yen.
    const anyCurrency = await s.invoke(
      couponCalls.AddCoupon,
      { Name: 'Any 0.50', CouponKind: CouponKind.Bill, PreferentialAmount: '0.5', EffectiveDays: 5 },
      en('admin'),
    );
    expect(anyCurrency.Code, anyCurrency.Message).toBe(0);
    await s.invoke(userCouponCalls.AddUserCoupons, { CouponId: anyCurrency.Data, UserIds: [customer1] }, en('admin'));
    const [held] = await s.deps.db
      .select({ id: userCoupons.id })
      .from(userCoupons)
      .where(eq(userCoupons.couponId, anyCurrency.Data));
    const topped = await s.invoke(
      amountStatementCalls.ManualRecharge,
      { CustomerId: customer1, CurrencyId: jpy, Amount: '100', Reason: 'yen' },
      en('admin'),
    );
    expect(topped.Code, topped.Message).toBe(0);
    const yenBill = (await s.deps.db.transaction((tx) =>
      issueBill(tx, {
        ownerId: customer1,
        currencyId: jpy,
        type: BillType.Warehousing,
        settlement: SettlementCycle.EachTime,
        deduct: false,
        issueKey: key(),
        source: { entity: 'Test', id: null, number: 'TEST' },
        lines: [{ expenseTypeId: warehousing, description: 'test', net: '3', tax: '0', gross: '3' }],
      }),
    ))!;
    const offered = await s.invoke(
      userCouponCalls.GetUserBillAvailableCoupons,
      { BillIds: [yenBill] },
      en('customer1'),
    );
    expect(offered.Data.map((c) => c.Id)).not.toContain(held!.id);
    const paid = await s.invoke(
      userBillCalls.PayUserBills,
      { BillIds: [yenBill], IdempotencyKey: key(), UserCouponIds: [held!.id] },
      en('customer1'),
    );
    expect([paid.Code, paid.body.Data?.Field]).toEqual([2, 'UserCouponIds']);
  });

  it("lets staff read a customer's coupons in the bill picker only with the permission to pay their bills", async () => {
    token.clerk = (await s.signIn('clerk')).AccessToken;
    const bill = await aBill(customer1, '10');
    const clerk = await s.invoke(
      userCouponCalls.GetUserBillAvailableCoupons,
      { BillIds: [bill], OwnerId: customer1 },
      en('clerk'),
    );
    expect(clerk.Code).toBe(1);
    expect(clerk.status).toBe(403);
    expect(clerk.Data).toBeFalsy();
    const admin = await s.invoke(
      userCouponCalls.GetUserBillAvailableCoupons,
      { BillIds: [bill], OwnerId: customer1 },
      en('admin'),
    );
    expect(admin.Code, admin.Message).toBe(0);
  });
});
