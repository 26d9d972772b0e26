import {
  AmountStatementType,
  CouponKind,
  type CreateOnlineRechargeBody,
  type Lang,
  MAX_WALLET_AMOUNT,
  Money,
  onlinePaymentTypeOptions,
  RECHARGE_MINUTES,
  type RechargeRow,
  RechargeType,
  rechargeFlow,
  rechargeTypeOptions,
  type SandboxCallbackBody,
  StatementCause,
} from '@wms/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../../db/client.js';
import { currencies, onlinePaymentConfigurations, rechargeRecords, users, wallets } from '../../../db/schema/index.js';
import type { Auth } from '../../../platform/auth.js';
import type { Deps } from '../../../platform/deps.js';
import { invalid, notFound } from '../../../platform/errors.js';
import { post } from '../../../platform/ledger.js';
import { bindWorkflow, stateName, transition, transitionMany } from '../../../platform/transition.js';
import { checkPlaces } from '../../reference/currencies/places.js';
import { priceText } from '../../warehouse/commodities/service.js';
import { checkCoupons } from '../coupons/rules.js';
import { type MoneyPageQuery, moneyList, optionalTime, optionName } from '../money-list/list.js';
import { openWallet, rechargeBonus, recordStatement, WALLET_LEDGER } from '../wallets/service.js';
import { offered, type ProviderConfig, providerOf } from './providers.js';

/** What a site says of its providers (`Config`'s part of it). */
type SiteProviders = { paymentSandbox: boolean };

// Recharges (docs/domain.md, "Recharges and online payments"): made by a customer through a
// provider and credited only by the provider's verified callback, or made by staff (the wallet's
// manual recharge writes its record here too).

export const rechargeWorkflow = bindWorkflow({
  workflow: rechargeFlow,
  table: rechargeRecords,
  id: rechargeRecords.id,
  state: rechargeRecords.status,
  name: rechargeRecords.number,
  owner: rechargeRecords.ownerId,
});

/** How late a callback may come after it was signed, and still be taken. */
export const CALLBACK_WINDOW_SECONDS = 600;

/** The enabled payment methods the site offers, without their keys. */
export async function paymentMethods(db: Queryable, lang: Lang, site: SiteProviders) {
  const rows = await db
    .select({
      Id: onlinePaymentConfigurations.id,
      Name: onlinePaymentConfigurations.name,
      Type: onlinePaymentConfigurations.type,
    })
    .from(onlinePaymentConfigurations)
    .where(eq(onlinePaymentConfigurations.isDeactivate, false))
    .orderBy(onlinePaymentConfigurations.name);
  return rows
    .filter((r) => offered(site, r.Type))
    .map((r) => ({ ...r, TypeName: optionName(onlinePaymentTypeOptions, r.Type, lang) }));
}

/**
 * Starts an online recharge: the recharge record (waiting for the payer, with its deadline) and
 * the provider's payment; answers where the payer approves it. The same key again answers the
 * recharge it made.
 */
