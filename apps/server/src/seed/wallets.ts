import { AmountStatementType, StatementCause } from '@wms/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { amountStatements, currencies, users, wallets } from '../db/schema/index.js';
import { WALLET_LEDGER } from '../modules/money/wallets/service.js';
import { post } from '../platform/ledger.js';

/** A demo change: recharge or deduct an amount, or set the credit limit, with its reason. */
type DemoChange = [type: number, value: string, reason: string];

/** What each demo customer's CNY wallet went through: customer1 in credit, customer2 owing within
 * its credit, so both screens show rows of every type. */
const DEMO: Record<'customer1' | 'customer2', DemoChange[]> = {
  customer1: [
    [AmountStatementType.ManualRecharge, '1000', 'Opening balance paid by bank transfer'],
    [AmountStatementType.ManualDeduct, '-120.5', 'Freight of an offline shipment'],
  ],
  customer2: [
    [AmountStatementType.ManualRecharge, '300', 'Opening balance paid by bank transfer'],
    [AmountStatementType.CreditLimitChanged, '200', 'Monthly settlement agreed'],
    [AmountStatementType.ManualDeduct, '-350', 'Storage of last month'],
  ],
};

/** The demo customers' wallets, through the ledger kit like every change (a sound chain). */
export async function seedWallets(tx: Queryable) {
  const people = await tx
    .select({ id: users.id, name: users.userName })
    .from(users)
    .where(inArray(users.userName, ['admin', 'customer1', 'customer2']));
  const id = new Map(people.map((p) => [p.name, p.id]));
  const [cny] = await tx.select({ id: currencies.id }).from(currencies).where(eq(currencies.code, 'CNY'));
  if (!cny) return;
  for (const [name, changes] of Object.entries(DEMO)) {
    const userId = id.get(name);
    if (userId === undefined) continue;
    await tx.insert(wallets).values({ userId, currencyId: cny.id }).onConflictDoNothing();
    const [w] = await tx
      .select({ id: wallets.id })
      .from(wallets)
      .where(and(eq(wallets.userId, userId), eq(wallets.currencyId, cny.id)));
    let creditLimit = '0';
    for (const [type, value, reason] of changes) {
      const credit = type === AmountStatementType.CreditLimitChanged;
      if (credit) {
        creditLimit = value;
        await tx.update(wallets).set({ creditLimit }).where(eq(wallets.id, w!.id));
      }
      const amount = credit ? '0' : value;
      const posted = await post(tx, WALLET_LEDGER, w!.id, amount);
      if (!posted) throw new Error(`demo wallet of ${name}: ${value} is beyond its credit`);
      await tx.insert(amountStatements).values({
        walletId: w!.id,
        userId,
        currencyId: cny.id,
        type,
        amount,
        balanceBefore: posted.before,
        balanceAfter: posted.after,
        creditLimit,
        causeKind: StatementCause.Manual,
        reason,
        operatorId: id.get('admin') ?? null,
      });
    }
  }
}
