import { BillType, SettlementCycle } from '@wms/contract';
import { eq } from 'drizzle-orm';
import { bills, currencies, expenseTypes, users } from '../../server/src/db/schema/index';
import { issueBill } from '../../server/src/modules/money/bills/issue';
import type { TestServer } from '../../server/test/helpers/server';

/** An unpaid CNY warehousing bill of one line for a demo customer, issued as the server issues
 * bills (the test's own, beside the demo's); answers its number. */
export async function unpaidBill(
  s: TestServer,
  o: { customer: string; amount: string; source: string; description: string },
): Promise<string> {
  const { db } = s.deps;
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.userName, o.customer));
  const [currency] = await db.select({ id: currencies.id }).from(currencies).where(eq(currencies.code, 'CNY'));
  const [expense] = await db
    .select({ id: expenseTypes.id })
    .from(expenseTypes)
    .where(eq(expenseTypes.code, 'WAREHOUSING'));
  const id = await db.transaction((tx) =>
    issueBill(tx, {
      ownerId: owner!.id,
      currencyId: currency!.id,
      type: BillType.Warehousing,
      settlement: SettlementCycle.EachTime,
      deduct: false,
      issueKey: `e2e-${o.source}-${Date.now()}`,
      source: { entity: 'Test', id: null, number: o.source },
      lines: [{ expenseTypeId: expense!.id, description: o.description, net: o.amount, tax: '0', gross: o.amount }],
    }),
  );
  return (await db.select({ number: bills.number }).from(bills).where(eq(bills.id, id!)))[0]!.number;
}
