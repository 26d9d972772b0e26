import { cargoTypeCalls as calls } from '@wms/contract';
import { count, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.js';
import { cargoTypes, commodities } from '../../../db/schema/index.js';
import type { Deps } from '../../../platform/deps.js';
import { invalid } from '../../../platform/errors.js';
import { localName, nameTaken } from '../../../platform/local-name.js';
import { outer } from '../../../platform/outer.js';
import { type ModuleDef, moduleOf } from '../../../platform/route.js';
import { defineSelect } from '../../../platform/select.js';
import { setupRoutes } from '../../../platform/setup-area.js';
import { usedBy } from '../../../platform/used-by.js';
import { activeCargoTypes } from './repository.js';

/** `/Select/GetCargoType`: the active cargo types, for commodity forms and filters. */
defineSelect('CargoType', async (deps, _auth, _body, lang) =>
  (await activeCargoTypes(deps.db))
    .map((r) => ({ Value: r.id, Name: localName(r, lang) }))
    .sort((a, b) => a.Name.localeCompare(b.Name, lang) || a.Value - b.Value),
);

/** The commodities of each cargo type among `ids`, counted on commodities_cargo_type_idx. */
async function commodityCounts(db: Queryable, ids: number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: commodities.cargoTypeId, n: count() })
    .from(commodities)
    .where(inArray(commodities.cargoTypeId, ids))
    .groupBy(commodities.cargoTypeId);
  return new Map(rows.map((r) => [r.id!, Number(r.n)]));
}

/** Cargo types (general, battery, liquid ...): the list commodities choose from. A seeded type
 * reads in the caller's language until someone renames it. */
export function cargoTypeModule(deps: Deps): ModuleDef {
  return moduleOf(
    calls,
    setupRoutes(deps, {
      table: cargoTypes,
      list: calls.GetCargoTypes,
      detail: calls.GetCargoTypeById,
      establish: calls.EstablishCargoType,
      edit: calls.EditCargoType,
      remove: calls.DeleteCargoType,
      // The name as typed and as the caller reads it, and the remarks.
      search: [cargoTypes.name, cargoTypes.remarks],
      order: {
        CommodityCount: sql`(select count(*) from ${commodities} where ${commodities.cargoTypeId} = ${outer(cargoTypes.id)})`,
      },
      // No name of another type in any language: "General" and "普货" are one type.
      check: async (b, before, tx) => {
        if (await nameTaken(tx, cargoTypes, b.Name, before?.id))
          throw invalid('Name', 'cargoTypes.duplicateName', { name: b.Name });
      },
      more: async (rows) => {
        const n = await commodityCounts(
          deps.db,
          rows.map((r) => r.Id as number),
        );
        return rows.map((r) => ({ CommodityCount: n.get(r.Id as number) ?? 0 }));
      },
      detailOf: async (db, id) => ({ CommodityCount: (await commodityCounts(db, [id])).get(id) ?? 0 }),
      usedBy: [usedBy(commodities.cargoTypeId)],
    }),
  );
}
