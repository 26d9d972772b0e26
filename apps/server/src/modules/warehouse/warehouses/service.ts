import type {
  EditWarehouseBody,
  EditWarehousePartitionBody,
  EstablishWarehouseBody,
  EstablishWarehousePartitionBody,
  GetWarehousePartitionsBody,
  GetWarehousesBody,
  Lang,
  WarehousePartitionRow,
  WarehouseRow,
} from '@wms/contract';
import type { Queryable } from '../../../db/client.js';
import { shelves, storageQuotations, warehousePartitions, warehousingQuotations } from '../../../db/schema/index.js';
import { type Auth, isStaff } from '../../../platform/auth.js';
import type { Deps } from '../../../platform/deps.js';
import { invalid, notFound } from '../../../platform/errors.js';
import { refuseInUse } from '../../../platform/in-use.js';
import { paged } from '../../../platform/route.js';
import { selectLabel } from '../../../platform/select.js';
import { usedBy } from '../../../platform/used-by.js';
import { regionService } from '../../reference/region/service.js';
import { PARTITION_TYPES } from './lists.js';
import * as repo from './repository.js';

type WarehouseInput = EstablishWarehouseBody & { IsDeactivate?: boolean };

export function warehousesService(deps: Deps) {
  const { db } = deps;
  const regions = regionService(deps);

  /** Checks what the schema cannot (region, sites, unique name) and maps the body to columns. */
  async function valuesOf(tx: Queryable, body: WarehouseInput, id?: number): Promise<repo.WarehouseValues> {
    const regionId = body.RegionId ?? null;
    if (regionId !== null && !(await regions.exists(regionId, tx))) throw invalid('RegionId', 'region.unknown');
    const missing = await repo.missingSiteIds(tx, body.SiteIds);
    if (missing.length) throw invalid('SiteIds', 'warehouses.unknownSite', { ids: missing.join(', ') });
    if (await repo.warehouseNamed(tx, body.Name, id))
      throw invalid('Name', 'warehouses.duplicateName', { name: body.Name });
    const phone = body.ContactPhone ?? '';
    return {
      name: body.Name,
      code: body.Code ?? '',
      personInCharge: body.PersonInCharge,
      phoneCode: phone ? (body.PhoneCode ?? '') : '',
      contactPhone: phone,
      regionId,
      detailedAddress: body.DetailedAddress ?? '',
      postcode: body.Postcode ?? '',
      remarks: body.Remarks ?? '',
      refuseOverCapacity: body.RefuseOverCapacity ?? false,
      ...(body.IsDeactivate === undefined ? {} : { isDeactivate: body.IsDeactivate }),
    };
  }

  async function warehouseRows(
    items: { w: repo.WarehouseRecord; partitions: number; shelves: number }[],
  ): Promise<WarehouseRow[]> {
    const sites = await repo.sitesOf(
      db,
      items.map((i) => i.w.id),
    );
    return items.map(({ w, partitions, shelves }) => ({
      Id: w.id,
      Name: w.name,
      Code: w.code,
      PersonInCharge: w.personInCharge,
      PhoneCode: w.phoneCode,
      ContactPhone: w.contactPhone,
      RegionId: w.regionId,
      DetailedAddress: w.detailedAddress,
      Postcode: w.postcode,
      Sites: sites.get(w.id) ?? [],
      PartitionCount: Number(partitions),
      ShelfCount: Number(shelves),
      Remarks: w.remarks,
      RefuseOverCapacity: w.refuseOverCapacity,
      IsDeactivate: w.isDeactivate,
      CreationTime: w.creationTime.toISOString(),
    }));
  }

  const partitionRow = (
    r: { p: typeof warehousePartitions.$inferSelect; siteName: string; warehouseName: string },
    shelves: number,
    lang: Lang,
  ): WarehousePartitionRow => ({
    Id: r.p.id,
    Name: r.p.name,
    SiteId: r.p.siteId,
    SiteName: r.siteName,
    WarehouseId: r.p.warehouseId,
    WarehouseName: r.warehouseName,
    PartitionType: r.p.partitionType,
    PartitionTypeName: selectLabel('PartitionType', r.p.partitionType, lang),
    ShelfCount: Number(shelves),
    Remarks: r.p.remarks,
    IsDeactivate: r.p.isDeactivate,
    CreationTime: r.p.creationTime.toISOString(),
  });

  async function partitionValues(
    tx: Queryable,
    body: EstablishWarehousePartitionBody & { IsDeactivate?: boolean },
    id?: number,
  ): Promise<repo.PartitionValues> {
    if (!PARTITION_TYPES.has(body.PartitionType)) throw invalid('PartitionType', 'partitions.unknownType');
    if (!(await repo.findWarehouse(tx, body.WarehouseId))) throw invalid('WarehouseId', 'warehouses.unknownWarehouse');
    if (!(await repo.serves(tx, body.SiteId, body.WarehouseId))) throw invalid('SiteId', 'warehouses.notServingSite');
    if (await repo.partitionNamed(tx, body.WarehouseId, body.Name, id)) {
      throw invalid('Name', 'partitions.duplicateName', { name: body.Name });
    }
    return {
      name: body.Name,
      siteId: body.SiteId,
      warehouseId: body.WarehouseId,
      partitionType: body.PartitionType,
      remarks: body.Remarks ?? '',
      ...(body.IsDeactivate === undefined ? {} : { isDeactivate: body.IsDeactivate }),
    };
  }

  return {
    async list(q: GetWarehousesBody) {
      const { rows, total } = await repo.listWarehouses(db, q);
      return paged(await warehouseRows(rows), total);
    },

    async detail(id: number): Promise<WarehouseRow> {
      const w = await repo.findWarehouse(db, id);
      if (!w) throw notFound();
      const [row] = await warehouseRows([{ w, ...(await repo.dependantsOfWarehouse(db, id)) }]);
      return row!;
    },

    async establish(body: EstablishWarehouseBody): Promise<number> {
      return db.transaction(async (tx) => {
        const id = await repo.insertWarehouse(tx, await valuesOf(tx, body));
        await repo.replaceSites(tx, id, body.SiteIds);
        return id;
      });
    },

    async edit(body: EditWarehouseBody): Promise<boolean> {
      await db.transaction(async (tx) => {
        if (!(await repo.findWarehouse(tx, body.Id, true))) throw notFound();
        await repo.updateWarehouse(tx, body.Id, await valuesOf(tx, body, body.Id));
        await repo.replaceSites(tx, body.Id, body.SiteIds);
      });
      return true;
    },

    async remove(id: number, lang: Lang): Promise<boolean> {
      await db.transaction(async (tx) => {
        const row = await repo.findWarehouse(tx, id, true);
        if (!row) throw notFound();
        const refs = [
          usedBy(warehousePartitions.warehouseId),
          usedBy(shelves.warehouseId),
          usedBy(storageQuotations.warehouseId),
          usedBy(warehousingQuotations.warehouseId),
        ];
        await refuseInUse(tx, id, refs, { name: row.name, lang, deactivate: true });
        await repo.deleteWarehouse(tx, id);
      });
      return true;
    },

    async setDeactivated(ids: number[], isDeactivate: boolean): Promise<number> {
      return repo.setWarehousesDeactivated(db, ids, isDeactivate);
    },

    /** Customers see the warehouses of their own site whatever SiteId they send. */
    siteWarehouses(auth: Auth, siteId?: number) {
      return repo.warehouseOptions(db, isStaff(auth) ? (siteId ?? auth.siteId) : auth.siteId);
    },

    allWarehouses(auth: Auth) {
      return repo.warehouseOptions(db, isStaff(auth) ? undefined : auth.siteId);
    },

    async listPartitions(q: GetWarehousePartitionsBody, lang: Lang) {
      const { rows, total } = await repo.listPartitions(db, q);
      return paged(
        rows.map((r) => partitionRow(r, r.shelves, lang)),
        total,
      );
    },

    async partition(id: number, lang: Lang): Promise<WarehousePartitionRow> {
      const row = await repo.findPartition(db, id);
      if (!row) throw notFound();
      return partitionRow(row, await repo.shelvesOfPartition(db, id), lang);
    },

    async establishPartition(body: EstablishWarehousePartitionBody): Promise<number> {
      return db.transaction(async (tx) => repo.insertPartition(tx, await partitionValues(tx, body)));
    },

    async editPartition(body: EditWarehousePartitionBody): Promise<boolean> {
      await db.transaction(async (tx) => {
        if (!(await repo.findPartition(tx, body.Id))) throw notFound();
        await repo.updatePartition(tx, body.Id, await partitionValues(tx, body, body.Id));
      });
      return true;
    },

    async removePartition(id: number, lang: Lang): Promise<boolean> {
      await db.transaction(async (tx) => {
        const row = await repo.findPartition(tx, id);
        if (!row) throw notFound();
        await refuseInUse(tx, id, [usedBy(shelves.partitionId)], { name: row.p.name, lang, deactivate: true });
        await repo.deletePartition(tx, id);
      });
      return true;
    },

    /** Customers see their own site's partitions whatever SiteId they send. */
    sitePartitions(auth: Auth, siteId: number | undefined, warehouseId?: number) {
      return repo.partitionOptions(db, isStaff(auth) ? (siteId ?? auth.siteId) : auth.siteId, warehouseId);
    },
  };
}
export type WarehousesService = ReturnType<typeof warehousesService>;
