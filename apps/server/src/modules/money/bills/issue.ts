import {
  BillingMode,
  BillType,
  billFlow,
  CalculationMethod,
  type ChargeEvent,
  type ChargeMethod,
  type ChargeRule,
  type ChargeTrigger,
  chargeLines,
  Money,
  type PriceCurrency,
  PriceRoundingMode,
  packageFlow,
  QuotationKind,
  QuotationScope,
  SettlementCycle,
  StorageChargeBasis,
  storageDayCharge,
  TaxMethod,
  TriggerDataSource,
  TriggerRule,
} from '@wms/contract';
import { sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../../db/client.js';
import type { Deps } from '../../../platform/deps.js';
import { emitEvent } from '../../../platform/events.js';
import { transitionMany } from '../../../platform/transition.js';
import { customerOrganisations } from '../quotations/available.js';
import { payBills } from './payments.js';
import { billWorkflow } from './workflow.js';

// ---------------------------------------------------------------------------------------------
// Issuing bills (docs/domain.md, "Bills and payments"). One way in: `issueBill`, called by the
// event consumer below (a parcel signed, inspected or shelved), the daily storage run and the
// settlement cycle run (jobs.ts). Each bill has an issue key naming what issued it, unique in the
// table, so an event delivered twice or a run repeated issues nothing more.

type BillTypeValue = (typeof BillType)[keyof typeof BillType];

export interface BillLineInput {
  expenseTypeId: number;
  description: string;
  net: string;
  tax: string;
  gross: string;
}

export interface IssueInput {
  ownerId: number;
  currencyId: number;
  type: BillTypeValue;
  /** SettlementCycle: each time (the bill is payable now) or weekly or monthly (it waits for the
   * cycle's statement bill). */
  settlement: number;
  /** BillingMode.Deduct: paid from the wallet at once when balance and credit allow. */
  deduct: boolean;
  issueKey: string;
  source: { entity: string; id: number | null; number: string };
  lines: BillLineInput[];
  period?: { start: string; end: string };
  /** Bills a statement bill gathers (moved to InStatement in the same transaction). */
  gathers?: number[];
}

const sum = (values: string[]) => Money.sum(values).toFixed();

/**
 * Issues one bill with its lines; answers its id, or null when there was nothing to charge or
 * the key was issued before. A bill billed by deduction is then paid from the wallet when the
 * wallet allows (else it stays unpaid for the customer to pay).
 */
export async function issueBill(tx: Tx, b: IssueInput): Promise<number | null> {
  if (!b.lines.length) return null;
  const status = b.settlement === SettlementCycle.EachTime ? billFlow.state.Unpaid : billFlow.state.Accruing;
  // Totals in exact decimals: the sum of the lines to the last place.
  const res = await tx.execute(sql`
    insert into bills (owner_id, currency_id, type, status, net, tax, amount, settlement, issue_key,
      source_entity, source_id, source_number, period_start, period_end)
    values (${b.ownerId}, ${b.currencyId}, ${b.type}, ${status},
      ${sum(b.lines.map((l) => l.net))}, ${sum(b.lines.map((l) => l.tax))}, ${sum(b.lines.map((l) => l.gross))},
      ${b.settlement}, ${b.issueKey}, ${b.source.entity}, ${b.source.id}, ${b.source.number},
      ${b.period?.start ?? null}::date, ${b.period?.end ?? null}::date)
    on conflict (issue_key) do nothing
    returning id, number, amount::text as amount`);
  const made = res.rows[0] as { id: number; number: string; amount: string } | undefined;
  if (!made) return null;
  const id = Number(made.id);
  await tx.execute(sql`
    insert into bill_lines (bill_id, expense_type_id, description, net, tax, gross)
    select ${id}, x.expense_type_id, x.description, x.net, x.tax, x.gross
    from jsonb_to_recordset(${JSON.stringify(
      b.lines.map((l) => ({
        expense_type_id: l.expenseTypeId,
        description: l.description,
        net: l.net,
        tax: l.tax,
        gross: l.gross,
      })),
    )}::jsonb) as x(expense_type_id int, description text, net numeric, tax numeric, gross numeric)`);
  if (b.gathers?.length) {
    await transitionMany(tx, billWorkflow, 'gather', b.gathers, {
      auth: null,
      lang: 'en-us',
      note: made.number,
      set: { statementBillId: id },
    });
  }
  await emitEvent(tx, {
    type: 'bill.issued',
    entity: 'Bill',
    recordId: id,
    payload: { OwnerId: b.ownerId, Name: made.number, Amount: made.amount, Type: b.type },
  });
  if (b.deduct && status === billFlow.state.Unpaid) {
    await payBills(tx, { auth: null, ownerId: b.ownerId, billIds: [id], lang: 'en-us', ifAffordable: true });
  }
  return id;
}

// ---------------------------------------------------------------------------------------------
// What a customer is charged: the charge rules of a trigger, priced from the rule itself (in the
// base currency) or from the customer's own quotation (in its currency).

interface RuleRow {
  id: number;
  expense_type_id: number;
  source: number;
  method: number;
  amount: string;
  percent_of_expense_type_id: number | null;
  tax: number;
  tax_rate: string;
  settlement: number;
  billing_mode: number;
  rounding: number;
}

const METHOD: Record<number, ChargeMethod> = {
  [CalculationMethod.Fixed]: 'fixed',
  [CalculationMethod.PerPiece]: 'perPiece',
  [CalculationMethod.PerKg]: 'perKg',
  [CalculationMethod.PerM3]: 'perM3',
  [CalculationMethod.Percentage]: 'percentage',
};
const TAX = {
  [TaxMethod.None]: 'none',
  [TaxMethod.Inclusive]: 'inclusive',
  [TaxMethod.Exclusive]: 'exclusive',
} as const;
const TRIGGER: Record<number, ChargeTrigger> = {
  [TriggerDataSource.PackageSigned]: 'PackageSigned',
  [TriggerDataSource.ItemShelved]: 'ItemShelved',
  [TriggerDataSource.Inspection]: 'Inspection',
  [TriggerDataSource.StorageDay]: 'StorageDay',
  [TriggerDataSource.OrderPacked]: 'OrderPacked',
  [TriggerDataSource.ValueAddedService]: 'ValueAddedService',
};

/** The active rules of a trigger, in id order. */
async function rulesOf(db: Queryable, trigger: number): Promise<RuleRow[]> {
  const res = await db.execute(sql`
    select id, expense_type_id, source, method, amount::text as amount, percent_of_expense_type_id, tax,
      tax_rate::text as tax_rate, settlement, billing_mode, ${PriceRoundingMode.Decimals}::int as rounding
    from charge_rules where trigger = ${trigger} and not is_deactivate order by id`);
  return res.rows as unknown as RuleRow[];
}

const asRule = (r: RuleRow, trigger: number, amount: string): ChargeRule => ({
  Trigger: TRIGGER[trigger]!,
  ExpenseTypeId: r.expense_type_id,
  Method: METHOD[r.method] ?? 'fixed',
  Amount: amount,
  PercentOf: r.percent_of_expense_type_id,
  Tax: TAX[r.tax as keyof typeof TAX] ?? 'none',
  TaxRate: r.tax_rate,
  // The rule's own amount times what happened is a charge that must not fall short: up to the
  // currency's places (docs/domain.md, "Money"); a quotation's price rounds as it says (below).
  Rounding: r.rounding === PriceRoundingMode.Up ? 'up' : 'decimalsUp',
});

interface CurrencyRow {
  id: number;
  code: string;
  decimals: number;
  exchange_rate: string;
}
const priceCurrency = (c: CurrencyRow): PriceCurrency => ({
  Code: c.code,
  Decimals: Number(c.decimals),
  ExchangeRate: c.exchange_rate,
});

async function baseCurrency(db: Queryable): Promise<CurrencyRow> {
  const res = await db.execute(
    sql`select id, code, decimals, exchange_rate::text as exchange_rate from currencies where is_base limit 1`,
  );
  return res.rows[0] as unknown as CurrencyRow;
}

/** A customer's own quotation of a kind for each warehouse: their named price over their
 * organisation's over everyone's (the first made among equals), active quotations only. Answers,
 * per owner and warehouse, the quotation's id. One statement for any number of customers. */
async function ownQuotations(
  db: Queryable,
  kind: typeof QuotationKind.Storage | typeof QuotationKind.Warehousing,
  ownerIds: number[],
): Promise<Map<string, number>> {
  if (!ownerIds.length) return new Map();
  const [table, key] =
    kind === QuotationKind.Storage
      ? [sql`storage_quotations`, sql`storage_quotation_id`]
      : [sql`warehousing_quotations`, sql`warehousing_quotation_id`];
  const res = await db.execute(sql`
    select distinct on (o.id, q.warehouse_id) o.id as owner_id, q.warehouse_id, q.id as quotation_id
    from unnest(${`{${ownerIds.join(',')}}`}::int[]) as o(id)
    join available_quotations aq on aq.kind = ${kind} and (
      aq.scope = ${QuotationScope.All}
      or exists (select 1 from available_quotation_customers n where n.available_id = aq.id and n.user_id = o.id)
      or (aq.scope = ${QuotationScope.Organization} and aq.organize_id in (${customerOrganisations(sql`o.id`)})))
    join ${table} q on q.id = aq.${key} and not q.is_deactivate
    order by o.id, q.warehouse_id,
      case when aq.scope = ${QuotationScope.Customers} then 3 when aq.scope = ${QuotationScope.Organization} then 2 else 1 end desc,
      aq.id`);
  return new Map(
    (res.rows as { owner_id: number; warehouse_id: number; quotation_id: number }[]).map((r) => [
      `${r.owner_id}:${r.warehouse_id}`,
      Number(r.quotation_id),
    ]),
  );
}

/** A group of lines that become one bill: one currency, one settlement and billing mode. */
interface Group {
  currency: CurrencyRow;
  settlement: number;
  mode: number;
  lines: BillLineInput[];
}
function addLines(groups: Map<string, Group>, currency: CurrencyRow, rule: RuleRow, lines: BillLineInput[]) {
  const k = `${currency.id}:${rule.settlement}:${rule.billing_mode}`;
  let g = groups.get(k);
  if (!g) {
    g = { currency, settlement: rule.settlement, mode: rule.billing_mode, lines: [] };
    groups.set(k, g);
  }
  g.lines.push(...lines);
}

/** Rules priced for one event, by the currency each is charged in. */
type Priced = Map<number, { currency: CurrencyRow; rules: { row: RuleRow; rule: ChargeRule }[] }>;
function addPriced(priced: Priced, currency: CurrencyRow, row: RuleRow, rule: ChargeRule) {
  const entry = priced.get(currency.id) ?? { currency, rules: [] };
  entry.rules.push({ row, rule });
  priced.set(currency.id, entry);
}

/** The charge lines of an event under its priced rules, each into the group (bill) of its rule. */
function addCharges(groups: Map<string, Group>, event: ChargeEvent, priced: Priced, description: string) {
  for (const { currency, rules } of priced.values()) {
    const lines = chargeLines(
      event,
      rules.map((x) => x.rule),
      priceCurrency(currency),
    );
    // chargeLines answers a line per rule that charged something, percentages last.
    const ordered = [
      ...rules.filter((x) => x.rule.Method !== 'percentage'),
      ...rules.filter((x) => x.rule.Method === 'percentage'),
    ];
    let i = 0;
    for (const x of ordered) {
      const line = lines[i];
      if (!line || line.ExpenseTypeId !== x.rule.ExpenseTypeId) continue;
      i++;
      addLines(groups, currency, x.row, [
        { expenseTypeId: line.ExpenseTypeId, description, net: line.Net, tax: line.Tax, gross: line.Gross },
      ]);
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Parcels signed, inspected, shelved: warehousing bills

/** The inbound moves that cost something, and the trigger each one is. */
export const INBOUND_TRIGGERS: Record<string, number> = {
  'Package.sign': TriggerDataSource.PackageSigned,
  'Package.signIncomplete': TriggerDataSource.PackageSigned,
  'Package.passInspection': TriggerDataSource.Inspection,
  'Package.failInspection': TriggerDataSource.Inspection,
  'Package.shelve': TriggerDataSource.ItemShelved,
};

/** The warehousing quotation's price of each trigger. */
const QUOTED: Record<number, string> = {
  [TriggerDataSource.PackageSigned]: 'per_package_signed',
  [TriggerDataSource.ItemShelved]: 'per_item_shelved',
  [TriggerDataSource.Inspection]: 'per_inspection',
};

const m3 = (l: string, w: string, h: string) => `(${l}::numeric * ${w}::numeric * ${h}::numeric / 1000000)`;

/** Bills what an inbound move of one parcel costs under the rules of its trigger. */
export async function billInboundMove(tx: Tx, eventId: number, type: string, packageId: number) {
  const trigger = INBOUND_TRIGGERS[type];
  if (trigger === undefined) return;
  const rules = await rulesOf(tx, trigger);
  if (!rules.length) return;
  const pr = await tx.execute(sql`
    select id, number, owner_id, warehouse_id, weight::text as weight,
      (length * width * height / 1000000)::text as volume
    from packages where id = ${packageId}`);
  const p = pr.rows[0] as
    | { id: number; number: string; owner_id: number; warehouse_id: number; weight: string; volume: string }
    | undefined;
  if (!p) return;
  const event = { Trigger: TRIGGER[trigger]!, Pieces: 1, WeightKg: p.weight, VolumeM3: p.volume };
  const groups = new Map<string, Group>();
  const base = await baseCurrency(tx);
  const quoted = rules.some((r) => r.source === TriggerRule.FromQuotation)
    ? (await ownQuotations(tx, QuotationKind.Warehousing, [p.owner_id])).get(`${p.owner_id}:${p.warehouse_id}`)
    : undefined;
  let quote: (CurrencyRow & { price: string; rounding: number }) | undefined;
  if (quoted !== undefined) {
    const q = await tx.execute(sql`
      select c.id, c.code, c.decimals, c.exchange_rate::text as exchange_rate, q.rounding,
        (${sql.raw(`q.${QUOTED[trigger]}`)})::text as price
      from warehousing_quotations q join currencies c on c.id = q.currency_id where q.id = ${quoted}`);
    quote = q.rows[0] as unknown as CurrencyRow & { price: string; rounding: number };
  }
  // Each rule is charged in its own currency; percentages with the rules of their currency.
  const priced: Priced = new Map();
  for (const r of rules) {
    if (r.source !== TriggerRule.FromQuotation) {
      addPriced(priced, base, r, asRule(r, trigger, r.amount));
      continue;
    }
    if (!quote) continue; // no warehousing price applies to this customer here: nothing to charge
    const rule = asRule(r, trigger, quote.price);
    rule.Rounding = quote.rounding === PriceRoundingMode.Up ? 'up' : 'decimals';
    addPriced(priced, quote, r, rule);
  }
  addCharges(groups, event, priced, p.number);
  for (const [k, g] of groups) {
    await issueBill(tx, {
      ownerId: p.owner_id,
      currencyId: g.currency.id,
      type: BillType.Warehousing,
      settlement: g.settlement,
      deduct: g.mode === BillingMode.Deduct,
      issueKey: `event:${eventId}:${k}`,
      source: { entity: 'Package', id: p.id, number: p.number },
      lines: g.lines,
    });
  }
}

// ---------------------------------------------------------------------------------------------
// The daily storage run

/** The parcels in the warehouse at the end of `day`, with their day of storage (the day signed is
 * day 1): signed by then and not yet gone out. */
const IN_WAREHOUSE = [packageFlow.state.ToBeCompleted, packageFlow.state.Completed, packageFlow.state.Shippable];

/**
 * Bills one day of storage: per customer, currency and rule group one bill with a line per
 * parcel. Safe to run twice for the same day (the keys name the day). Answers the bills issued.
 */
export async function runStorageDay(deps: Deps, day: string): Promise<number> {
  const rules = await rulesOf(deps.db, TriggerDataSource.StorageDay);
  if (!rules.length) return 0;
  const parcels = (
    await deps.db.execute(sql`
      select p.id, p.number, p.owner_id, p.warehouse_id, p.weight::text as weight,
        ${sql.raw(m3('p.length', 'p.width', 'p.height'))}::text as volume,
        (${day}::date - (p.signed_time at time zone 'UTC')::date + 1)::int as day
      from packages p
      where p.status = any(${`{${IN_WAREHOUSE.join(',')}}`}::int[]) and p.signed_time is not null
        and (p.signed_time at time zone 'UTC')::date <= ${day}::date
      order by p.owner_id, p.id`)
  ).rows as {
    id: number;
    number: string;
    owner_id: number;
    warehouse_id: number;
    weight: string;
    volume: string;
    day: number;
  }[];
  if (!parcels.length) return 0;
  const owners = [...new Set(parcels.map((p) => p.owner_id))];
  const base = await baseCurrency(deps.db);
  const own = rules.some((r) => r.source === TriggerRule.FromQuotation)
    ? await ownQuotations(deps.db, QuotationKind.Storage, owners)
    : new Map<string, number>();
  const quotes = new Map(
    (
      (
        await deps.db.execute(sql`
          select q.id, q.free_days, q.charge_basis, q.price_per_day::text as price_per_day, q.rounding,
            c.id as currency_id, c.code, c.decimals, c.exchange_rate::text as exchange_rate
          from storage_quotations q join currencies c on c.id = q.currency_id
          where q.id = any(${`{${[...new Set(own.values()), 0].join(',')}}`}::int[])`)
      ).rows as {
        id: number;
        free_days: number;
        charge_basis: number;
        price_per_day: string;
        rounding: number;
        currency_id: number;
        code: string;
        decimals: number;
        exchange_rate: string;
      }[]
    ).map((q) => [Number(q.id), q]),
  );

  let issued = 0;
  for (const owner of owners) {
    const groups = new Map<string, Group>();
    for (const p of parcels.filter((x) => x.owner_id === owner)) {
      const quoteId = own.get(`${owner}:${p.warehouse_id}`);
      const q = quoteId === undefined ? undefined : quotes.get(quoteId);
      const measure = { VolumeM3: p.volume, WeightKg: p.weight };
      const priced: Priced = new Map();
      for (const r of rules) {
        if (r.source !== TriggerRule.FromQuotation) {
          addPriced(priced, base, r, asRule(r, TriggerDataSource.StorageDay, r.amount));
          continue;
        }
        if (!q) continue;
        const currency = { id: q.currency_id, code: q.code, decimals: q.decimals, exchange_rate: q.exchange_rate };
        // The quotation prices the day itself (free days, by volume or weight): a fixed amount.
        const day = storageDayCharge(
          {
            FreeDays: q.free_days,
            By: q.charge_basis === StorageChargeBasis.Weight ? 'weight' : 'volume',
            PricePerDay: q.price_per_day,
            Rounding: q.rounding === PriceRoundingMode.Up ? 'up' : 'decimals',
          },
          p.day,
          measure,
          { Decimals: Number(q.decimals) },
        );
        addPriced(priced, currency, r, { ...asRule(r, TriggerDataSource.StorageDay, day), Method: 'fixed' });
      }
      addCharges(
        groups,
        { Trigger: 'StorageDay', Pieces: 1, WeightKg: p.weight, VolumeM3: p.volume },
        priced,
        `${p.number} · ${p.day}`,
      );
    }
    // One transaction per customer: a failure leaves the others billed, and a rerun adds only the
    // customers that failed (their keys are still free).
    for (const [k, g] of groups) {
      const id = await deps.db.transaction((tx) =>
        issueBill(tx, {
          ownerId: owner,
          currencyId: g.currency.id,
          type: BillType.Storage,
          settlement: g.settlement,
          deduct: g.mode === BillingMode.Deduct,
          issueKey: `storage:${day}:${owner}:${k}`,
          source: { entity: 'StorageDay', id: null, number: day },
          lines: g.lines,
        }),
      );
      if (id !== null) issued++;
    }
  }
  return issued;
}

// ---------------------------------------------------------------------------------------------
// The settlement cycle: statement bills

/** The cycle that ended most recently before `today` (UTC dates): last week (Monday to Sunday) or
 * last month. */
export function lastCycle(settlement: number, today: string): { start: string; end: string } {
  const d = new Date(`${today}T00:00:00Z`);
  const iso = (x: Date) => x.toISOString().slice(0, 10);
  if (settlement === SettlementCycle.Weekly) {
    const weekday = (d.getUTCDay() + 6) % 7; // Monday 0
    const end = new Date(d.getTime() - (weekday + 1) * 86_400_000);
    const start = new Date(end.getTime() - 6 * 86_400_000);
    return { start: iso(start), end: iso(end) };
  }
  const start = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - 1, 1));
  const end = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 0));
  return { start: iso(start), end: iso(end) };
}