export async function createOnlineRecharge(
  tx: Tx,
  auth: Auth,
  b: CreateOnlineRechargeBody,
  site: SiteProviders = { paymentSandbox: true },
) {
  const [config] = await tx
    .select()
    .from(onlinePaymentConfigurations)
    .where(eq(onlinePaymentConfigurations.id, b.ConfigurationId));
  // A method the site does not offer (the sandbox on a production site) is as good as none.
  if (!config || config.isDeactivate || !offered(site, config.type))
    throw invalid('ConfigurationId', 'recharge.methodUnavailable');
  const provider = providerOf(site, config.type);
  if (!provider?.connected) throw invalid('ConfigurationId', 'recharge.providerNotConnected');
  const wallet = await openWallet(tx, auth.userId, b.CurrencyId);
  checkPlaces('Amount', b.Amount, wallet.decimals, { max: MAX_WALLET_AMOUNT, zero: 'refused' });
  const m = Money.of(b.Amount);

  // The same key again answers the recharge it made (another with the key is refused).
  const prior = async () => {
    const [p] = await tx
      .select()
      .from(rechargeRecords)
      .where(and(eq(rechargeRecords.ownerId, auth.userId), eq(rechargeRecords.idempotencyKey, b.IdempotencyKey)));
    if (!p) return undefined;
    if (p.configurationId !== config.id || p.currencyId !== b.CurrencyId || Money.of(p.amount).compare(m) !== 0)
      throw invalid('IdempotencyKey', 'recharge.keyReused');
    return { Id: p.id, Number: p.number, Status: p.status, PayUrl: payUrlOf(p.payToken) };
  };
  const before = await prior();
  if (before) return before;
  // Recharge coupons chosen: checked now (the payer sees a refusal before paying), used when paid.
  const chosen = b.UserCouponIds ?? [];
  if (chosen.length)
    await checkCoupons(tx, chosen, {
      ownerId: auth.userId,
      kind: CouponKind.Recharge,
      currencyId: b.CurrencyId,
      amount: m.toFixed(),
    });
  const [made] = await tx
    .insert(rechargeRecords)
    .values({
      ownerId: auth.userId,
      currencyId: b.CurrencyId,
      walletId: wallet.id,
      type: RechargeType.Online,
      status: rechargeFlow.state.Pending,
      amount: m.toFixed(),
      configurationId: config.id,
      couponIds: [...chosen],
      idempotencyKey: b.IdempotencyKey,
      expiresAt: new Date(Date.now() + RECHARGE_MINUTES * 60_000),
      operatorId: auth.userId,
    })
    .onConflictDoNothing()
    .returning({ id: rechargeRecords.id, number: rechargeRecords.number });
  // Another request with the key committed first (the insert waited for it): its recharge.
  if (!made) return (await prior())!;
  const payment = provider.createPayment(config as ProviderConfig, {
    number: made.number,
    amount: priceText(m.toFixed(), wallet.decimals),
    currency: wallet.code,
    returnPath: RETURN_PATH,
  });
  await tx.update(rechargeRecords).set({ payToken: payment.token }).where(eq(rechargeRecords.id, made.id));
  return { Id: made.id, Number: made.number, Status: rechargeFlow.state.Pending, PayUrl: payment.payUrl };
}

/** Where the payer is sent back to when they decided: their recharges. */
const RETURN_PATH = '/finance/UserRechargeRecordIndex';
const payUrlOf = (token: string | null) =>
  token ? `/sandbox-pay/${token}?return=${encodeURIComponent(RETURN_PATH)}` : '';

/**
 * What became of a callback (the `payment_callbacks` log): applied, declined, done (genuine, for
 * a recharge an earlier callback settled), or refused: forged (its signature does not verify), replayed (its
 * nonce was taken), late (signed more than 10 minutes ago), expired (the recharge is past its
 * deadline), mismatch (amount or currency), unknown (no such recharge), unavailable (the site
 * does not offer the provider).
 */
export type CallbackOutcome =
  | 'applied'
  | 'declined'
  | 'done'
  | 'forged'
  | 'replayed'
  | 'late'
  | 'expired'
  | 'mismatch'
  | 'unknown'
  | 'unavailable';

/**
 * Takes a provider's callback: verified (signature, freshness, nonce once, amount and currency of
 * the recharge, the recharge still waiting and not past its deadline), then the recharge's move
 * to paid with the wallet credited, or to declined; one past its deadline moves to expired.
 * Every callback leaves a log row saying what became of it; a refused one changes nothing else.
 * Only a callback whose signature verifies takes its nonce, so a forged copy cannot spend the
 * nonce of the genuine one. Answers the outcome.
 */
