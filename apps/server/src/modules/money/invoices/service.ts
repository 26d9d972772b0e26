import { AccountType, billFlow, type Lang, logisticsInvoiceFlow, MAX_BILLS_PER_INVOICE, Money } from '@wms/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { currencies, users } from '../../../db/schema/index.js';
import type { Auth } from '../../../platform/auth.js';
import { invalid } from '../../../platform/errors.js';
import { emitEvent } from '../../../platform/events.js';
import { transition } from '../../../platform/transition.js';
import { priceText } from '../../warehouse/commodities/service.js';
import { logisticsInvoiceWorkflow } from './workflow.js';

// ---------------------------------------------------------------------------------------------
// Issuing and voiding logistics invoices. An invoice gathers the paid bills of one customer in
// one currency, paid in its period (UTC days, both included), that are on no issued invoice.
// Issuing locks those bills (`for update`, id order, the order every money change of bills takes
// them in) and then reads again which of them are still free: a second issue of the same bills
// waits for the first's locks and, once it has committed, finds them taken, so no bill is ever on
// two issued invoices (the partial unique index on the join table is the last guard).

export interface IssueInput {
  /** Who issues it: staff, the customer asking for their own, or null (the demo seed). */
  auth: Auth | null;
  ownerId: number;
  currencyId: number;
  start: string;
  end: string;
  title?: string;
  taxNumber?: string;
  lang: Lang;
}

export interface Issued {
  Id: number;
  Number: string;
  BillCount: number;
  Amount: string;
  CurrencyCode: string;
}

interface FreeBill {
  id: number;
  net: string;
  tax: string;
  amount: string;
}

/** The period's first instant and the instant after its last day, as UTC times. */
const periodTimes = (start: string, end: string) => ({
  from: sql`(${start}::date)::timestamp at time zone 'UTC'`,
  until: sql`((${end}::date + 1))::timestamp at time zone 'UTC'`,
});

/**
 * Issues an invoice in the caller's transaction. Code 2: an end before the start (`PeriodEnd`),
 * a customer that is not an active customer (`CustomerId`), a currency that is not there
 * (`CurrencyId`), no bill to invoice (`CustomerId` for staff, `PeriodEnd` for a customer asking),
 * more than one invoice takes (`PeriodEnd`).
 */
export async function issueInvoice(tx: Tx, p: IssueInput): Promise<Issued> {
  if (p.end < p.start) throw invalid('PeriodEnd', 'invoices.periodOrder', { start: p.start });
  const [customer] = await tx
    .select({ userName: users.userName, nickName: users.nickName })
    .from(users)
    .where(and(eq(users.id, p.ownerId), eq(users.accountType, AccountType.Customer), eq(users.isDeactivate, false)));
  if (!customer) throw invalid('CustomerId', 'wallets.notCustomer');
  const [currency] = await tx
    .select({ code: currencies.code, decimals: currencies.decimals })
    .from(currencies)
    .where(eq(currencies.id, p.currencyId));
  if (!currency) throw invalid('CurrencyId', 'validation.unknownChoice');

  const { from, until } = periodTimes(p.start, p.end);
  // Paid, whether or not its refund is locked: a locked bill is still a paid one.
  const paid = sql`(${billFlow.state.Paid}, ${billFlow.state.RefundLocked})`;
  const free = sql`not exists (select 1 from logistics_invoice_bills lb where lb.bill_id = b.id and lb.active)`;
  const locked = (
    await tx.execute(sql`
      select b.id from bills b
      where b.owner_id = ${p.ownerId} and b.currency_id = ${p.currencyId} and b.status in ${paid}
        and b.paid_time >= ${from} and b.paid_time < ${until} and ${free}
      order by b.id for update`)
  ).rows as { id: number }[];
  // Read again now the bills are ours: this statement sees what committed while it waited (an
  // invoice that took some of them, a refund that moved one), which the locking one did not.
  const bills = locked.length
    ? ((
        await tx.execute(sql`
          select b.id, b.net::text as net, b.tax::text as tax, b.amount::text as amount from bills b
          where b.id = any(${`{${locked.map((b) => Number(b.id)).join(',')}}`}::int[]) and b.status in ${paid} and ${free}
          order by b.id`)
      ).rows as unknown as FreeBill[])
    : [];
  if (!bills.length) {
    const params = { start: p.start, end: p.end, currency: currency.code };
    throw p.auth && p.auth.accountType !== AccountType.Staff
      ? invalid('PeriodEnd', 'invoices.noBillsInPeriod', params)
      : invalid('CustomerId', 'invoices.noBills', params);
  }
  if (bills.length > MAX_BILLS_PER_INVOICE)
    throw invalid('PeriodEnd', 'invoices.tooManyBills', { count: bills.length, max: MAX_BILLS_PER_INVOICE });

  const net = Money.sum(bills.map((b) => b.net));
  const tax = Money.sum(bills.map((b) => b.tax));
  const amount = Money.sum(bills.map((b) => b.amount));
  const title = p.title?.trim() || customer.nickName.trim() || customer.userName;
  const made = (
    await tx.execute(sql`
      insert into logistics_invoices (owner_id, currency_id, status, period_start, period_end, title, tax_number,
        net, tax, amount, bill_count, operator_id)
      values (${p.ownerId}, ${p.currencyId}, ${logisticsInvoiceFlow.state.Issued}, ${p.start}::date, ${p.end}::date,
        ${title}, ${p.taxNumber?.trim() ?? ''}, ${net.toFixed()}, ${tax.toFixed()}, ${amount.toFixed()},
        ${bills.length}, ${p.auth?.userId ?? null})
      returning id, number`)
  ).rows[0] as { id: number; number: string };
  const id = Number(made.id);
  await tx.execute(sql`
    insert into logistics_invoice_bills (invoice_id, bill_id)
    select ${id}, x from unnest(${`{${bills.map((b) => Number(b.id)).join(',')}}`}::int[]) as x`);
  await emitEvent(tx, {
    type: 'LogisticsInvoice.issue',
    entity: logisticsInvoiceFlow.entity,
    recordId: id,
    actorId: p.auth?.userId ?? null,
    payload: { OwnerId: p.ownerId, Name: made.number, Amount: amount.toFixed(), Currency: currency.code },
  });
  return {
    Id: id,
    Number: made.number,
    BillCount: bills.length,
    Amount: priceText(amount.toFixed(), currency.decimals),
    CurrencyCode: currency.code,
  };
}

/**
 * Voids an issued invoice (staff, irreversible: the workflow's `void`, Code 4 naming its state
 * when it is voided already): the reason is kept on it and its history, and its bills are free
 * to go on a new invoice.
 */
export async function voidInvoice(tx: Tx, p: { auth: Auth; id: number; reason: string; lang: Lang }) {
  await transition(tx, logisticsInvoiceWorkflow, 'void', p.id, {
    auth: p.auth,
    lang: p.lang,
    note: p.reason,
    set: { reason: p.reason, voidTime: new Date() },
  });
  await tx.execute(sql`update logistics_invoice_bills set active = false where invoice_id = ${p.id}`);
  return p.id;
}
