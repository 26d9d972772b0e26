import {
  type BillDetail,
  type BillRow,
  billFlow,
  billTypeOptions,
  type Lang,
  type PaymentRow,
  paymentTypeOptions,
} from '@wms/contract';
import { and, count, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../../db/client.js';
import {
  billLines,
  bills,
  currencies,
  expenseTypes,
  paymentBills,
  paymentRecords,
  users,
} from '../../../db/schema/index.js';
import { notFound } from '../../../platform/errors.js';
import { localName } from '../../../platform/local-name.js';
import { contains, dateRange, isoTime, pageOf, pageWindow, sortBy } from '../../../platform/paging.js';
import { stateCounts, stateName } from '../../../platform/transition.js';
import { priceText } from '../../warehouse/commodities/service.js';
import { billWorkflow } from './workflow.js';

// The bill and payment lists: staff read every customer's, a customer their own (`owner`, which
// overrides any customer filter). Rows carry the list's columns only; a bill's lines and payments
// come with its detail.

const optionName = (options: { Value: number; Name: Record<Lang, string> }[], v: number, lang: Lang) =>
  options.find((o) => o.Value === v)?.Name[lang] ?? String(v);

export interface BillFilters {
  CustomerId?: number;
  Content?: string;
  CurrencyId?: number;
  Type?: number;
  Status?: number;
  StartDate?: string;
  EndDate?: string;
  sortType: number;
  descendingOrder: boolean;
}

const statement = alias(bills, 'statement');

const billColumns = {
  Id: bills.id,
  Number: bills.number,
  CustomerId: bills.ownerId,
  CustomerName: users.userName,
  CurrencyId: bills.currencyId,
  CurrencyCode: currencies.code,
  Decimals: currencies.decimals,
  Type: bills.type,
  Status: bills.status,
  Net: bills.net,
  Tax: bills.tax,
  Amount: bills.amount,
  SourceNumber: bills.sourceNumber,
  Settlement: bills.settlement,
  PeriodStart: sql<string | null>`${bills.periodStart}::text`,
  PeriodEnd: sql<string | null>`${bills.periodEnd}::text`,
  StatementNumber: sql<string>`coalesce(${statement.number}, '')`,
  PaidTime: sql<string | null>`case when ${bills.paidTime} is null then null else ${isoTime(bills.paidTime)} end`,
  CreationTime: isoTime(bills.creationTime),
};
type BillRecord = { [K in keyof typeof billColumns]: unknown };

const billRow = (r: BillRecord, lang: Lang): BillRow => {
  const d = Number(r.Decimals);
  return {
    Id: Number(r.Id),
    Number: String(r.Number),
    CustomerId: Number(r.CustomerId),
    CustomerName: String(r.CustomerName),
    CurrencyId: Number(r.CurrencyId),
    CurrencyCode: String(r.CurrencyCode),
    Type: Number(r.Type),
    TypeName: optionName(billTypeOptions, Number(r.Type), lang),
    Status: Number(r.Status),
    StatusName: stateName(billFlow, Number(r.Status), lang),
    Net: priceText(String(r.Net), d),
    Tax: priceText(String(r.Tax), d),
    Amount: priceText(String(r.Amount), d),
    SourceNumber: String(r.SourceNumber),
    Settlement: Number(r.Settlement),
    PeriodStart: (r.PeriodStart as string | null) ?? null,
    PeriodEnd: (r.PeriodEnd as string | null) ?? null,
    StatementNumber: String(r.StatementNumber),
    PaidTime: (r.PaidTime as string | null) ?? null,
    CreationTime: String(r.CreationTime),
  };
};

const billQuery = (db: Queryable) =>
  db
    .select(billColumns)
    .from(bills)
    .innerJoin(users, eq(users.id, bills.ownerId))
    .innerJoin(currencies, eq(currencies.id, bills.currencyId))
    .leftJoin(statement, eq(statement.id, bills.statementBillId));

function billWhere(q: BillFilters, owner: number | undefined, withStatus = true): SQL | undefined {
  const customer = owner ?? q.CustomerId;
  return and(
    customer === undefined ? undefined : eq(bills.ownerId, customer),
    q.CurrencyId === undefined ? undefined : eq(bills.currencyId, q.CurrencyId),
    q.Type === undefined ? undefined : eq(bills.type, q.Type),
    withStatus && q.Status !== undefined ? eq(bills.status, q.Status) : undefined,
    q.Content
      ? or(ilike(bills.number, contains(q.Content)), ilike(bills.sourceNumber, contains(q.Content)))
      : undefined,
    dateRange(bills.creationTime, q),
  );
}

/** The bills of `where` as the bill lists answer them, in id order (at most `limit`): a statement
 * bill's gathered bills, an invoice's bills. */
export async function billRowsWhere(db: Queryable, where: SQL, lang: Lang, limit = 500): Promise<BillRow[]> {
  const rows = await billQuery(db).where(where).orderBy(bills.id).limit(limit);
  return rows.map((r) => billRow(r, lang));
}

export async function billPage(
  db: Queryable,
  q: BillFilters & { index: number; rows: number; StateCounts?: boolean },
  owner: number | undefined,
  lang: Lang,
  sorts: readonly ('CreationTime' | 'Amount')[],
) {
  const where = billWhere(q, owner);
  const { limit, offset } = pageWindow(q);
  const [{ rows, total }, counts] = await Promise.all([
    pageOf(
      billQuery(db)
        .where(where)
        .orderBy(...sortBy(q, sorts, { CreationTime: bills.creationTime, Amount: bills.amount }, bills.id))
        .limit(limit)
        .offset(offset),
      db.select({ count: count() }).from(bills).where(where),
    ),
    q.StateCounts ? stateCounts(db, billWorkflow, billWhere(q, owner, false)) : Promise.resolve(undefined),
  ]);
  return { rows: rows.map((r) => billRow(r, lang)), total, counts };
}

export interface PaymentFilters {
  CustomerId?: number;
  Content?: string;
  CurrencyId?: number;
  Type?: number;
  StartDate?: string;
  EndDate?: string;
  sortType: number;
  descendingOrder: boolean;
}

const operator = alias(users, 'operator');

function paymentWhere(q: PaymentFilters, owner: number | undefined): SQL | undefined {
  const customer = owner ?? q.CustomerId;
  return and(
    customer === undefined ? undefined : eq(paymentRecords.ownerId, customer),
    q.CurrencyId === undefined ? undefined : eq(paymentRecords.currencyId, q.CurrencyId),
    q.Type === undefined ? undefined : eq(paymentRecords.type, q.Type),
    q.Content ? ilike(paymentRecords.number, contains(q.Content)) : undefined,
    dateRange(paymentRecords.creationTime, q),
  );
}

async function paymentRows(db: Queryable, where: SQL | undefined, lang: Lang, order: SQL[], limit: number, offset = 0) {
  const rows = await db
    .select({
      Id: paymentRecords.id,
      Number: paymentRecords.number,
      CustomerId: paymentRecords.ownerId,
      CustomerName: users.userName,
      CurrencyId: paymentRecords.currencyId,
      CurrencyCode: currencies.code,
      Decimals: currencies.decimals,
      Type: paymentRecords.type,
      Amount: paymentRecords.amount,
      Discount: paymentRecords.discount,
      BalanceAfter: paymentRecords.balanceAfter,
      // The bills' numbers in one subquery per row of the page (at most a page of them).
      BillNumbers: sql<string[]>`array(select b.number from ${paymentBills} pb join ${bills} b on b.id = pb.bill_id
        where pb.payment_id = ${paymentRecords.id} order by b.id)`,
      Reason: paymentRecords.reason,
      OperatorName: operator.userName,
      CreationTime: isoTime(paymentRecords.creationTime),
    })
    .from(paymentRecords)
    .innerJoin(users, eq(users.id, paymentRecords.ownerId))
    .innerJoin(currencies, eq(currencies.id, paymentRecords.currencyId))
    .leftJoin(operator, eq(operator.id, paymentRecords.operatorId))
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  return rows.map(
    ({ Decimals, ...r }): PaymentRow => ({
      ...r,
      BillNumbers: typeof r.BillNumbers === 'string' ? parseArray(r.BillNumbers) : r.BillNumbers,
      TypeName: optionName(paymentTypeOptions, r.Type, lang),
      Amount: priceText(r.Amount, Decimals),
      Discount: priceText(r.Discount, Decimals),
      BalanceAfter: priceText(r.BalanceAfter, Decimals),
      OperatorName: r.OperatorName ?? '',
    }),
  );
}

/** A text[] as some drivers answer it: `{BL00000001,BL00000002}`. */
const parseArray = (s: string) => (s === '{}' ? [] : s.replace(/^\{|\}$/g, '').split(','));

export async function paymentPage(
  db: Queryable,
  q: PaymentFilters & { index: number; rows: number },
  owner: number | undefined,
  lang: Lang,
  sorts: readonly ('CreationTime' | 'Amount')[],
) {
  const where = paymentWhere(q, owner);
  const { limit, offset } = pageWindow(q);
  const order = sortBy(
    q,
    sorts,
    { CreationTime: paymentRecords.creationTime, Amount: paymentRecords.amount },
    paymentRecords.id,
  );
  const [rows, [total]] = await Promise.all([
    paymentRows(db, where, lang, order, limit, offset),
    db.select({ count: count() }).from(paymentRecords).where(where),
  ]);
  return { rows, total: Number(total?.count ?? 0) };
}

/** One bill with its lines, payments and (a statement bill) the bills it gathered. Code 3 for a
 * bill that is not there or, for a customer, not theirs. */
export async function billDetail(
  db: Queryable,
  id: number,
  owner: number | undefined,
  lang: Lang,
): Promise<BillDetail> {
  const [r] = await billQuery(db).where(
    and(eq(bills.id, id), owner === undefined ? undefined : eq(bills.ownerId, owner)),
  );
  if (!r) throw notFound();
  const row = billRow(r, lang);
  const d = Number(r.Decimals);
  const [lines, payments, gathered] = await Promise.all([
    db
      .select({
        ExpenseTypeId: billLines.expenseTypeId,
        name: expenseTypes.name,
        nameI18n: expenseTypes.nameI18n,
        Description: billLines.description,
        Net: billLines.net,
        Tax: billLines.tax,
        Gross: billLines.gross,
      })
      .from(billLines)
      .innerJoin(expenseTypes, eq(expenseTypes.id, billLines.expenseTypeId))
      .where(eq(billLines.billId, id))
      .orderBy(billLines.id),
    paymentRows(
      db,
      inArray(
        paymentRecords.id,
        db.select({ id: paymentBills.paymentId }).from(paymentBills).where(eq(paymentBills.billId, id)),
      ),
      lang,
      [sql`${paymentRecords.id}`],
      100,
    ),
    billRowsWhere(db, eq(bills.statementBillId, id), lang),
  ]);
  return {
    ...row,
    Lines: lines.map((l) => ({
      ExpenseTypeId: l.ExpenseTypeId,
      ExpenseTypeName: localName(l, lang),
      Description: l.Description,
      Net: priceText(l.Net, d),
      Tax: priceText(l.Tax, d),
      Gross: priceText(l.Gross, d),
    })),
    Payments: payments,
    Gathered: gathered,
  };
}
