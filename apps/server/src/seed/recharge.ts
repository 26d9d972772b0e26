import crypto from 'node:crypto';
import { AmountStatementType, OnlinePaymentType, RechargeType, rechargeFlow } from '@wms/contract';
import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import {
  amountStatements,
  currencies,
  onlinePaymentConfigurations,
  rechargeRecords,
  users,
} from '../db/schema/index.js';
import { createOnlineRecharge } from '../modules/money/recharge/service.js';

/**
 * The sandbox payment provider, enabled (its key made for this site, never shown), a record for
 * each demo recharge made by staff, and one online recharge of customer1 waiting for the payer on
 * the sandbox's page.
 */
export async function seedRecharge(tx: Tx) {
  await tx.insert(onlinePaymentConfigurations).values({
    name: 'Sandbox payments',
    type: OnlinePaymentType.Sandbox,
    appId: 'sandbox-app',
    merchantId: 'sandbox-merchant',
    secret: crypto.randomBytes(24).toString('base64url'),
    remarks: 'The built-in test provider: payments are approved or declined on its own page',
  });
  // The staff recharges the wallets' demo went through, as their records.
  const manual = await tx
    .select()
    .from(amountStatements)
    .where(eq(amountStatements.type, AmountStatementType.ManualRecharge));
  if (manual.length)
    await tx.insert(rechargeRecords).values(
      manual.map((s) => ({
        ownerId: s.userId,
        currencyId: s.currencyId,
        walletId: s.walletId,
        type: RechargeType.Manual,
        status: rechargeFlow.state.Paid,
        amount: s.amount,
        statementId: s.id,
        paidTime: s.creationTime,
        reason: s.reason,
        operatorId: s.operatorId,
      })),
    );
  const [c1] = await tx
    .select({ id: users.id, siteId: users.siteId })
    .from(users)
    .where(inArray(users.userName, ['customer1']));
  const [cny] = await tx.select({ id: currencies.id }).from(currencies).where(eq(currencies.code, 'CNY'));
  const [config] = await tx.select({ id: onlinePaymentConfigurations.id }).from(onlinePaymentConfigurations);
  if (!c1 || !cny || !config) return;
  await createOnlineRecharge(
    tx,
    { userId: c1.id, accountType: 2, siteId: c1.siteId ?? 0, isSuperUser: false, sessionId: 'seed' },
    { ConfigurationId: config.id, CurrencyId: cny.id, Amount: '200', IdempotencyKey: 'demo-recharge-1' },
  );
}
