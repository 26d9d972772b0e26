import { type Lang, logisticsInvoiceCalls, userLogisticsInvoiceCalls } from '@wms/contract';
import type { Queryable } from '../../../db/client.js';
import type { Deps } from '../../../platform/deps.js';
import { inTransaction } from '../../../platform/notify.js';
import { download, type ModuleDef, moduleOf, paged, route } from '../../../platform/route.js';
import { invoiceDetail, invoicePage } from './lists.js';
import { buyerOf, invoicePdf, sellerOf } from './pdf.js';
import { issueInvoice, voidInvoice } from './service.js';

/** An invoice's PDF in the caller's language; Code 3 for one a customer may not see. */
async function pdfOf(db: Queryable, id: number, owner: number | undefined, lang: Lang) {
  const inv = await invoiceDetail(db, id, owner, lang);
  const [seller, buyer] = await Promise.all([sellerOf(db, inv.CustomerId, lang), buyerOf(db, inv.CustomerId)]);
  return download('application/pdf', await invoicePdf(inv, seller, buyer, lang), `${inv.Number}.pdf`);
}

/**
 * Logistics invoices (packages/contract/src/calls/invoices.ts): staff read every customer's, issue
 * one for a customer, download and void them (`/LogisticsInvoice/`); a customer reads, asks for
 * and downloads their own (`/UserLogisticsInvoice/`), scoped by `auth` whatever the body names.
 */
export function logisticsInvoiceModules(deps: Deps): ModuleDef[] {
  const { db } = deps;
  const staff = logisticsInvoiceCalls;
  const own = userLogisticsInvoiceCalls;
  return [
    moduleOf(staff, [
      route(staff.GetLogisticsInvoices, async (c) => {
        const { rows, total, counts } = await invoicePage(
          db,
          c.body,
          undefined,
          c.lang,
          staff.GetLogisticsInvoices.sorts,
        );
        return paged(rows, total, counts);
      }),
      route(staff.GetLogisticsInvoiceById, (c) => invoiceDetail(db, c.body.Id, undefined, c.lang)),
      route(staff.CreateLogisticsInvoice, (c) =>
        inTransaction(deps, (tx) =>
          issueInvoice(tx, {
            auth: c.auth,
            ownerId: c.body.CustomerId,
            currencyId: c.body.CurrencyId,
            start: c.body.PeriodStart,
            end: c.body.PeriodEnd,
            title: c.body.Title,
            taxNumber: c.body.TaxNumber,
            lang: c.lang,
          }),
        ),
      ),
      route(staff.DownloadLogisticsInvoice, (c) => pdfOf(db, c.body.Id, undefined, c.lang)),
      route(staff.VoidLogisticsInvoice, (c) =>
        inTransaction(deps, (tx) =>
          voidInvoice(tx, { auth: c.auth, id: c.body.Id, reason: c.body.Reason, lang: c.lang }),
        ),
      ),
    ]),
    moduleOf(own, [
      route(own.GetUserLogisticsInvoices, async (c) => {
        const { rows, total, counts } = await invoicePage(
          db,
          c.body,
          c.auth.userId,
          c.lang,
          own.GetUserLogisticsInvoices.sorts,
        );
        return paged(rows, total, counts);
      }),
      route(own.GetUserLogisticsInvoiceById, (c) => invoiceDetail(db, c.body.Id, c.auth.userId, c.lang)),
      route(own.RequestUserLogisticsInvoice, (c) =>
        inTransaction(deps, (tx) =>
          issueInvoice(tx, {
            auth: c.auth,
            ownerId: c.auth.userId,
            currencyId: c.body.CurrencyId,
            start: c.body.PeriodStart,
            end: c.body.PeriodEnd,
            title: c.body.Title,
            taxNumber: c.body.TaxNumber,
            lang: c.lang,
          }),
        ),
      ),
      route(own.DownloadUserLogisticsInvoice, (c) => pdfOf(db, c.body.Id, c.auth.userId, c.lang)),
    ]),
  ];
}
