import {
  AccountType,
  type AmountStatementRow,
  AmountStatementType,
  amountStatementTypeOptions,
  CouponKind,
  type EditCreditLimitBody,
  fieldLabel,
  type Lang,
  MAX_WALLET_AMOUNT,
  type ManualRechargeBody,
  Money,
  RechargeType,
  rechargeFlow,
  StatementCause,
  type WalletChangeBody,
  type WalletRow,
  XLSX_TYPE,
} from '@wms/contract';
import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../../db/client.js';
import { amountStatements, currencies, rechargeRecords, users, wallets } from '../../../db/schema/index.js';
import type { Auth } from '../../../platform/auth.js';
import type { Deps } from '../../../platform/deps.js';
import { invalid } from '../../../platform/errors.js';
import { emitEvent } from '../../../platform/events.js';
import { t } from '../../../platform/i18n.js';
import { type Ledger, post } from '../../../platform/ledger.js';
import { inTransaction } from '../../../platform/notify.js';
import { dateRange, isoTime, pageOf, pageWindow, param, sortBy } from '../../../platform/paging.js';
import type { PdfTable } from '../../../platform/pdf.js';
import { prepared, preparedSql } from '../../../platform/prepared.js';
import { download } from '../../../platform/route.js';
import { tableXlsx } from '../../../platform/xlsx.js';
import { checkPlaces } from '../../reference/currencies/places.js';
import { priceText } from '../../warehouse/commodities/service.js';
import { checkCoupons, heldCouponsById, useCoupons, whyNot } from '../coupons/rules.js';

/** A wallet's balance and its statements are a ledger (platform/ledger.ts): the balance moves in
 * one conditional statement that refuses going below minus the credit limit. */
export const WALLET_LEDGER: Ledger = {
  account: wallets,
  accountId: wallets.id,
  balance: wallets.balance,
  creditLimit: wallets.creditLimit,
  log: amountStatements,
  logAccount: amountStatements.walletId,
  before: amountStatements.balanceBefore,
  after: amountStatements.balanceAfter,
  logOrder: amountStatements.id,
};

/** The most rows an export writes: a workbook beyond that is a report's job, not a list's. */
const EXPORT_ROWS = 10_000;

export interface StatementFilters {
  CustomerId?: number;
  CurrencyId?: number;
  Type?: number;
  StartDate?: string;
  EndDate?: string;
  sortType: number;
  descendingOrder: boolean;
}

const typeName = (type: number, lang: Lang) =>
  amountStatementTypeOptions.find((o) => o.Value === type)?.Name[lang] ?? String(type);

const operator = alias(users, 'operator');

/** The customer's wallet in the currency, made when it has none yet; refuses a customer or a
 * currency that is not there (Code 2 on the field). Answers the currency's places too. */
export async function openWallet(tx: Tx, customerId: number, currencyId: number) {
  // The customer, the currency and the wallet held in it, in one prepared statement: every
  // payment and change opens its wallet first, and three statements were three round trips
  // (and, unnamed, three parses and plans).
  const [found] = await preparedSql<{
    customer: boolean;
    decimals: number | null;
    code: string | null;
    deactivated: boolean | null;
    wallet: number | null;
  }>(
    tx,
    'wallets:open',
    () => sql`
      select exists(
          select 1 from ${users} where ${users.id} = ${param('customer')}::int and ${users.accountType} = ${AccountType.Customer}
            and ${users.isDeactivate} = false
        ) as customer,
        ${currencies.decimals} as decimals, ${currencies.code} as code, ${currencies.isDeactivate} as deactivated,
        (select ${wallets.id} from ${wallets}
          where ${wallets.userId} = ${param('customer')}::int and ${wallets.currencyId} = ${param('currency')}::int) as wallet
      from (select ${param('currency')}::int as id) wanted left join ${currencies} on ${currencies.id} = wanted.id`,
    { customer: customerId, currency: currencyId },
  );
  if (!found!.customer) throw invalid('CustomerId', 'wallets.notCustomer');
  const currency =
    found!.decimals === null
      ? undefined
      : { decimals: Number(found!.decimals), code: found!.code!, deactivated: found!.deactivated! };
  const held = found!.wallet === null ? undefined : { id: Number(found!.wallet) };
  // A deactivated currency keeps the wallets it has; no new one is opened in it.
  if (!currency || (!held && currency.deactivated)) throw invalid('CurrencyId', 'validation.unknownChoice');
  let id = held?.id;
  if (id === undefined) {
    // Two first changes at once: one inserts, the other finds the row the first made.
    await tx.insert(wallets).values({ userId: customerId, currencyId }).onConflictDoNothing();
    const [made] = await tx
      .select({ id: wallets.id })
      .from(wallets)
      .where(and(eq(wallets.userId, customerId), eq(wallets.currencyId, currencyId)));
    id = made!.id;
  }
  return { id, decimals: currency.decimals, code: currency.code };
}

