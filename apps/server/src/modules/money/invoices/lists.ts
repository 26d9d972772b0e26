import {
  amountInWords,
  type BillRow,
  type Lang,
  type LogisticsInvoiceDetail,
  type LogisticsInvoiceRow,
  logisticsInvoiceFlow,
  MAX_BILLS_PER_INVOICE,
} from '@wms/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.js';
import { bills, logisticsInvoiceBills, logisticsInvoices } from '../../../db/schema/index.js';
import { notFound } from '../../../platform/errors.js';
import { stateName } from '../../../platform/transition.js';
import { billRowsWhere } from '../bills/lists.js';
import { type MoneyPageQuery, moneyList } from '../money-list/list.js';
import { logisticsInvoiceWorkflow } from './workflow.js';

// The invoice lists (a money list, ../money-list/list.ts: staff read every customer's, a customer
// their own); an invoice's bills come with its detail.

const invoiceList = moneyList({
  table: logisticsInvoices,
  id: logisticsInvoices.id,
  owner: logisticsInvoices.ownerId,
  currency: logisticsInvoices.currencyId,
  created: logisticsInvoices.creationTime,
  operator: logisticsInvoices.operatorId,
  columns: {
    Number: logisticsInvoices.number,
    Status: logisticsInvoices.status,
    PeriodStart: sql<string>`${logisticsInvoices.periodStart}::text`,
    PeriodEnd: sql<string>`${logisticsInvoices.periodEnd}::text`,
    Title: logisticsInvoices.title,
    TaxNumber: logisticsInvoices.taxNumber,
    Net: logisticsInvoices.net,
    Tax: logisticsInvoices.tax,
    Amount: logisticsInvoices.amount,
    BillCount: logisticsInvoices.billCount,
    Reason: logisticsInvoices.reason,
  },
  search: [logisticsInvoices.number],
  workflow: logisticsInvoiceWorkflow,
  order: { CreationTime: logisticsInvoices.creationTime, Amount: logisticsInvoices.amount },
  amounts: ['Net', 'Tax', 'Amount'],
  row: (r, { lang }): LogisticsInvoiceRow => ({
    ...r,
    StatusName: stateName(logisticsInvoiceFlow, r.Status, lang),
  }),
});

export const invoicePage = (
  db: Queryable,
  q: MoneyPageQuery,
  owner: number | undefined,
  lang: Lang,
  sorts: readonly ('CreationTime' | 'Amount')[],
) => invoiceList.page(db, q, { owner, lang, sorts });

/** The bills an invoice gathered (those of a voided one too), in id order, as the bill lists
 * answer them. */
export const invoiceBills = (db: Queryable, invoiceId: number, lang: Lang): Promise<BillRow[]> =>
  billRowsWhere(
    db,
    inArray(
      bills.id,
      db
        .select({ id: logisticsInvoiceBills.billId })
        .from(logisticsInvoiceBills)
        .where(eq(logisticsInvoiceBills.invoiceId, invoiceId)),
    ),
    lang,
    MAX_BILLS_PER_INVOICE,
  );

/** One invoice with its bills and its amount in words in the caller's language. Code 3 for an
 * invoice that is not there or, for a customer, not theirs. */
export async function invoiceDetail(
  db: Queryable,
  id: number,
  owner: number | undefined,
  lang: Lang,
): Promise<LogisticsInvoiceDetail> {
  const [found] = await invoiceList.records(
    db,
    and(eq(logisticsInvoices.id, id), owner === undefined ? undefined : eq(logisticsInvoices.ownerId, owner)),
    { lang, limit: 1 },
  );
  if (!found) throw notFound();
  const { row, places } = found;
  return {
    ...row,
    AmountInWords: amountInWords(row.Amount, lang, { places, currency: row.CurrencyCode }),
    Bills: await invoiceBills(db, id, lang),
  };
}
