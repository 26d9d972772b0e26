import type { AnyCall, Lang } from '@wms/contract';
import { eq, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Queryable } from '../../../db/client.js';
import { currencies, expenseTypes, warehouses } from '../../../db/schema/index.js';
import { invalid } from '../../../platform/errors.js';
import { localName } from '../../../platform/local-name.js';
import { refuseUnoffered } from '../../../platform/options.js';
import { PagedResult, paged, type RouteDef } from '../../../platform/route.js';
import { wireRow } from '../../../platform/setup.js';
import { priceText } from '../../warehouse/commodities/service.js';

// What the price set-up areas share: the names a row shows of what it points at (its warehouse,
// currency and expense type, read once per page), its amounts in its currency's places, the checks
// of what a form picked, and rows that carry the fields their call declares and no others.

type Row = Record<string, unknown>;
/** Fields a page of rows reads at once, one object per row in order (the kit's `more`). */
export type More = (rows: Row[], lang: Lang) => Promise<Row[]>;

const idsOf = (rows: Row[], field: string) => [
  ...new Set(rows.map((r) => r[field]).filter((v): v is number => typeof v === 'number')),
];

/**
 * The names a quotation's rows show: `WarehouseName`, `CurrencyCode`, `ExpenseTypeName` (a seeded
 * type in the reader's language) for the rows that point at one, and the `money` fields in their
 * currency's places ("12.50", "1200"; more only when the stored amount has them).
 */
export function referenceNames(db: Queryable, money: readonly string[] = []): More {
  return async (rows, lang) => {
    const [w, c, e] = [idsOf(rows, 'WarehouseId'), idsOf(rows, 'CurrencyId'), idsOf(rows, 'ExpenseTypeId')];
    const [ws, cs, es] = await Promise.all([
      w.length
        ? db.select({ id: warehouses.id, name: warehouses.name }).from(warehouses).where(inArray(warehouses.id, w))
        : [],
      c.length
        ? db
            .select({ id: currencies.id, code: currencies.code, decimals: currencies.decimals })
            .from(currencies)
            .where(inArray(currencies.id, c))
        : [],
      e.length
        ? db
            .select({ id: expenseTypes.id, name: expenseTypes.name, nameI18n: expenseTypes.nameI18n })
            .from(expenseTypes)
            .where(inArray(expenseTypes.id, e))
        : [],
    ]);
    const warehouse = new Map(ws.map((r) => [r.id, r.name]));
    const currency = new Map(cs.map((r) => [r.id, r]));
    const expense = new Map(es.map((r) => [r.id, localName(r, lang)]));
    return rows.map((r) => {
      const out: Row = {};
      if ('WarehouseId' in r) out.WarehouseName = warehouse.get(r.WarehouseId as number) ?? '';
      if ('ExpenseTypeId' in r) out.ExpenseTypeName = expense.get(r.ExpenseTypeId as number) ?? '';
      if ('CurrencyId' in r) {
        const cur = currency.get(r.CurrencyId as number);
        out.CurrencyCode = cur?.code ?? '';
        for (const f of money) if (r[f] != null) out[f] = priceText(String(r[f]), cur?.decimals ?? 2);
      }
      return out;
    });
  };
}

/** The detail's share of `more`: the record read again by id and given the same fields. */
export const detailBy =
  (table: PgTable & { id: PgColumn }, more: More) =>
  async (db: Queryable, id: number, lang: Lang): Promise<Row> => {
    const [r] = await db
      .select()
      .from(table as PgTable)
      .where(eq(table.id, id));
    return r ? (await more([wireRow(r as Row)], lang))[0]! : {};
  };

/** A record picked from an option list of active records: one it offers, or the one the record
 * already holds (kept though deactivated since). Else Code 2 on the field. */
export async function refuseUnpicked(
  tx: Queryable,
  table: PgTable & { id: PgColumn; isDeactivate: PgColumn },
  id: number,
  field: string,
  held?: number,
) {
  if (id !== held) await refuseUnoffered(tx, table, [id], field);
}

/** An expense type picked in a form (they are never deactivated): one that exists, else Code 2. */
export async function refuseUnknownExpenseType(tx: Queryable, id: number | null | undefined, field: string) {
  if (id == null) return;
  const [found] = await tx.select({ id: expenseTypes.id }).from(expenseTypes).where(eq(expenseTypes.id, id));
  if (!found) throw invalid(field, 'validation.unknownChoice');
}

/** The fields a call declares for its rows (or its answer), and no others: a row never carries a
 * column its screen does not show (the four quotation columns of a customer price ...). */
export function declaredOnly(table: Record<string, AnyCall>, routes: RouteDef[]): RouteDef[] {
  return routes.map((r) => {
    const call = table[r.action];
    const schema = (call?.rows ?? call?.response) as (z.ZodType & { shape?: Row }) | undefined;
    if (!schema?.shape) return r;
    const keys = Object.keys(schema.shape);
    const pick = (o: Row) => Object.fromEntries(keys.filter((k) => k in o).map((k) => [k, o[k]]));
    return {
      ...r,
      handler: async (c) => {
        const out = await r.handler(c);
        if (out instanceof PagedResult) return paged((out.rows as Row[]).map(pick), out.total, out.counts);
        return out && typeof out === 'object' ? pick(out as Row) : out;
      },
    };
  });
}
