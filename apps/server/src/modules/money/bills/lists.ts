import {
  type BillDetail,
  type BillRow,
  billFlow,
  billTypeOptions,
  type Lang,
  type PaymentRow,
  paymentTypeOptions,
} from '@wms/contract';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../../db/client.js';
import { billLines, bills, expenseTypes, paymentBills, paymentRecords } from '../../../db/schema/index.js';
import { notFound } from '../../../platform/errors.js';
import { localName } from '../../../platform/local-name.js';
import { stateName } from '../../../platform/transition.js';
import { priceText } from '../../warehouse/commodities/service.js';
import { type MoneyPageQuery, moneyList, optionalTime, optionName } from '../money-list/list.js';
import { billWorkflow } from './workflow.js';

// The bill and payment lists (money lists, ../money-list/list.ts: staff read every customer's, a
// customer their own). Rows carry the list's columns only; a bill's lines and payments come with
// its detail.

const statement = alias(bills, 'statement');

const billList = moneyList({
  table: bills,
  id: bills.id,
  owner: bills.ownerId,
  currency: bills.currencyId,
  created: bills.creationTime,
  columns: {
    Number: bills.number,
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
    PaidTime: optionalTime(bills.paidTime),
  },
  joins: [[statement, eq(statement.id, bills.statementBillId)]],
  search: [bills.number, bills.sourceNumber],
  type: bills.type,
  workflow: billWorkflow,
  order: { CreationTime: bills.creationTime, Amount: bills.amount },
  amounts: ['Net', 'Tax', 'Amount'],
  row: (r, { lang }): BillRow => ({
    ...r,
    TypeName: optionName(billTypeOptions, r.Type, lang),
    StatusName: stateName(billFlow, r.Status, lang),
  }),
});

/** The bills of `where` as the bill lists answer them, in id order (at most `limit`): a statement
 * bill's gathered bills, an invoice's bills. */
export async function billRowsWhere(db: Queryable, where: SQL, lang: Lang, limit = 500): Promise<BillRow[]> {
  return (await billList.records(db, where, { lang, limit })).map((r) => r.row);
}

export const billPage = (
  db: Queryable,
  q: MoneyPageQuery,
  owner: number | undefined,
  lang: Lang,
  sorts: readonly ('CreationTime' | 'Amount')[],
) => billList.page(db, q, { owner, lang, sorts });

const paymentList = moneyList({
  table: paymentRecords,
  id: paymentRecords.id,
  owner: paymentRecords.ownerId,
  currency: paymentRecords.currencyId,
  created: paymentRecords.creationTime,
  operator: paymentRecords.operatorId,
  columns: {
    Number: paymentRecords.number,
    Type: paymentRecords.type,
    Amount: paymentRecords.amount,
    Discount: paymentRecords.discount,
    BalanceAfter: paymentRecords.balanceAfter,
    // The bills' numbers in one subquery per row of the page (at most a page of them).
    BillNumbers: sql<string[]>`array(select b.number from ${paymentBills} pb join ${bills} b on b.id = pb.bill_id
        where pb.payment_id = ${paymentRecords.id} order by b.id)`,
    Reason: paymentRecords.reason,
  },
  search: [paymentRecords.number],
  type: paymentRecords.type,
  order: { CreationTime: paymentRecords.creationTime, Amount: paymentRecords.amount },
  amounts: ['Amount', 'Discount', 'BalanceAfter'],
  row: (r, { lang }): PaymentRow => ({
    ...r,
    BillNumbers: typeof r.BillNumbers === 'string' ? parseArray(r.BillNumbers) : r.BillNumbers,
    TypeName: optionName(paymentTypeOptions, r.Type, lang),
  }),
});

/** A text[] as some drivers answer it: `{BL00000001,BL00000002}`. */
const parseArray = (s: string) => (s === '{}' ? [] : s.replace(/^\{|\}$/g, '').split(','));

export async function paymentPage(
  db: Queryable,
  q: MoneyPageQuery,
  owner: number | undefined,
  lang: Lang,
  sorts: readonly ('CreationTime' | 'Amount')[],
) {
  const { rows, total } = await paymentList.page(db, q, { owner, lang, sorts });
  return { rows, total };
}

/** One bill with its lines, payments and (a statement bill) the bills it gathered. Code 3 for a
 * bill that is not there or, for a customer, not theirs. */
export async function billDetail(
  db: Queryable,
  id: number,
  owner: number | undefined,
  lang: Lang,
): Promise<BillDetail> {
  const [found] = await billList.records(
    db,
    and(eq(bills.id, id), owner === undefined ? undefined : eq(bills.ownerId, owner)),
    { lang, limit: 1 },
  );
  if (!found) throw notFound();
  const { row, places: d } = found;
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
    paymentList
      .records(
        db,
        inArray(
          paymentRecords.id,
          db.select({ id: paymentBills.paymentId }).from(paymentBills).where(eq(paymentBills.billId, id)),
        ),
        { lang, limit: 100 },
      )
      .then((found) => found.map((f) => f.row)),
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