/** One wallet change's statement row (the caller has posted it through WALLET_LEDGER in `tx`):
 * a manual change unless the cause says otherwise. Answers its id. */
export interface StatementInput {
  tx: Tx;
  walletId: number;
  customerId: number;
  currencyId: number;
  type: number;
  amount: string;
  before: string;
  after: string;
  creditLimit: string;
  reason: string;
  operatorId: number | null;
  cause?: { kind: number; id: number; number: string };
}
export async function recordStatement(c: StatementInput): Promise<number> {
  // Prepared once: every change of a wallet writes one. A bill's payment or refund writes its row
  // in the statement that makes its record (bills/payments.ts, recordPayment).
  const [row] = await prepared(
    c.tx,
    'wallets:statement',
    (h) =>
      h
        .insert(amountStatements)
        .values({
          walletId: param('wallet'),
          userId: param('customer'),
          currencyId: param('currency'),
          type: param('type'),
          amount: param('amount'),
          balanceBefore: param('before'),
          balanceAfter: param('after'),
          creditLimit: param('credit'),
          causeKind: param('causeKind'),
          causeId: param('causeId'),
          causeNumber: param('causeNumber'),
          reason: param('reason'),
          operatorId: param('operator'),
        })
        .returning({ id: amountStatements.id }),
    {
      wallet: c.walletId,
      customer: c.customerId,
      currency: c.currencyId,
      type: c.type,
      amount: c.amount,
      before: c.before,
      after: c.after,
      credit: c.creditLimit,
      causeKind: c.cause?.kind ?? StatementCause.Manual,
      causeId: c.cause?.id ?? null,
      causeNumber: c.cause?.number ?? '',
      reason: c.reason,
      operator: c.operatorId,
    },
  );
  return row!.id;
}

/**
 * The recharge coupons of a paid recharge that can still be used (unused, valid, minimum met) are
 * used on it, and what they add is credited: a statement row of its own. Answers the bonus.
 */
export async function rechargeBonus(
  tx: Tx,
  r: { id: number; number: string; amount: string; currency_id: number; wallet_id: number; owner_id: number },
  credit: string,
  reason: string,
): Promise<string> {
  const [row] = await tx
    .select({ ids: rechargeRecords.couponIds })
    .from(rechargeRecords)
    .where(eq(rechargeRecords.id, Number(r.id)));
  const ids = row?.ids ?? [];
  if (!ids.length) return '0';
  const use = {
    ownerId: Number(r.owner_id),
    kind: CouponKind.Recharge,
    currencyId: Number(r.currency_id),
    amount: r.amount,
  };
  const held = (await heldCouponsById(tx, ids)).filter((c) => whyNot(c, use) === null);
  const used = await useCoupons(
    tx,
    held.map((c) => Number(c.id)),
    r.number,
  );
  const bonus = Money.sum(held.filter((c) => used.includes(Number(c.id))).map((c) => c.preferential_amount));
  if (bonus.isZero()) return '0';
  const posted = (await post(tx, WALLET_LEDGER, Number(r.wallet_id), bonus.toFixed(), { floor: 'none' }))!;
  await recordStatement({
    tx,
    walletId: Number(r.wallet_id),
    customerId: Number(r.owner_id),
    currencyId: Number(r.currency_id),
    type: AmountStatementType.RechargeBonus,
    amount: bonus.toFixed(),
    before: posted.before,
    after: posted.after,
    creditLimit: credit,
    reason,
    operatorId: null,
    cause: { kind: StatementCause.Recharge, id: Number(r.id), number: r.number },
  });
  return bonus.toFixed();
}

