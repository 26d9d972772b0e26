import type { CargoTypeRow, EditCargoTypeBody, EstablishCargoTypeBody, GetCargoTypesBody, Lang } from '@wms/contract';
import type { Queryable } from '../../db/client.js';
import type { cargoTypes } from '../../db/schema/index.js';
import type { Deps } from '../../platform/deps.js';
import { invalid, notFound, refused } from '../../platform/errors.js';
import { localName } from '../../platform/local-name.js';
import { paged } from '../../platform/route.js';
import * as repo from './repository.js';

const rowOf = (r: { c: typeof cargoTypes.$inferSelect; commodities: number }, lang: Lang): CargoTypeRow => ({
  Id: r.c.id,
  Name: localName(r.c, lang),
  Remarks: r.c.remarks,
  IsDeactivate: r.c.isDeactivate,
  CommodityCount: Number(r.commodities),
  CreationTime: r.c.creationTime.toISOString(),
});

export function cargoTypesService(deps: Deps) {
  const { db } = deps;

  /** `shown` is the name the editing user saw: saved unchanged, a seeded type keeps its names in
   * every language; renamed, it has the one name typed from then on. */
  async function valuesOf(
    tx: Queryable,
    body: EstablishCargoTypeBody & { IsDeactivate?: boolean },
    id?: number,
    shown?: string,
  ) {
    if (await repo.cargoTypeNamed(tx, body.Name, id))
      throw invalid('Name', 'cargoTypes.duplicateName', { name: body.Name });
    return {
      ...(shown !== undefined && body.Name === shown ? {} : { name: body.Name, nameI18n: null }),
      remarks: body.Remarks ?? '',
      ...(body.IsDeactivate === undefined ? {} : { isDeactivate: body.IsDeactivate }),
    };
  }

  return {
    async list(q: GetCargoTypesBody, lang: Lang) {
      const { rows, total } = await repo.listCargoTypes(db, q, lang);
      return paged(
        rows.map((r) => rowOf(r, lang)),
        total,
      );
    },

    async detail(id: number, lang: Lang): Promise<CargoTypeRow> {
      const row = await repo.findCargoType(db, id);
      if (!row) throw notFound();
      return rowOf(row, lang);
    },

    establish(body: EstablishCargoTypeBody): Promise<number> {
      return db.transaction(async (tx) => repo.insertCargoType(tx, { name: body.Name, ...(await valuesOf(tx, body)) }));
    },

    async edit(body: EditCargoTypeBody, lang: Lang): Promise<boolean> {
      await db.transaction(async (tx) => {
        const before = await repo.findCargoType(tx, body.Id, true);
        if (!before) throw notFound();
        await repo.updateCargoType(tx, body.Id, await valuesOf(tx, body, body.Id, localName(before.c, lang)));
      });
      return true;
    },

    async remove(id: number): Promise<boolean> {
      await db.transaction(async (tx) => {
        const row = await repo.findCargoType(tx, id, true);
        if (!row) throw notFound();
        if (Number(row.commodities)) throw refused('cargoTypes.inUse', { commodities: Number(row.commodities) });
        await repo.deleteCargoType(tx, id);
      });
      return true;
    },
  };
}
export type CargoTypesService = ReturnType<typeof cargoTypesService>;