export async function applyCallback(
  deps: Deps,
  tx: Tx,
  b: SandboxCallbackBody,
  site: SiteProviders = deps.config,
): Promise<CallbackOutcome> {
  const log = async (outcome: CallbackOutcome, configurationId: number | null, rechargeId: number | null) => {
    await tx.execute(sql`
      insert into payment_callbacks (configuration_id, recharge_id, nonce, outcome, takes_nonce, payload)
      values (${configurationId}, ${rechargeId}, ${b.Nonce}, ${outcome}, false, ${JSON.stringify(b)}::jsonb)`);
    return outcome;
  };
  const [config] = await tx
    .select()
    .from(onlinePaymentConfigurations)
    .where(eq(onlinePaymentConfigurations.id, b.ConfigurationId));
  if (config && !offered(site, config.type)) return log('unavailable', config.id, null);
  const provider = config ? providerOf(site, config.type) : undefined;
  if (!config || !provider?.verify(config as ProviderConfig, b)) {
    deps.log.warn({ callback: { ...b, Signature: undefined } }, 'payment callback with a bad signature refused');
    return log('forged', config ? config.id : null, null);
  }
  const [r] = (
    await tx.execute(sql`select id, status, amount::text as amount, currency_id, wallet_id, owner_id, number,
        expires_at is not null and expires_at <= now() as past_deadline
      from recharge_records where number = ${b.Number} and configuration_id = ${config.id} for update`)
  ).rows as {
    id: number;
    status: number;
    amount: string;
    currency_id: number;
    wallet_id: number;
    owner_id: number;
    number: string;
    past_deadline: boolean;
  }[];
  const rechargeId = r ? Number(r.id) : null;
  // What this callback is, before it takes its nonce: the recharge row is locked, so a second copy
  // waits here and then finds the first one's nonce taken.
  const outcome = await (async (): Promise<CallbackOutcome> => {
    const age = Math.floor(Date.now() / 1000) - b.Timestamp;
    if (age > CALLBACK_WINDOW_SECONDS || age < -60) return 'late';
    if (!r) return 'unknown';
    const [currency] = await tx
      .select({ code: currencies.code })
      .from(currencies)
      .where(eq(currencies.id, r.currency_id));
    if (Money.of(b.Amount).compare(r.amount) !== 0 || currency?.code !== b.Currency) return 'mismatch';
    const status = Number(r.status);
    // Past its deadline the recharge is over, whether the expiry job has run or not.
    if (status === rechargeFlow.state.Expired || (status === rechargeFlow.state.Pending && r.past_deadline))
      return 'expired';
    if (status !== rechargeFlow.state.Pending) return 'done';
    return b.Outcome === 'paid' ? 'applied' : 'declined';
  })();
  // A verified callback takes its nonce; one taken before (a replay, or two copies at once: the
  // index makes one wait, then conflict) is logged as replayed and changes nothing.
  const taken = await tx.execute(sql`
    insert into payment_callbacks (configuration_id, recharge_id, nonce, outcome, takes_nonce, payload)
    values (${config.id}, ${rechargeId}, ${b.Nonce}, ${outcome}, true, ${JSON.stringify(b)}::jsonb)
    on conflict (configuration_id, nonce) where takes_nonce do nothing returning id`);
  if (!taken.rows.length) {
    deps.log.warn({ recharge: b.Number, nonce: b.Nonce }, 'payment callback replayed: refused');
    return log('replayed', config.id, rechargeId);
  }
  if (!r) return outcome;
  const move = { auth: null, lang: 'en-us' as const };
  if (outcome === 'expired' && Number(r.status) === rechargeFlow.state.Pending)
    await transition(tx, rechargeWorkflow, 'expire', Number(r.id), move);
  if (outcome === 'declined') await transition(tx, rechargeWorkflow, 'decline', Number(r.id), move);
  if (outcome !== 'applied') return outcome;
  const posted = (await post(tx, WALLET_LEDGER, Number(r.wallet_id), r.amount, { floor: 'none' }))!;
  const [w] = await tx
    .select({ credit: wallets.creditLimit })
    .from(wallets)
    .where(eq(wallets.id, Number(r.wallet_id)));
  const statementId = await recordStatement({
    tx,
    walletId: Number(r.wallet_id),
    customerId: Number(r.owner_id),
    currencyId: Number(r.currency_id),
    type: AmountStatementType.OnlineRecharge,
    amount: r.amount,
    before: posted.before,
    after: posted.after,
    creditLimit: w!.credit,
    reason: config.name,
    operatorId: null,
    cause: { kind: StatementCause.Recharge, id: Number(r.id), number: r.number },
  });
  const bonus = await rechargeBonus(tx, r, w!.credit, config.name);
  await transition(tx, rechargeWorkflow, 'confirm', Number(r.id), {
    ...move,
    set: { statementId, paidTime: new Date(), bonus },
  });
  return 'applied';
}

/** The recharge a payer's page is for (by its token), with what the page shows. */
export async function rechargeByToken(db: Queryable, token: string) {
  const [r] = await db
    .select({
      id: rechargeRecords.id,
      number: rechargeRecords.number,
      status: rechargeRecords.status,
      amount: rechargeRecords.amount,
      expiresAt: rechargeRecords.expiresAt,
      configurationId: rechargeRecords.configurationId,
      configType: onlinePaymentConfigurations.type,
      code: currencies.code,
      decimals: currencies.decimals,
      configName: onlinePaymentConfigurations.name,
      secret: onlinePaymentConfigurations.secret,
      customer: users.userName,
    })
    .from(rechargeRecords)
    .innerJoin(currencies, eq(currencies.id, rechargeRecords.currencyId))
    .innerJoin(onlinePaymentConfigurations, eq(onlinePaymentConfigurations.id, rechargeRecords.configurationId))
    .innerJoin(users, eq(users.id, rechargeRecords.ownerId))
    .where(eq(rechargeRecords.payToken, token));
  return r;
}

