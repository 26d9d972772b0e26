import {
  AmountStatementType,
  billFlow,
  type MoneySummary,
  SPENDING_DAYS,
  type SpendingDay,
  type UserMoneySummary,
} from '@wms/contract';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.js';
import { priceText } from '../../warehouse/commodities/service.js';

// The money at a glance (issue 29, item 7): figures PostgreSQL works out in a few grouped
// statements, never rows summed in JS. Days are UTC days, as the nightly runs count them.

const DAY_MS = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const startOfUtcDay = (ms: number) => ms - (ms % DAY_MS);

/** What bills moved in a wallet: a payment's row is negative, a refund's positive. */
const BILL_TYPES = [AmountStatementType.BillPayment, AmountStatementType.BillRefund];
/** What put money in: recharges by staff and online ones. */
const RECHARGE_TYPES = [AmountStatementType.ManualRecharge, AmountStatementType.OnlineRecharge];
const UNPAID = billFlow.state.Unpaid;

const list = (values: readonly number[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

interface CurrencyRecord {
  id: number;
  code: string;
  symbol: string;
  decimals: number;
}
const currencyOf = (r: CurrencyRecord) => ({
  CurrencyId: Number(r.id),
  CurrencyCode: r.code,
  CurrencySymbol: r.symbol,
  Decimals: Number(r.decimals),
});

/** A customer's own figures per currency they have a wallet or bills in: two statements, the
 * wallets with the unpaid bills grouped by currency, and the spending grouped by currency and
 * day over `amount_statements (user_id, creation_time)`. */
export async function userMoneySummary(db: Queryable, customerId: number, now = Date.now()): Promise<UserMoneySummary> {
  const today = startOfUtcDay(now);
  const first = today - (SPENDING_DAYS - 1) * DAY_MS;
  const days = Array.from({ length: SPENDING_DAYS }, (_, i) => dayOf(first + i * DAY_MS));

  const [held, spent] = await Promise.all([
    db.execute(sql`
      with billed as (
        select currency_id,
               count(*) filter (where status = ${UNPAID})::int as unpaid_count,
               coalesce(sum(amount) filter (where status = ${UNPAID}), 0) as unpaid_amount
        from bills where owner_id = ${customerId}
        group by currency_id
      ), held as (
        select currency_id from wallets where user_id = ${customerId}
        union
        select currency_id from billed
      )
      select c.id, c.code, c.symbol, c.decimals,
             coalesce(w.balance, 0)::text as balance,
             coalesce(w.credit_limit, 0)::text as credit_limit,
             (coalesce(w.balance, 0) + coalesce(w.credit_limit, 0))::text as available,
             coalesce(b.unpaid_count, 0)::int as unpaid_count,
             coalesce(b.unpaid_amount, 0)::text as unpaid_amount
      from held h
      join currencies c on c.id = h.currency_id
      left join wallets w on w.user_id = ${customerId} and w.currency_id = h.currency_id
      left join billed b on b.currency_id = h.currency_id
      order by c.is_base desc, c.code`),
    db.execute(sql`
      select currency_id, ((creation_time at time zone 'UTC')::date)::text as day, (-sum(amount))::text as amount
      from amount_statements
      where user_id = ${customerId}
        and creation_time >= ${new Date(first).toISOString()}::timestamptz
        and type in (${list(BILL_TYPES)})
      group by 1, 2`),
  ]);

  const byCurrency = new Map<number, Map<string, string>>();
  for (const r of spent.rows as { currency_id: number; day: string; amount: string }[]) {
    const id = Number(r.currency_id);
    if (!byCurrency.has(id)) byCurrency.set(id, new Map());
    byCurrency.get(id)!.set(r.day, r.amount);
  }

  type Held = CurrencyRecord & {
    balance: string;
    credit_limit: string;
    available: string;
    unpaid_count: number;
    unpaid_amount: string;
  };
  return {
    From: days[0]!,
    To: days[days.length - 1]!,
    Currencies: (held.rows as unknown as Held[]).map((r) => {
      const d = Number(r.decimals);
      const series = byCurrency.get(Number(r.id));
      const Spending: SpendingDay[] = days.map((day) => ({
        Date: day,
        Amount: priceText(series?.get(day) ?? '0', d),
      }));
      return {
        ...currencyOf(r),
        Balance: priceText(r.balance, d),
        CreditLimit: priceText(r.credit_limit, d),
        Available: priceText(r.available, d),
        UnpaidCount: Number(r.unpaid_count),
        UnpaidAmount: priceText(r.unpaid_amount, d),
        Spending,
      };
    }),
  };
}

/** Every customer's figures for staff, in one statement: today's statement rows by
 * `creation_time` (its own index), the unpaid bills by status, and the wallets below zero, each
 * grouped by currency; the base currency always answers, the others when they have a figure. */
export async function moneySummary(db: Queryable, now = Date.now()): Promise<MoneySummary> {
  const start = startOfUtcDay(now);
  const from = new Date(start).toISOString();
  const to = new Date(start + DAY_MS).toISOString();
  const moved = [...BILL_TYPES, ...RECHARGE_TYPES];
  const result = await db.execute(sql`
    with moved as (
      select currency_id,
             coalesce(-sum(amount) filter (where type in (${list(BILL_TYPES)})), 0) as payments,
             coalesce(sum(amount) filter (where type in (${list(RECHARGE_TYPES)})), 0) as recharges
      from amount_statements
      where creation_time >= ${from}::timestamptz and creation_time < ${to}::timestamptz
        and type in (${list(moved)})
      group by currency_id
    ), unpaid as (
      select currency_id, count(*)::int as n, sum(amount) as total
      from bills where status = ${UNPAID}
      group by currency_id
    ), owing as (
      select currency_id, count(*)::int as n, -sum(balance) as total
      from wallets where balance < 0
      group by currency_id
    )
    select c.id, c.code, c.symbol, c.decimals,
           coalesce(m.payments, 0)::text as payments,
           coalesce(m.recharges, 0)::text as recharges,
           coalesce(u.n, 0)::int as unpaid_count,
           coalesce(u.total, 0)::text as unpaid_amount,
           coalesce(o.n, 0)::int as owing_count,
           coalesce(o.total, 0)::text as owed,
           (select count(distinct user_id) from wallets where balance < 0)::int as customers_owing
    from currencies c
    left join moved m on m.currency_id = c.id
    left join unpaid u on u.currency_id = c.id
    left join owing o on o.currency_id = c.id
    where c.is_base or m.currency_id is not null or u.currency_id is not null or o.currency_id is not null
    order by c.is_base desc, c.code`);

  type Row = CurrencyRecord & {
    payments: string;
    recharges: string;
    unpaid_count: number;
    unpaid_amount: string;
    owing_count: number;
    owed: string;
    customers_owing: number;
  };
  const rows = result.rows as unknown as Row[];
  return {
    Date: dayOf(start),
    CustomersOwing: Number(rows[0]?.customers_owing ?? 0),
    Currencies: rows.map((r) => {
      const d = Number(r.decimals);
      return {
        ...currencyOf(r),
        PaymentsToday: priceText(r.payments, d),
        RechargesToday: priceText(r.recharges, d),
        UnpaidCount: Number(r.unpaid_count),
        UnpaidAmount: priceText(r.unpaid_amount, d),
        OwingCustomers: Number(r.owing_count),
        Owed: priceText(r.owed, d),
      };
    }),
  };
}
