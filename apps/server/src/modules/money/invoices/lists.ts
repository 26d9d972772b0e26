import {
  amountInWords,
  type BillRow,
  type Lang,
  type LogisticsInvoiceDetail,
  type LogisticsInvoiceRow,
  logisticsInvoiceFlow,
  MAX_BILLS_PER_INVOICE,
} from '@wms/contract';
import { and, count, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../../db/client.js';
import { bills, currencies, logisticsInvoiceBills, logisticsInvoices, users } from '../../../db/schema/index.js';
import { notFound } from '../../../platform/errors.js';
import { contains, dateRange, isoTime, pageOf, pageWindow, sortBy } from '../../../platform/paging.js';
import { stateCounts, stateName } from '../../../platform/transition.js';
import { priceText } from '../../warehouse/commodities/service.js';
import { billRowsWhere } from '../bills/lists.js';
import { logisticsInvoiceWorkflow } from './workflow.js';

// The invoice lists: staff read every customer's, a customer their own (`owner`, which overrides
// any customer filter). Amounts are answered in the currency's places; an invoice's bills come
// with its detail.

export interface InvoiceFilters {
  CustomerId?: number;
  Content?: string;
  CurrencyId?: number;
  Status?: number;
  StartDate?: string;
  EndDate?: string;
  sortType: number;
  descendingOrder: boolean;
}

const operator = alias(users, 'operator');

const invoiceColumns = {
  Id: logisticsInvoices.id,
  Number: logisticsInvoices.number,
  CustomerId: logisticsInvoices.ownerId,
  CustomerName: users.userName,
  CurrencyId: logisticsInvoices.currencyId,
  CurrencyCode: currencies.code,
  Decimals: currencies.decimals,
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
  OperatorName: sql<string>`coalesce(${operator.userName}, '')`,
  CreationTime: isoTime(logisticsInvoices.creationTime),
};
type InvoiceRecord = { [K in keyof typeof invoiceColumns]: unknown };

const invoiceRow = (r: InvoiceRecord, lang: Lang): LogisticsInvoiceRow => {
  const d = Number(r.Decimals);
  return {
    Id: Number(r.Id),
    Number: String(r.Number),
    CustomerId: Number(r.CustomerId),
    CustomerName: String(r.CustomerName),
    CurrencyId: Number(r.CurrencyId),
    CurrencyCode: String(r.CurrencyCode),
    Status: Number(r.Status),
    StatusName: stateName(logisticsInvoiceFlow, Number(r.Status), lang),
    PeriodStart: String(r.PeriodStart),
    PeriodEnd: String(r.PeriodEnd),
    Title: String(r.Title),
    TaxNumber: String(r.TaxNumber),
    Net: priceText(String(r.Net), d),
    Tax: priceText(String(r.Tax), d),
    Amount: priceText(String(r.Amount), d),
    BillCount: Number(r.BillCount),
    Reason: String(r.Reason),
    OperatorName: String(r.OperatorName),
    CreationTime: String(r.CreationTime),
  };
};

const invoiceQuery = (db: Queryable) =>
  db
    .select(invoiceColumns)
    .from(logisticsInvoices)
    .innerJoin(users, eq(users.id, logisticsInvoices.ownerId))
    .innerJoin(currencies, eq(currencies.id, logisticsInvoices.currencyId))
    .leftJoin(operator, eq(operator.id, logisticsInvoices.operatorId));

function invoiceWhere(q: InvoiceFilters, owner: number | undefined, withStatus = true): SQL | undefined {
  const customer = owner ?? q.CustomerId;
  return and(
    customer === undefined ? undefined : eq(logisticsInvoices.ownerId, customer),
    q.CurrencyId === undefined ? undefined : eq(logisticsInvoices.currencyId, q.CurrencyId),
    withStatus && q.Status !== undefined ? eq(logisticsInvoices.status, q.Status) : undefined,
    q.Content ? ilike(logisticsInvoices.number, contains(q.Content)) : undefined,
    dateRange(logisticsInvoices.creationTime, q),
  );
}

export async function invoicePage(
  db: Queryable,
  q: InvoiceFilters & { index: number; rows: number; StateCounts?: boolean },
  owner: number | undefined,
  lang: Lang,
  sorts: readonly ('CreationTime' | 'Amount')[],
) {
  const where = invoiceWhere(q, owner);
  const { limit, offset } = pageWindow(q);
  const [{ rows, total }, counts] = await Promise.all([
    pageOf(
      invoiceQuery(db)
        .where(where)
        .orderBy(
          ...sortBy(
            q,
            sorts,
            { CreationTime: logisticsInvoices.creationTime, Amount: logisticsInvoices.amount },
            logisticsInvoices.id,
          ),
        )
        .limit(limit)
        .offset(offset),
      db.select({ count: count() }).from(logisticsInvoices).where(where),
    ),
    q.StateCounts
      ? stateCounts(db, logisticsInvoiceWorkflow, invoiceWhere(q, owner, false))
      : Promise.resolve(undefined),
  ]);
  return { rows: rows.map((r) => invoiceRow(r, lang)), total, counts };
}

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
  const [r] = await invoiceQuery(db).where(
    and(eq(logisticsInvoices.id, id), owner === undefined ? undefined : eq(logisticsInvoices.ownerId, owner)),
  );
  if (!r) throw notFound();
  const row = invoiceRow(r, lang);
  return {
    ...row,
    AmountInWords: amountInWords(row.Amount, lang, { places: Number(r.Decimals), currency: row.CurrencyCode }),
    Bills: await invoiceBills(db, id, lang),
  };
}
