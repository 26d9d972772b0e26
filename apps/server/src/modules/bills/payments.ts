import {
  AmountStatementType,
  billFlow,
  CouponKind,
  type Lang,
  Money,
  type PaymentAnswer,
  PaymentType,
  StatementCause,
} from '@wms/contract';
import { eq, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/client.js';
import { wallets } from '../../db/schema/index.js';
import type { Auth } from '../../platform/auth.js';
import { invalid, notFound } from '../../platform/errors.js';
import { post } from '../../platform/ledger.js';
import { transitionMany } from '../../platform/transition.js';
import { priceText } from '../commodities/service.js';
import { type CouponUse, checkCoupons, useCoupons } from '../coupons/rules.js';
import { openWallet, recordStatement, WALLET_LEDGER } from '../wallets/service.js';
import { billWorkflow } from './workflow.js';

// ---------------------------------------------------------------------------------------------
// Paying and refunding bills (docs/domain.md, "Bills and payments"). Locks are always taken in one
// order, the bills (in id order) and then the wallet, so two payments, a payment and a refund, or
// a payment and a manual change never wait on each other in a circle.

interface LockedBill {
  id: number;
  number: string;
  owner_id: number;
  currency_id: number;
  status: number;
  amount: string;
}

/** The bills, locked in id order; Code 3 when one is missing (or, for a customer, not theirs),
 * Code 2 on `BillIds` when they are not of one customer and one currency. */
async function lockBills(tx: Tx, ids: number[], ownerId: number | undefined): Promise<LockedBill[]> {
  const rows = (
    await tx.execute(sql`
      select id, number, owner_id, currency_id, status, amount::text as amount from bills
      where id = any(${`{${ids.join(',')}}`}::int[]) ${ownerId === undefined ? sql`` : sql`and owner_id = ${ownerId}`}
      order by id for update`)
  ).rows as unknown as LockedBill[];
  if (rows.length !== ids.length) throw notFound();
  const [first] = rows;
  if (rows.some((r) => r.owner_id !== first!.owner_id || r.currency_id !== first!.currency_id))
    throw invalid('BillIds', 'bills.mixed');
  return rows;
}

const wanted = (ids: readonly number[]) => [...new Set(ids)].sort((a, b) => a - b);

/**
 * What paying these bills is, for the coupon rules: whose they are, their currency and total, what
 * their parcels weigh and the expense types of their lines. Code 3 when a bill is missing (or,
 * for `ownerId`, not theirs); Code 2 on `BillIds` for bills of two customers or currencies.
 */
export async function billUse(
  db: Queryable,
  billIds: readonly number[],
  ownerId: number | undefined,
): Promise<CouponUse> {
  const ids = wanted(billIds);
  const res = await db.execute(sql`
    select b.owner_id, b.currency_id, b.amount::text as amount, b.source_entity, b.source_id,
      array(select distinct l.expense_type_id from bill_lines l where l.bill_id = b.id) as types
    from bills b where b.id = any(${`{${ids.join(',')}}`}::int[])
      ${ownerId === undefined ? sql`` : sql`and b.owner_id = ${ownerId}`}`);
  const rows = res.rows as {
    owner_id: number;
    currency_id: number;
    amount: string;
    source_entity: string;
    source_id: number | null;
    types: number[] | string;
  }[];
  if (rows.length !== ids.length) throw notFound();
  if (rows.some((r) => r.owner_id !== rows[0]!.owner_id || r.currency_id !== rows[0]!.currency_id))
    throw invalid('BillIds', 'bills.mixed');
  const parcels = [
    ...new Set(rows.filter((r) => r.source_entity === 'Package' && r.source_id).map((r) => Number(r.source_id))),
  ];
  const weight = parcels.length
    ? (
        (
          await db.execute(
            sql`select coalesce(sum(weight), 0)::text as w from packages where id = any(${`{${parcels.join(',')}}`}::int[])`,
          )
        ).rows[0] as { w: string }
      ).w
    : '0';
  const types = rows.flatMap((r) =>
    (typeof r.types === 'string' ? (r.types === '{}' ? [] : r.types.replace(/[{}]/g, '').split(',')) : r.types).map(
      Number,
    ),
  );
  return {
    ownerId: Number(rows[0]!.owner_id),
    kind: CouponKind.Bill,
    currencyId: Number(rows[0]!.currency_id),
    amount: Money.sum(rows.map((r) => r.amount)).toFixed(),
    weight,
    expenseTypeIds: [...new Set(types)],
  };
}

async function paymentAnswer(tx: Tx, id: number, decimals: number, repeated: boolean): Promise<PaymentAnswer> {
  const r = (
    await tx.execute(sql`select id, number, amount::text as amount, balance_after::text as balance_after
      from payment_records where id = ${id}`)
  ).rows[0] as { id: number; number: string; amount: string; balance_after: string };
  return {
    PaymentId: Number(r.id),
    Number: r.number,
    Amount: priceText(r.amount, decimals),
    BalanceAfter: priceText(r.balance_after, decimals),
    Repeated: repeated,
  };
}

export interface PayInput {
  /** Who pays: a customer (their own bills), staff (for the customer), or null: the system paying
   * a bill billed by deduction. */
  auth: Auth | null;
  billIds: readonly number[];
  lang: Lang;
  /** The payer's idempotency key: a second request with it answers the first payment. */
  key?: string;
  /** The system's deduction: when the wallet cannot pay, leave the bill unpaid (answer null)
   * rather than refuse. */
  ifAffordable?: boolean;
  /** For the system: whose bills (the bills' owner is checked against it). */
  ownerId?: number;
  /** The customer's coupons to take off the bills (the picker's choice). */
  couponIds?: readonly number[];
}

/**
 * Pays unpaid bills of one customer and currency from the customer's wallet, down to minus its
 * credit limit: the bills' move to paid, the wallet's post, the payment record and its statement
 * row, in the caller's transaction.
 */
export async function payBills(tx: Tx, p: PayInput): Promise<PaymentAnswer | null> {
  const ids = wanted(p.billIds);
  const own = p.auth && p.auth.accountType !== 1 ? p.auth.userId : p.ownerId;
  const bills = await lockBills(tx, ids, own);
  const ownerId = bills[0]!.owner_id;
  const currencyId = bills[0]!.currency_id;
  const wallet = await openWallet(tx, ownerId, currencyId);
  const billKey = ids.join(',');

  // The same key again (a retry, a double click): the payment it made, nothing taken twice. A
  // second request with the key waited above for the first's locks on the bills.
  if (p.key) {
    const prior = (
      await tx.execute(sql`select id, bill_key from payment_records
        where owner_id = ${ownerId} and idempotency_key = ${p.key}`)
    ).rows[0] as { id: number; bill_key: string } | undefined;
    if (prior) {
      if (prior.bill_key !== billKey) throw invalid('IdempotencyKey', 'bills.keyReused');
      return paymentAnswer(tx, Number(prior.id), wallet.decimals, true);
    }
  }

  const notUnpaid = bills.find((b) => b.status !== billFlow.state.Unpaid);
  if (notUnpaid) {
    if (p.ifAffordable) return null;
    // The move names the bill and the state it is in now (Code 4).
    await transitionMany(tx, billWorkflow, 'pay', ids, { auth: p.auth, lang: p.lang }, 'all');
  }

  const gross = Money.sum(bills.map((b) => b.amount));
  // Coupons take off what the bills come to, never more: the wallet pays the rest.
  const discount = p.couponIds?.length
    ? (await checkCoupons(tx, p.couponIds, await billUse(tx, ids, ownerId), 'UserCouponIds', gross.toFixed())).total
    : Money.zero;
  const total = gross.minus(discount);
  const posted = await post(tx, WALLET_LEDGER, wallet.id, total.negated().toFixed());
  if (!posted) {
    if (p.ifAffordable) return null;
    const [w] = await tx
      .select({ balance: wallets.balance, credit: wallets.creditLimit })
      .from(wallets)
      .where(eq(wallets.id, wallet.id));
    const available = Money.of(w!.balance).plus(w!.credit);
    throw invalid('BillIds', 'bills.overAvailable', {
      amount: `${priceText(total.toFixed(), wallet.decimals)} ${wallet.code}`,
      available: `${priceText((available.isNegative() ? Money.zero : available).toFixed(), wallet.decimals)} ${wallet.code}`,
    });
  }

  const operatorId = p.auth?.userId ?? null;
  const made = (
    await tx.execute(sql`
      insert into payment_records (owner_id, currency_id, wallet_id, type, amount, discount, balance_after,
        idempotency_key, bill_key, operator_id)
      values (${ownerId}, ${currencyId}, ${wallet.id}, ${PaymentType.Payment}, ${total.toFixed()}, ${discount.toFixed()},
        ${posted.after}, ${p.key ?? null}, ${billKey}, ${operatorId})
      on conflict do nothing
      returning id, number`)
  ).rows[0] as { id: number; number: string } | undefined;
  // Another request with the key, for other bills, committed while this one ran.
  if (!made) throw invalid('IdempotencyKey', 'bills.keyReused');
  if (p.couponIds?.length) await useCoupons(tx, p.couponIds, made.number);
  await recordPayment(tx, {
    paymentId: Number(made.id),
    number: made.number,
    wallet: { id: wallet.id, ownerId, currencyId },
    type: AmountStatementType.BillPayment,
    amount: total.negated().toFixed(),
    posted,
    reason: bills.map((b) => b.number).join(', '),
    operatorId,
    bills: takenPerBill(bills, discount),
  });
  await transitionMany(tx, billWorkflow, 'pay', ids, {
    auth: p.auth,
    lang: p.lang,
    note: made.number,
    set: { paidTime: new Date() },
    data: { payment: made.number },
  });
  return paymentAnswer(tx, Number(made.id), wallet.decimals, false);
}

/** What the wallet paid for each bill: its amount less its share of the discount, the discount
 * taken off the bills in id order (so the shares add up to the discount exactly). */
function takenPerBill(bills: LockedBill[], discount: Money): LockedBill[] {
  let left = discount;
  return bills.map((b) => {
    const off = left.compare(b.amount) > 0 ? Money.of(b.amount) : left;
    left = left.minus(off);
    return { ...b, amount: Money.of(b.amount).minus(off).toFixed() };
  });
}

/** The statement row of a payment or refund, and which bills it covered. */
async function recordPayment(
  tx: Tx,
  r: {
    paymentId: number;
    number: string;
    wallet: { id: number; ownerId: number; currencyId: number };
    type: number;
    amount: string;
    posted: { before: string; after: string };
    reason: string;
    operatorId: number | null;
    bills: LockedBill[];
  },
) {
  const [w] = await tx.select({ credit: wallets.creditLimit }).from(wallets).where(eq(wallets.id, r.wallet.id));
  const statementId = await recordStatement({
    tx,
    walletId: r.wallet.id,
    customerId: r.wallet.ownerId,
    currencyId: r.wallet.currencyId,
    type: r.type,
    amount: r.amount,
    before: r.posted.before,
    after: r.posted.after,
    creditLimit: w!.credit,
    reason: r.reason,
    operatorId: r.operatorId,
    cause: { kind: StatementCause.Payment, id: r.paymentId, number: r.number },
  });
  await tx.execute(sql`update payment_records set statement_id = ${statementId} where id = ${r.paymentId}`);
  await tx.execute(sql`
    insert into payment_bills (payment_id, bill_id, amount)
    select ${r.paymentId}, x.id, x.amount
    from jsonb_to_recordset(${JSON.stringify(r.bills.map((b) => ({ id: b.id, amount: b.amount })))}::jsonb)
      as x(id int, amount numeric)`);
}

/**
 * Refunds paid bills of one customer and currency: what was paid goes back to the wallet, the
 * bills move to refunded (irreversible), one refund record and its statement row.
 */
export async function refundBills(
  tx: Tx,
  p: { auth: Auth; billIds: readonly number[]; reason: string; lang: Lang },
): Promise<PaymentAnswer> {
  const ids = wanted(p.billIds);
  const bills = await lockBills(tx, ids, undefined);
  // Refused with the bill's state (Code 4) before any money moves when one is not paid.
  const { moved } = await transitionMany(tx, billWorkflow, 'refund', ids, {
    auth: p.auth,
    lang: p.lang,
    note: p.reason,
  });
  void moved;
  const ownerId = bills[0]!.owner_id;
  const currencyId = bills[0]!.currency_id;
  const wallet = await openWallet(tx, ownerId, currencyId);
  // What the payments took for these bills is what goes back.
  const paid = (
    await tx.execute(sql`
      select coalesce(sum(pb.amount), 0)::text as total from payment_bills pb
      join payment_records pr on pr.id = pb.payment_id and pr.type = ${PaymentType.Payment}
      where pb.bill_id = any(${`{${ids.join(',')}}`}::int[])`)
  ).rows[0] as { total: string };
  const total = Money.of(paid.total);
  const posted = (await post(tx, WALLET_LEDGER, wallet.id, total.toFixed(), { floor: 'none' }))!;
  const made = (
    await tx.execute(sql`
      insert into payment_records (owner_id, currency_id, wallet_id, type, amount, balance_after, bill_key, reason, operator_id)
      values (${ownerId}, ${currencyId}, ${wallet.id}, ${PaymentType.Refund}, ${total.toFixed()}, ${posted.after},
        ${ids.join(',')}, ${p.reason}, ${p.auth.userId})
      returning id, number`)
  ).rows[0] as { id: number; number: string };
  await recordPayment(tx, {
    paymentId: Number(made.id),
    number: made.number,
    wallet: { id: wallet.id, ownerId, currencyId },
    type: AmountStatementType.BillRefund,
    amount: total.toFixed(),
    posted,
    reason: p.reason,
    operatorId: p.auth.userId,
    bills,
  });
  return paymentAnswer(tx, Number(made.id), wallet.decimals, false);
}

/** The business documents whose paid bills lock together: an order's (freight, services) and a
 * parcel's (warehousing). Storage days and statements have no document: a bill of theirs locks
 * alone. */
const DOCUMENTS = ['Order', 'Package'];

/**
 * "Lock order refund" (docs/domain.md, "Bills and payments"): the named bills and every other
 * paid bill of the same order or parcel move to *Paid, refund locked* through the workflow's
 * irreversible `lockRefund`, in id order, in the caller's transaction. Code 3 when a named bill is
 * missing; Code 4 (naming its state) when a named one is not paid (any more), so nothing is half
 * locked. The others of its document are locked when they are paid, and left as they are when not
 * (an unpaid one is not refundable yet). Answers how many were locked.
 */
export async function lockRefunds(
  tx: Tx,
  p: { auth: Auth | null; billIds: readonly number[]; reason: string; lang: Lang },
): Promise<number> {
  const named = wanted(p.billIds);
  const ids = (
    await tx.execute(sql`
      select id from bills where id = any(${`{${named.join(',')}}`}::int[])
      union
      select o.id from bills b
      join bills o on o.owner_id = b.owner_id and o.source_entity = b.source_entity and o.source_id = b.source_id
      where b.id = any(${`{${named.join(',')}}`}::int[]) and b.source_id is not null
        and b.source_entity = any(${`{${DOCUMENTS.join(',')}}`}::text[]) and o.status = ${billFlow.state.Paid}
      order by 1`)
  ).rows.map((r) => Number((r as { id: number }).id));
  if (!named.every((id) => ids.includes(id))) throw notFound();
  const { moved } = await transitionMany(tx, billWorkflow, 'lockRefund', ids, {
    auth: p.auth,
    lang: p.lang,
    note: p.reason,
  });
  return moved.length;
}

/** What an order's arrival at the warehouse does to its money (a system move): every paid bill of
 * the document is locked; nothing when none is. */
export async function lockDocumentRefunds(
  tx: Tx,
  p: { entity: 'Order' | 'Package'; id: number; reason: string; lang: Lang },
): Promise<number> {
  const ids = (
    await tx.execute(sql`
      select id from bills where source_entity = ${p.entity} and source_id = ${p.id} and status = ${billFlow.state.Paid}
      order by id`)
  ).rows.map((r) => Number((r as { id: number }).id));
  if (!ids.length) return 0;
  return lockRefunds(tx, { auth: null, billIds: ids, reason: p.reason, lang: p.lang });
}