/**
 * Gathers the bills waiting for a cycle that has ended (issued up to its last day) into one
 * statement bill per customer, currency and cycle, a line per bill gathered. Safe to run twice:
 * a gathered bill waits no more, and the statement's key names its cycle.
 */
export async function runSettlementCycle(deps: Deps, today: string): Promise<number> {
  let issued = 0;
  for (const settlement of [SettlementCycle.Weekly, SettlementCycle.Monthly]) {
    const period = lastCycle(settlement, today);
    const groups = (
      await deps.db.execute(sql`
        select owner_id, currency_id, array_agg(id order by id) as ids
        from bills
        where status = ${billFlow.state.Accruing} and settlement = ${settlement}
          and (creation_time at time zone 'UTC')::date <= ${period.end}::date
        group by owner_id, currency_id order by owner_id, currency_id`)
    ).rows as { owner_id: number; currency_id: number; ids: number[] | string }[];
    for (const g of groups) {
      const ids = (typeof g.ids === 'string' ? g.ids.replace(/[{}]/g, '').split(',') : g.ids).map(Number);
      const id = await deps.db.transaction(async (tx) => {
        // The bills as they are now, locked: one cancelled meanwhile is left out.
        const rows = (
          await tx.execute(sql`
            select b.id, b.number, b.source_number, b.net::text as net, b.tax::text as tax, b.amount::text as amount,
              coalesce((select l.expense_type_id from bill_lines l where l.bill_id = b.id order by l.id limit 1),
                (select id from expense_types order by id limit 1)) as expense_type_id
            from bills b where b.id = any(${`{${ids.join(',')}}`}::int[]) and b.status = ${billFlow.state.Accruing}
            order by b.id for update of b`)
        ).rows as {
          id: number;
          number: string;
          source_number: string;
          net: string;
          tax: string;
          amount: string;
          expense_type_id: number;
        }[];
        if (!rows.length) return null;
        const mode = (
          await tx.execute(sql`select coalesce(max(billing_mode), ${BillingMode.Owe}) as mode from charge_rules
            where settlement = ${settlement} and not is_deactivate`)
        ).rows[0] as { mode: number };
        return issueBill(tx, {
          ownerId: g.owner_id,
          currencyId: g.currency_id,
          type: BillType.Statement,
          settlement: SettlementCycle.EachTime,
          deduct: Number(mode.mode) === BillingMode.Deduct,
          issueKey: `cycle:${settlement}:${period.start}:${g.owner_id}:${g.currency_id}`,
          source: { entity: 'Cycle', id: null, number: `${period.start} ~ ${period.end}` },
          period,
          lines: rows.map((r) => ({
            expenseTypeId: Number(r.expense_type_id),
            description: [r.number, r.source_number].filter(Boolean).join(' · '),
            net: r.net,
            tax: r.tax,
            gross: r.amount,
          })),
          gathers: rows.map((r) => Number(r.id)),
        });
      });
      if (id !== null) issued++;
    }
  }
  return issued;
}
