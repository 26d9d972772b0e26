import { allowedNumber, Money } from '@wms/contract';
import { eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.js';
import { currencies } from '../../../db/schema/index.js';
import { invalid } from '../../../platform/errors.js';

// ---------------------------------------------------------------------------------------------
// An amount keeps no more places than its currency (docs/domain.md, "Money"): a yen price with a
// fraction, or a yuan price of 8.005, is Code 2 on its field saying the places, never rounded away.
// The contract's `zMoney` takes up to 4 places whatever the currency (it cannot know the currency a
// body picks); every form that types money in a currency is held to that currency here.

export interface PlacesRule {
  /** The field's ceiling, for the "enter {allowed}" of the refusal. */
  max?: number;
  /** Whether 0 is refused (an amount that must move money). */
  zero?: 'allowed' | 'refused';
}

/** Refuses `value` in `field` when it has more places than `decimals` (or is 0 when refused). */
export function checkPlaces(field: string, value: string | undefined | null, decimals: number, rule: PlacesRule = {}) {
  if (value === undefined || value === null || value === '') return;
  const m = Money.of(value);
  const allowed = allowedNumber({ max: rule.max, decimals });
  if (m.places() > decimals) throw invalid(field, 'validation.decimalPlaces', allowed);
  if (rule.zero === 'refused' && m.isZero()) throw invalid(field, 'validation.numberZero', allowed);
}

/** A currency's places, or undefined when there is no such currency (its picker's own check
 * refuses that). */
export async function placesOf(db: Queryable, currencyId: number): Promise<number | undefined> {
  const [c] = await db.select({ decimals: currencies.decimals }).from(currencies).where(eq(currencies.id, currencyId));
  return c ? Number(c.decimals) : undefined;
}

/** The base currency: what a charge rule priced by its own amount is in (docs/domain.md, "Bills
 * and payments"). */
export async function baseCurrencyPlaces(db: Queryable): Promise<number> {
  const [c] = await db.select({ decimals: currencies.decimals }).from(currencies).where(eq(currencies.isBase, true));
  return c ? Number(c.decimals) : 2;
}

/** The fewest places of several currencies (an amount good in each of them), or undefined for
 * none; also answers the ids that are not currencies at all. */
export async function placesOfAll(
  db: Queryable,
  ids: readonly number[],
): Promise<{ places: number | undefined; missing: number[] }> {
  if (!ids.length) return { places: undefined, missing: [] };
  const rows = await db
    .select({ id: currencies.id, decimals: currencies.decimals })
    .from(currencies)
    .where(inArray(currencies.id, [...ids]));
  const found = new Set(rows.map((r) => r.id));
  return {
    places: rows.length ? Math.min(...rows.map((r) => Number(r.decimals))) : undefined,
    missing: ids.filter((id) => !found.has(id)),
  };
}

/** Each of `fields` (wire field, value) in the currency's places: one read of the currency, Code 2
 * on the first field that has more. */
export async function checkAmountsIn(
  db: Queryable,
  currencyId: number,
  fields: readonly (readonly [string, string | undefined | null])[],
  rule: PlacesRule = {},
): Promise<void> {
  const places = await placesOf(db, currencyId);
  if (places === undefined) return;
  for (const [field, value] of fields) checkPlaces(field, value, places, rule);
}
