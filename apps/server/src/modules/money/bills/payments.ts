import {
  AccountType,
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
import type { Queryable, Tx } from '../../../db/client.js';
import { wallets } from '../../../db/schema/index.js';
import type { Auth } from '../../../platform/auth.js';
import { invalid, notFound, refused } from '../../../platform/errors.js';
import { type Posted, post } from '../../../platform/ledger.js';
import { param } from '../../../platform/paging.js';
import { preparedSql } from '../../../platform/prepared.js';
import { transitionMany } from '../../../platform/transition.js';
import { priceText } from '../../warehouse/commodities/service.js';
import { type CouponUse, checkCoupons, useCoupons } from '../coupons/rules.js';
import { openWallet, WALLET_LEDGER } from '../wallets/service.js';
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
  source_entity: string | null;
}

/** The bills, locked in id order; Code 3 when one is missing (or, for a customer, not theirs),
 * Code 2 on `BillIds` when they are not of one customer and one currency. */
async function lockBills(tx: Tx, ids: number[], ownerId: number | undefined): Promise<LockedBill[]> {
  // A payment's statements are prepared once (platform/prepared.ts), all but the key's check
  // (payBills): drizzle built each anew and PostgreSQL parsed and planned each on every call,
  // together more than their own work (`node bench/pay-bill.mjs`). One text per shape, the ids
  // one array parameter.
  const own = ownerId !== undefined;
  const rows = await preparedSql<LockedBill>(
    tx,
    `bills:lock:${own ? 'own' : 'any'}`,
    () => sql`
      select id, number, owner_id, currency_id, status, amount::text as amount, source_entity from bills
      where id = any(${param('ids')}::int[]) ${own ? sql`and owner_id = ${param('owner')}::int` : sql``}
      order by id for update`,
    { ids, owner: ownerId ?? null },
  );
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
  const own = ownerId !== undefined;
  const rows = await preparedSql<{
    owner_id: number;
    currency_id: number;
    amount: string;
    source_entity: string;
    source_id: number | null;
    types: number[] | string;
  }>(
    db,
    `bills:use:${own ? 'own' : 'any'}`,
    () => sql`
    select b.owner_id, b.currency_id, b.amount::text as amount, b.source_entity, b.source_id,
      array(select distinct l.expense_type_id from bill_lines l where l.bill_id = b.id) as types
    from bills b where b.id = any(${param('ids')}::int[])
      ${own ? sql`and b.owner_id = ${param('owner')}::int` : sql``}`,
    { ids, owner: ownerId ?? null },
  );
  if (rows.length !== ids.length) throw notFound();
  if (rows.some((r) => r.owner_id !== rows[0]!.owner_id || r.currency_id !== rows[0]!.currency_id))
    throw invalid('BillIds', 'bills.mixed');
  const parcels = [
    ...new Set(rows.filter((r) => r.source_entity === 'Package' && r.source_id).map((r) => Number(r.source_id))),
  ];
  const weight = parcels.length
    ? (
        await preparedSql<{ w: string }>(
          db,
          'bills:parcel-weight',
          () => sql`select coalesce(sum(weight), 0)::text as w from packages where id = any(${param('ids')}::int[])`,
          { ids: parcels },
        )
      )[0]!.w
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

/** A payment record as its answer reads it. */
interface PaymentRow {
  id: number;
  number: string;
  amount: string;
  balance_after: string;
}

async function paymentAnswer(tx: Tx, id: number, decimals: number, repeated: boolean): Promise<PaymentAnswer> {
  const [r] = await preparedSql<PaymentRow>(
    tx,
    'payments:answer',
    () => sql`select id, number, amount::text as amount, balance_after::text as balance_after
      from payment_records where id = ${param('id')}::int`,
    { id },
  );
  return answerOf(r!, decimals, repeated);
}

function answerOf(r: PaymentRow, decimals: number, repeated: boolean): PaymentAnswer {
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
  const own = p.auth && p.auth.accountType !== AccountType.Staff ? p.auth.userId : p.ownerId;
  const bills = await lockBills(tx, ids, own);
  const ownerId = bills[0]!.owner_id;
  const currencyId = bills[0]!.currency_id;
  const wallet = await openWallet(tx, ownerId, currencyId);
  const billKey = ids.join(',');

  // The same key again (a retry, a double click): the payment it made, nothing taken twice. A
  // second request with the key waited above for the first's locks on the bills. Planned on every
  // call, not prepared: a connection plans a prepared statement for good in its first calls, when
  // the payment records may be few (a new database: one page, best read whole), and keeps that
  // plan while they grow until an ANALYZE replans it. After a fresh bench seed (autovacuum off)
  // every payment read all the records: 64% of the floor's throughput instead of 92%.
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
  // The post answers the credit limit its statement row records (read from the row it locked).
  const posted = await post(tx, WALLET_LEDGER, wallet.id, total.negated().toFixed(), { withCredit: true });
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
  const made = await recordPayment(tx, {
    type: PaymentType.Payment,
    wallet: { id: wallet.id, ownerId, currencyId },
    amount: total.toFixed(),
    discount: discount.toFixed(),
    posted,
    key: p.key ?? null,
    billKey,
    reason: '',
    operatorId,
    statement: {
      type: AmountStatementType.BillPayment,
      amount: total.negated().toFixed(),
      reason: bills.map((b) => b.number).join(', '),
    },
    bills: takenPerBill(bills, discount),
  });
  // Another request with the key, for other bills, committed while this one ran.
  if (!made) throw invalid('IdempotencyKey', 'bills.keyReused');
  if (p.couponIds?.length) await useCoupons(tx, p.couponIds, made.number);
  await transitionMany(tx, billWorkflow, 'pay', ids, {
    auth: p.auth,
    lang: p.lang,
    note: made.number,
    set: { paidTime: new Date() },
    data: { payment: made.number },
  });
  if (bills.some((b) => b.source_entity === 'Order')) await lockIfOrderLocked(tx, ids, p.lang);
  // The record as its insert answered it: nothing in the transaction changes it after.
  return answerOf(made, wallet.decimals, false);
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

/**
 * A payment or refund record, its statement row (what `recordStatement` writes for a wallet
 * change, the record its cause) and which bills it covered, in one prepared statement; answers the
 * record, or nothing when the payer's idempotency key is taken. The statement row's id is drawn
 * in the record's insert, so the record names it from the start: a later `update payment_records
 * set statement_id` was never a HOT update and added an entry to each of its indexes. The
 * foreign key is checked at the end of the statement, when the row it names is there. The id is drawn
 * after the post, under the wallet's lock, so the wallet's rows stay in the order of its changes.
 */
async function recordPayment(
  tx: Tx,
  r: {
    type: number;
    wallet: { id: number; ownerId: number; currencyId: number };
    amount: string;
    discount: string;
    posted: Posted;
    key: string | null;
    billKey: string;
    reason: string;
    operatorId: number | null;
    statement: { type: number; amount: string; reason: string };
    bills: LockedBill[];
  },
): Promise<PaymentRow | undefined> {
  const [made] = await preparedSql<PaymentRow>(
    tx,
    'payments:record',
    () => {
      const wallet = sql`${param('wallet')}::int`;
      const owner = sql`${param('owner')}::int`;
      const currency = sql`${param('currency')}::int`;
      const after = sql`${param('after')}::numeric`;
      const operator = sql`${param('operator')}::int`;
      return sql`
    with made as (
      insert into payment_records (owner_id, currency_id, wallet_id, type, amount, discount, balance_after,
        idempotency_key, bill_key, reason, operator_id, statement_id)
      values (${owner}, ${currency}, ${wallet}, ${param('type')}::smallint, ${param('amount')}::numeric,
        ${param('discount')}::numeric, ${after}, ${param('key')}::text, ${param('billKey')}::text,
        ${param('reason')}::text, ${operator}, nextval(pg_get_serial_sequence('amount_statements', 'id')))
      on conflict do nothing
      returning id, number, statement_id, amount::text as amount, balance_after::text as balance_after
    ),
    statement as (
      insert into amount_statements (id, wallet_id, user_id, currency_id, type, amount, balance_before,
        balance_after, credit_limit, cause_kind, cause_id, cause_number, reason, operator_id)
      select m.statement_id, ${wallet}, ${owner}, ${currency}, ${param('statementType')}::smallint,
        ${param('change')}::numeric, ${param('before')}::numeric, ${after}, ${param('credit')}::numeric,
        ${StatementCause.Payment}::smallint, m.id, m.number, ${param('statementReason')}::text, ${operator}
      from made m
    ),
    covered as (
      insert into payment_bills (payment_id, bill_id, amount)
      select m.id, x.id, x.amount
      from made m cross join unnest(${param('billIds')}::int[], ${param('billAmounts')}::numeric[]) as x(id, amount)
    )
    select id, number, amount, balance_after from made`;
    },
    {
      wallet: r.wallet.id,
      owner: r.wallet.ownerId,
      currency: r.wallet.currencyId,
      type: r.type,
      amount: r.amount,
      discount: r.discount,
      after: r.posted.after,
      key: r.key,
      billKey: r.billKey,
      reason: r.reason,
      operator: r.operatorId,
      statementType: r.statement.type,
      change: r.statement.amount,
      before: r.posted.before,
      credit: r.posted.credit,
      statementReason: r.statement.reason,
      billIds: r.bills.map((b) => b.id),
      billAmounts: r.bills.map((b) => b.amount),
    },
  );
  return made;
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
  // A bill an issued invoice gathered is not refunded under it (docs/domain.md, "Bills and
  // payments"): the invoice would stand with a total nobody paid. An invoice takes its bills'
  // locks first, as this does, so none is issued over the refund between this read and the move.
  const [invoiced] = await preparedSql<{ bill: string; invoice: string }>(
    tx,
    'payments:refund-invoiced',
    () => sql`
      select b.number as bill, i.number as invoice from logistics_invoice_bills ib
      join logistics_invoices i on i.id = ib.invoice_id
      join bills b on b.id = ib.bill_id
      where ib.bill_id = any(${param('ids')}::int[]) and ib.active order by b.id limit 1`,
    { ids },
  );
  if (invoiced) throw refused('bills.onInvoice', { bill: invoiced.bill, invoice: invoiced.invoice });
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
  const [paid] = await preparedSql<{ total: string }>(
    tx,
    'payments:paid-for',
    () => sql`
      select coalesce(sum(pb.amount), 0)::text as total from payment_bills pb
      join payment_records pr on pr.id = pb.payment_id and pr.type = ${PaymentType.Payment}::smallint
      where pb.bill_id = any(${param('ids')}::int[])`,
    { ids },
  );
  const total = Money.of(paid!.total);
  const posted = (await post(tx, WALLET_LEDGER, wallet.id, total.toFixed(), { floor: 'none', withCredit: true }))!;
  // A refund has no idempotency key: its insert always makes the record.
  const made = (await recordPayment(tx, {
    type: PaymentType.Refund,
    wallet: { id: wallet.id, ownerId, currencyId },
    amount: total.toFixed(),
    discount: '0',
    posted,
    key: null,
    billKey: ids.join(','),
    reason: p.reason,
    operatorId: p.auth.userId,
    statement: { type: AmountStatementType.BillRefund, amount: total.toFixed(), reason: p.reason },
    bills,
  }))!;
  return answerOf(made, wallet.decimals, false);
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

/** Bills of an order whose refunds are locked (its arrival was confirmed) lock as they are paid:
 * the lock covers the order's bills paid later too (docs/domain.md, "Orders"). */
async function lockIfOrderLocked(tx: Tx, billIds: number[], lang: Lang) {
  const locked = (
    await tx.execute(sql`
      select b.id, o.number from bills b join logistics_orders o on o.id = b.source_id
      where b.id = any(${`{${billIds.join(',')}}`}::int[]) and b.source_entity = 'Order'
        and o.refund_locked_time is not null
      order by b.id`)
  ).rows as { id: number; number: string }[];
  if (!locked.length) return;
  await transitionMany(
    tx,
    billWorkflow,
    'lockRefund',
    locked.map((r) => Number(r.id)),
    { auth: null, lang, note: locked[0]!.number },
  );
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