/** Waiting recharges past their deadline move to expired (a nightly-safe run; any time), or only
 * the one of `id` (its payer's page found it past its deadline). */
export async function expireRecharges(deps: Deps, id?: number): Promise<number> {
  const due = await deps.db
    .select({ id: rechargeRecords.id })
    .from(rechargeRecords)
    .where(
      and(
        eq(rechargeRecords.status, rechargeFlow.state.Pending),
        sql`${rechargeRecords.expiresAt} < now()`,
        id === undefined ? undefined : eq(rechargeRecords.id, id),
      ),
    )
    .limit(500);
  if (!due.length) return 0;
  const { moved } = await deps.db.transaction((tx) =>
    transitionMany(
      tx,
      rechargeWorkflow,
      'expire',
      due.map((d) => d.id),
      { auth: null, lang: 'en-us' },
      'each',
    ),
  );
  return moved.length;
}

// ---------------------------------------------------------------------------------------------
// The lists

const rechargeList = moneyList({
  table: rechargeRecords,
  id: rechargeRecords.id,
  owner: rechargeRecords.ownerId,
  currency: rechargeRecords.currencyId,
  created: rechargeRecords.creationTime,
  operator: rechargeRecords.operatorId,
  columns: {
    Number: rechargeRecords.number,
    Type: rechargeRecords.type,
    Status: rechargeRecords.status,
    Amount: rechargeRecords.amount,
    Bonus: rechargeRecords.bonus,
    ConfigurationName: sql<string>`coalesce(${onlinePaymentConfigurations.name}, '')`,
    PaidTime: optionalTime(rechargeRecords.paidTime),
    ExpiresAt: optionalTime(rechargeRecords.expiresAt),
    Reason: rechargeRecords.reason,
    PayToken: rechargeRecords.payToken,
    ProviderType: sql<number | null>`${onlinePaymentConfigurations.type}`,
  },
  joins: [[onlinePaymentConfigurations, eq(onlinePaymentConfigurations.id, rechargeRecords.configurationId)]],
  search: [rechargeRecords.number],
  type: rechargeRecords.type,
  workflow: rechargeWorkflow,
  order: { CreationTime: rechargeRecords.creationTime, Amount: rechargeRecords.amount },
  amounts: ['Amount', 'Bonus'],
  row: ({ PayToken, ProviderType, ...r }, { lang, own }: { lang: Lang; own?: SiteProviders }): RechargeRow => ({
    ...r,
    // Only its payer continues a payment: staff never get the page's address.
    PayUrl: own && waiting(r) && ProviderType !== null && offered(own, ProviderType) ? payUrlOf(PayToken) : '',
    TypeName: optionName(rechargeTypeOptions, r.Type, lang),
    StatusName: stateName(rechargeFlow, r.Status, lang),
  }),
});

/** A recharge its payer can still pay: waiting, not past its deadline. */
const waiting = (r: { Status: number; ExpiresAt: string | null }) =>
  r.Status === rechargeFlow.state.Pending && (!r.ExpiresAt || Date.parse(r.ExpiresAt) > Date.now());

/** The recharge lists; in the customer's own (`owner`), a recharge still waiting answers where its
 * payer continues, when the site still offers its provider (a site that switched the sandbox off
 * has no page). */
export const rechargePage = (
  db: Queryable,
  q: MoneyPageQuery,
  owner: number | undefined,
  lang: Lang,
  sorts: readonly ('CreationTime' | 'Amount')[],
  site?: SiteProviders,
) => rechargeList.page(db, q, { owner, lang, sorts, own: owner !== undefined ? site : undefined });

export async function rechargeById(
  db: Queryable,
  id: number,
  owner: number,
  lang: Lang,
  site: SiteProviders,
): Promise<RechargeRow> {
  const [found] = await rechargeList.records(db, and(eq(rechargeRecords.id, id), eq(rechargeRecords.ownerId, owner)), {
    lang,
    limit: 1,
    own: site,
  });
  if (!found) throw notFound();
  return found.row;
}
