import { billFlow } from '@wms/contract';
import { and, eq, inArray, min } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { bills, currencies, users } from '../db/schema/index.js';
import { issueInvoice } from '../modules/money/invoices/service.js';

/**
 * A demo logistics invoice, issued the way the server issues one (modules/money/invoices): customer1's
 * paid CNY bills of the demo (src/seed/bills.ts), from the first day of the month the first
 * was paid to today, issued by admin.
 */
export async function seedInvoices(tx: Tx) {
  const people = await tx
    .select({ id: users.id, name: users.userName, siteId: users.siteId })
    .from(users)
    .where(inArray(users.userName, ['admin', 'customer1']));
  const admin = people.find((p) => p.name === 'admin');
  const c1 = people.find((p) => p.name === 'customer1');
  const [cny] = await tx.select({ id: currencies.id }).from(currencies).where(eq(currencies.code, 'CNY'));
  if (!admin || !c1 || !cny) return;
  const [first] = await tx
    .select({ paid: min(bills.paidTime) })
    .from(bills)
    .where(and(eq(bills.ownerId, c1.id), eq(bills.currencyId, cny.id), eq(bills.status, billFlow.state.Paid)));
  if (!first?.paid) return;
  const paid = new Date(first.paid);
  const start = new Date(Date.UTC(paid.getUTCFullYear(), paid.getUTCMonth(), 1)).toISOString().slice(0, 10);
  await issueInvoice(tx, {
    auth: { userId: admin.id, accountType: 1, siteId: admin.siteId, isSuperUser: true, sessionId: 'seed' },
    ownerId: c1.id,
    currencyId: cny.id,
    start,
    end: new Date().toISOString().slice(0, 10),
    taxNumber: '91310000MA1FL0000X',
    lang: 'en-us',
  });
}