export function walletService(deps: Deps) {
  const { db } = deps;

  const walletFor = openWallet;
  const writeStatement = (c: Omit<StatementInput, 'operatorId'> & { auth: Auth }) =>
    recordStatement({ ...c, operatorId: c.auth.userId });

  const creditOf = async (tx: Tx, walletId: number) =>
    (await tx.select({ v: wallets.creditLimit }).from(wallets).where(eq(wallets.id, walletId)))[0]!.v;

  /** A manual recharge (`sign` 1) or deduction (-1): the post, its statement row and the business
   * event, all in one transaction. */
  async function change(auth: Auth, b: WalletChangeBody | ManualRechargeBody, sign: 1 | -1) {
    return inTransaction(deps, async (tx) => {
      const w = await walletFor(tx, b.CustomerId, b.CurrencyId);
      checkPlaces('Amount', b.Amount, w.decimals, { max: MAX_WALLET_AMOUNT, zero: 'refused' });
      const delta = sign === 1 ? b.Amount : Money.of(b.Amount).negated().toFixed();
      const posted = await post(tx, WALLET_LEDGER, w.id, delta);
      // Recharge coupons: checked after the wallet's lock, as a paid online recharge's are (one
      // lock order), refused with the picker's reasons; what they add is credited below.
      const chosen = sign === 1 && 'UserCouponIds' in b ? (b.UserCouponIds ?? []) : [];
      if (chosen.length)
        await checkCoupons(tx, chosen, {
          ownerId: b.CustomerId,
          kind: CouponKind.Recharge,
          currencyId: b.CurrencyId,
          amount: b.Amount,
        });
      if (!posted) {
        const [now] = await tx
          .select({ balance: wallets.balance, credit: wallets.creditLimit })
          .from(wallets)
          .where(eq(wallets.id, w.id));
        const most = Money.of(now!.balance).plus(now!.credit);
        const max = priceText((most.isNegative() ? Money.zero : most).toFixed(), w.decimals);
        throw invalid('Amount', 'wallets.overAvailable', { max: `${max} ${w.code}` });
      }
      const creditLimit = await creditOf(tx, w.id);
      const type = sign === 1 ? AmountStatementType.ManualRecharge : AmountStatementType.ManualDeduct;
      const statementId = await writeStatement({
        tx,
        auth,
        walletId: w.id,
        customerId: b.CustomerId,
        currencyId: b.CurrencyId,
        type,
        amount: delta,
        before: posted.before,
        after: posted.after,
        creditLimit,
        reason: b.Reason,
      });
      // A staff recharge is a recharge record too (paid when made), beside the online ones.
      let bonus = '0';
      if (sign === 1) {
        const [r] = await tx
          .insert(rechargeRecords)
          .values({
            ownerId: b.CustomerId,
            currencyId: b.CurrencyId,
            walletId: w.id,
            type: RechargeType.Manual,
            status: rechargeFlow.state.Paid,
            amount: b.Amount,
            couponIds: [...chosen],
            statementId,
            paidTime: new Date(),
            reason: b.Reason,
            operatorId: auth.userId,
          })
          .returning({ id: rechargeRecords.id, number: rechargeRecords.number });
        bonus = await rechargeBonus(
          tx,
          {
            id: r!.id,
            number: r!.number,
            amount: b.Amount,
            currency_id: b.CurrencyId,
            wallet_id: w.id,
            owner_id: b.CustomerId,
          },
          creditLimit,
          b.Reason,
        );
        if (!Money.of(bonus).isZero()) {
          await tx.update(rechargeRecords).set({ bonus }).where(eq(rechargeRecords.id, r!.id));
          posted.after = Money.of(posted.after).plus(bonus).toFixed();
        }
      }
      // Consumers to come (messages to the customer) follow the wallet's changes from the outbox.
      await emitEvent(tx, {
        type: sign === 1 ? 'wallet.recharged' : 'wallet.deducted',
        entity: 'Wallet',
        recordId: w.id,
        actorId: auth.userId,
        payload: {
          ownerId: b.CustomerId,
          statementId,
          currency: w.code,
          amount: priceText(delta, w.decimals),
          balanceAfter: priceText(posted.after, w.decimals),
          reason: b.Reason,
        },
      });
      const answer = changed(w, statementId, posted, creditLimit);
      return sign === 1 ? { ...answer, Bonus: priceText(bonus, w.decimals) } : answer;
    });
  }

  /** What a change answers: the wallet, its statement row, the balance before and after and the
   * credit limit, in the currency's places. */
  const changed = (
    w: { id: number; decimals: number },
    statementId: number,
    posted: { before: string; after: string },
    creditLimit: string,
  ) => ({
    WalletId: w.id,
    StatementId: statementId,
    BalanceBefore: priceText(posted.before, w.decimals),
    BalanceAfter: priceText(posted.after, w.decimals),
    CreditLimit: priceText(creditLimit, w.decimals),
  });

  /** A credit limit change is a statement row too (amount 0, balance unchanged, the new limit and
   * the reason), so the wallet's history is one list. It may not drop below what is owed. */
  async function editCreditLimit(auth: Auth, b: EditCreditLimitBody) {
    return inTransaction(deps, async (tx) => {
      const w = await walletFor(tx, b.CustomerId, b.CurrencyId);
      checkPlaces('CreditLimit', b.CreditLimit, w.decimals, { max: MAX_WALLET_AMOUNT });
      // A post of 0 locks the wallet row and reads its balance, so no change slips in between.
      const posted = (await post(tx, WALLET_LEDGER, w.id, 0, { floor: 'none' }))!;
      const owed = Money.of(posted.after).negated();
      if (Money.of(b.CreditLimit).compare(owed) < 0)
        throw invalid('CreditLimit', 'wallets.creditBelowOwed', { min: `${priceText(owed.toFixed(), w.decimals)}` });
      await tx.update(wallets).set({ creditLimit: b.CreditLimit }).where(eq(wallets.id, w.id));
      const statementId = await writeStatement({
        tx,
        auth,
        walletId: w.id,
        customerId: b.CustomerId,
        currencyId: b.CurrencyId,
        type: AmountStatementType.CreditLimitChanged,
        amount: '0',
        before: posted.before,
        after: posted.after,
        creditLimit: b.CreditLimit,
        reason: b.Reason,
      });
      return changed(w, statementId, posted, b.CreditLimit);
    });
  }

  const walletColumns = {
    Id: wallets.id,
    CustomerId: wallets.userId,
    CustomerName: users.userName,
    CurrencyId: wallets.currencyId,
    CurrencyCode: currencies.code,
    Decimals: currencies.decimals,
    Balance: wallets.balance,
    CreditLimit: wallets.creditLimit,
    CreationTime: isoTime(wallets.creationTime),
  };

  async function walletList(
    q: { CustomerId?: number; CurrencyId?: number; index: number; rows: number },
    owner: number | undefined,
  ): Promise<{ rows: WalletRow[]; total: number }> {
    const customer = owner ?? q.CustomerId;
    const where = and(
      customer === undefined ? undefined : eq(wallets.userId, customer),
      q.CurrencyId === undefined ? undefined : eq(wallets.currencyId, q.CurrencyId),
    );
    const { limit, offset } = pageWindow(q);
    const { rows, total } = await pageOf(
      db
        .select(walletColumns)
        .from(wallets)
        .innerJoin(users, eq(users.id, wallets.userId))
        .innerJoin(currencies, eq(currencies.id, wallets.currencyId))
        .where(where)
        .orderBy(users.userName, currencies.code, wallets.id)
        .limit(limit)
        .offset(offset),
      db.select({ count: count() }).from(wallets).where(where),
    );
    return {
      total,
      rows: rows.map(({ Decimals, ...r }) => ({
        ...r,
        Balance: priceText(r.Balance, Decimals),
        CreditLimit: priceText(r.CreditLimit, Decimals),
        Available: priceText(Money.of(r.Balance).plus(r.CreditLimit).toFixed(), Decimals),
      })),
    };
  }

  const statementWhere = (q: StatementFilters, owner: number | undefined): SQL | undefined => {
    const customer = owner ?? q.CustomerId;
    return and(
      customer === undefined ? undefined : eq(amountStatements.userId, customer),
      q.CurrencyId === undefined ? undefined : eq(amountStatements.currencyId, q.CurrencyId),
      q.Type === undefined ? undefined : eq(amountStatements.type, q.Type),
      dateRange(amountStatements.creationTime, q),
    );
  };

  /** Statement rows of the filters; `owner` (a customer's own id) overrides any customer filter. */
  async function statements(
    q: StatementFilters,
    owner: number | undefined,
    lang: Lang,
    window: { limit: number; offset: number },
    sorts: readonly ('CreationTime' | 'Amount')[],
  ): Promise<AmountStatementRow[]> {
    const rows = await db
      .select({
        Id: amountStatements.id,
        WalletId: amountStatements.walletId,
        CustomerId: amountStatements.userId,
        CustomerName: users.userName,
        CurrencyId: amountStatements.currencyId,
        CurrencyCode: currencies.code,
        Decimals: currencies.decimals,
        Type: amountStatements.type,
        Amount: amountStatements.amount,
        BalanceBefore: amountStatements.balanceBefore,
        BalanceAfter: amountStatements.balanceAfter,
        CreditLimit: amountStatements.creditLimit,
        CauseKind: amountStatements.causeKind,
        CauseId: amountStatements.causeId,
        CauseNumber: amountStatements.causeNumber,
        Reason: amountStatements.reason,
        OperatorName: operator.userName,
        CreationTime: isoTime(amountStatements.creationTime),
      })
      .from(amountStatements)
      .innerJoin(users, eq(users.id, amountStatements.userId))
      .innerJoin(currencies, eq(currencies.id, amountStatements.currencyId))
      .leftJoin(operator, eq(operator.id, amountStatements.operatorId))
      .where(statementWhere(q, owner))
      .orderBy(
        ...sortBy(
          q,
          sorts,
          { CreationTime: amountStatements.creationTime, Amount: amountStatements.amount },
          amountStatements.id,
        ),
      )
      .limit(window.limit)
      .offset(window.offset);
    return rows.map(({ Decimals, ...r }) => ({
      ...r,
      TypeName: typeName(r.Type, lang),
      Amount: priceText(r.Amount, Decimals),
      BalanceBefore: priceText(r.BalanceBefore, Decimals),
      BalanceAfter: priceText(r.BalanceAfter, Decimals),
      CreditLimit: priceText(r.CreditLimit, Decimals),
      OperatorName: r.OperatorName ?? '',
    }));
  }

  async function statementPage(
    q: StatementFilters & { index: number; rows: number },
    owner: number | undefined,
    lang: Lang,
    sorts: readonly ('CreationTime' | 'Amount')[],
  ) {
    const [rows, [total]] = await Promise.all([
      statements(q, owner, lang, pageWindow(q), sorts),
      db.select({ count: count() }).from(amountStatements).where(statementWhere(q, owner)),
    ]);
    return { rows, total: Number(total?.count ?? 0) };
  }

  /** The statements of the filters as a workbook; a customer's has no customer column. */
  async function exportStatements(
    q: StatementFilters,
    owner: number | undefined,
    lang: Lang,
    sorts: readonly ('CreationTime' | 'Amount')[],
  ) {
    const rows = await statements(q, owner, lang, { limit: EXPORT_ROWS, offset: 0 }, sorts);
    const staff = owner === undefined;
    const col = (field: string, width: number, align?: 'right') => ({ title: fieldLabel(field, lang), width, align });
    const table: PdfTable = {
      // The screen's own title names the sheet and the file.
      title: t(lang, 'AmountStatementIndex'),
      columns: [
        col('CreationTime', 14),
        ...(staff ? [col('CustomerName', 12)] : []),
        col('Currency', 6),
        col('TypeName', 10),
        col('Amount', 10, 'right'),
        col('BalanceBefore', 10, 'right'),
        col('BalanceAfter', 10, 'right'),
        col('CreditLimit', 10, 'right'),
        col('CauseNumber', 10),
        col('Reason', 20),
        col('OperatorName', 10),
      ],
      // Amounts stay decimal text: a float in the workbook could show what the ledger never held.
      rows: rows.map((r) => [
        r.CreationTime.replace('T', ' ').slice(0, 19),
        ...(staff ? [r.CustomerName] : []),
        r.CurrencyCode,
        r.TypeName,
        r.Amount,
        r.BalanceBefore,
        r.BalanceAfter,
        r.CreditLimit,
        r.CauseNumber,
        r.Reason,
        r.OperatorName,
      ]),
    };
    return download(XLSX_TYPE, await tableXlsx(table), `${t(lang, 'AmountStatementIndex')}.xlsx`);
  }

  return { change, editCreditLimit, walletList, statementPage, exportStatements };
}
