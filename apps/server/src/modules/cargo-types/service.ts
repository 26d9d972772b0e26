import type { CargoTypeRow, EditCargoTypeBody, EstablishCargoTypeBody, GetCargoTypesBody } from '@wms/contract';
import type { Queryable } from '../../db/client.js';
import type { cargoTypes } from '../../db/schema/index.js';
import type { Deps } from '../../platform/deps.js';
import { notFound, refused } from '../../platform/errors.js';
import { paged } from '../../platform/route.js';
import * as repo from './repository.js';

const rowOf = (r: { c: typeof cargoTypes.$inferSelect; commodities: number }): CargoTypeRow => ({
  Id: r.c.id,
  Name: r.c.name,
  Remarks: r.c.remarks,
  IsDeactivate: r.c.isDeactivate,
  CommodityCount: Number(r.commodities),
  CreationTime: r.c.creationTime.toISOString(),
});

export function cargoTypesService(deps: Deps) {
  const { db } = deps;

  async function valuesOf(tx: Queryable, body: EstablishCargoTypeBody & { IsDeactivate?: boolean }, id?: number) {
    if (await repo.cargoTypeNamed(tx, body.Name, id)) throw refused('cargoTypes.duplicateName', { name: body.Name });
    return {
      name: body.Name,
      remarks: body.Remarks ?? '',
      ...(body.IsDeactivate === undefined ? {} : { isDeactivate: body.IsDeactivate }),
    };
  }

  return {
    async list(q: GetCargoTypesBody) {
      const { rows, total } = await repo.listCargoTypes(db, q);
      return paged(rows.map(rowOf), total);
    },

    async detail(id: number): Promise<CargoTypeRow> {
      const row = await repo.findCargoType(db, id);
      if (!row) throw notFound();
      return rowOf(row);
    },

    establish(body: EstablishCargoTypeBody): Promise<number> {
      return db.transaction(async (tx) => repo.insertCargoType(tx, await valuesOf(tx, body)));
    },

    async edit(body: EditCargoTypeBody): Promise<boolean> {
      await db.transaction(async (tx) => {
        if (!(await repo.findCargoType(tx, body.Id, true))) throw notFound();
        await repo.updateCargoType(tx, body.Id, await valuesOf(tx, body, body.Id));
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
