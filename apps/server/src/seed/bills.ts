import { BillType, Money, SettlementCycle } from '@wms/contract';
import { inArray } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { currencies, expenseTypes, packages, users } from '../db/schema/index.js';
import { type BillLineInput, issueBill } from '../modules/money/bills/issue.js';
import { lockRefunds, payBills, refundBills } from '../modules/money/bills/payments.js';
import { billWorkflow } from '../modules/money/bills/workflow.js';
import type { Auth } from '../platform/auth.js';
import { transitionMany } from '../platform/transition.js';

/**
 * Demo bills in every state, issued, paid, refunded and cancelled the way the server does it
 * (modules/money/bills), so the wallets' statements and the payment records agree with them: customer1
 * has paid, unpaid, refunded, cancelled and accruing bills; customer2 an unpaid statement bill
 * that gathered two monthly bills, and an unpaid bill.
 */
export async function seedBills(tx: Tx) {
  const people = await tx
    .select({ id: users.id, name: users.userName, siteId: users.siteId, accountType: users.accountType })
    .from(users)
    .where(inArray(users.userName, ['admin', 'customer1', 'customer2']));
  const by = new Map(people.map((p) => [p.name, p]));
  const [cny] = await tx
    .select({ id: currencies.id })
    .from(currencies)
    .where(inArray(currencies.code, ['CNY']));
  const types = await tx.select({ id: expenseTypes.id, code: expenseTypes.code }).from(expenseTypes);
  const expense = new Map(types.map((t) => [t.code, t.id]));
  const admin = by.get('admin');
  const c1 = by.get('customer1');
  const c2 = by.get('customer2');
  if (!cny || !admin || !c1 || !c2) return;
  const as = (u: typeof admin): Auth => ({
    userId: u.id,
    accountType: u.accountType as Auth['accountType'],
    siteId: u.siteId ?? 0,
    isSuperUser: u.name === 'admin',
    sessionId: 'seed',
  });
  const line = (code: string, description: string, gross: string, tax = '0'): BillLineInput => ({
    expenseTypeId: expense.get(code)!,
    description,
    net: Money.of(gross).minus(tax).toFixed(2),
    tax,
    gross,
  });
  // The bills name the customers' own demo parcels.
  const parcels = await tx
    .select({ owner: packages.ownerId, number: packages.number })
    .from(packages)
    .where(inArray(packages.ownerId, [c1.id, c2.id]))
    .orderBy(packages.id);
  const numbers = (owner: number) => {
    const mine = parcels.filter((p) => p.owner === owner).map((p) => p.number);
    return (i: number) => mine[i % Math.max(1, mine.length)] ?? '';
  };
  const p1 = numbers(c1.id);
  const p2 = numbers(c2.id);
  let n = 0;
  const bill = (
    owner: number,
    type: (typeof BillType)[keyof typeof BillType],
    source: string,
    lines: BillLineInput[],
    settlement: number = SettlementCycle.EachTime,
  ) =>
    issueBill(tx, {
      ownerId: owner,
      currencyId: cny.id,
      type,
      settlement,
      deduct: false,
      issueKey: `demo:${++n}`,
      source: { entity: 'Demo', id: null, number: source },
      lines,
    }) as Promise<number>;
  const lang = 'en-us' as const;

  // customer1: paid by the customer, unpaid, refunded by staff, cancelled, paid with its refund
  // locked, and one waiting for the month.
  const paid = await bill(c1.id, BillType.Warehousing, p1(0), [
    line('WAREHOUSING', 'Signed in', '2.00'),
    line('WAREHOUSING', 'Shelved', '0.50'),
  ]);
  await payBills(tx, { auth: as(c1), billIds: [paid], key: 'demo-payment-1', lang });
  await bill(c1.id, BillType.Warehousing, p1(1), [line('WAREHOUSING', 'Receiving inspection', '5.00')]);
  await bill(c1.id, BillType.ValueAdded, p1(2), [line('VALUE_ADDED', 'Photos of the contents', '15.00', '0.85')]);
  const refunded = await bill(c1.id, BillType.ValueAdded, p1(3), [line('VALUE_ADDED', 'Repacking', '12.00')]);
  await payBills(tx, { auth: as(c1), billIds: [refunded], key: 'demo-payment-2', lang });
  await refundBills(tx, { auth: as(admin), billIds: [refunded], reason: 'Repacking was not needed', lang });
  const cancelled = await bill(c1.id, BillType.Warehousing, p1(4), [line('WAREHOUSING', 'Signed in', '2.00')]);
  await transitionMany(tx, billWorkflow, 'cancel', [cancelled], { auth: as(admin), lang, note: 'Issued twice' });
  const final = await bill(c1.id, BillType.Warehousing, p1(6), [line('WAREHOUSING', 'Signed in', '2.00')]);
  await payBills(tx, { auth: as(c1), billIds: [final], key: 'demo-payment-3', lang });
  await lockRefunds(tx, { auth: as(admin), billIds: [final], reason: 'The parcel has left the warehouse', lang });
  await bill(
    c1.id,
    BillType.Storage,
    'Storage day',
    [line('STORAGE', `${p1(5)} · 31`, '0.21')],
    SettlementCycle.Monthly,
  );

  // customer2: two monthly bills gathered into a statement bill, unpaid; and an unpaid bill.
  const monthly = [
    await bill(
      c2.id,
      BillType.Storage,
      'Storage day',
      [line('STORAGE', `${p2(0)} · 40`, '6.30')],
      SettlementCycle.Monthly,
    ),
    await bill(
      c2.id,
      BillType.Storage,
      'Storage day',
      [line('STORAGE', `${p2(0)} · 41`, '6.30')],
      SettlementCycle.Monthly,
    ),
  ];
  await issueBill(tx, {
    ownerId: c2.id,
    currencyId: cny.id,
    type: BillType.Statement,
    settlement: SettlementCycle.EachTime,
    deduct: false,
    issueKey: 'demo:statement',
    source: { entity: 'Cycle', id: null, number: 'Last month' },
    period: lastMonth(),
    lines: monthly.map((_, i) => line('STORAGE', `Storage day ${i + 1}`, '6.30')),
    gathers: monthly,
  });
  await bill(c2.id, BillType.Warehousing, p2(1), [line('WAREHOUSING', 'Signed in', '2.00')]);
}

const lastMonth = () => {
  const d = new Date();
  const start = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - 1, 1));
  const end = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 0));
  return { start: start.toISOString().slice(0, 10), end: end.toISOString().slice(0, 10) };
};
