import {
  CUSTOMER_CODE_PLACEHOLDER,
  type EditShippingAddressBody,
  type EstablishShippingAddressBody,
  type GetShippingAddressesBody,
  type GetUserShippingAddressesBody,
  type Lang,
  type ShippingAddressRow,
  type UserShippingAddressRow,
} from '@wms/contract';
import type { Queryable } from '../../../db/client.js';
import type { Auth } from '../../../platform/auth.js';
import type { Deps } from '../../../platform/deps.js';
import { invalid, notFound } from '../../../platform/errors.js';
import { paged } from '../../../platform/route.js';
import { selectLabel } from '../../../platform/select.js';
import { regionService } from '../region/service.js';
import { SHIPPING_ADDRESS_TYPES } from './lists.js';
import * as repo from './repository.js';

export function shippingAddressesService(deps: Deps) {
  const { db } = deps;
  const regions = regionService(deps);

  async function valuesOf(tx: Queryable, body: EstablishShippingAddressBody & { IsDeactivate?: boolean }) {
    if (!SHIPPING_ADDRESS_TYPES.has(body.ShippingAddressType)) {
      throw invalid('ShippingAddressType', 'shippingAddresses.unknownType');
    }
    if (!(await repo.warehouseExists(tx, body.WarehouseId)))
      throw invalid('WarehouseId', 'warehouses.unknownWarehouse');
    const regionId = body.RegionId ?? null;
    if (regionId !== null && !(await regions.exists(regionId, tx))) throw invalid('RegionId', 'region.unknown');
    const phone = body.Phone ?? '';
    return {
      warehouseId: body.WarehouseId,
      shippingAddressType: body.ShippingAddressType,
      consignee: body.Consignee,
      phoneCode: phone ? (body.PhoneCode ?? '') : '',
      phone,
      regionId,
      address: body.Address,
      postcode: body.Postcode ?? '',
      remarks: body.Remarks ?? '',
      ...(body.IsDeactivate === undefined ? {} : { isDeactivate: body.IsDeactivate }),
    } satisfies repo.ShippingAddressValues;
  }

  /** Rows with their type and region named in the caller's language (one region read a page). */
  async function rowsOf(records: repo.ShippingAddressRecord[], lang: Lang): Promise<ShippingAddressRow[]> {
    const regionNames = await regions.pathNames(
      lang,
      records.map((r) => r.a.regionId),
    );
    return records.map(({ a, warehouseName }) => ({
      Id: a.id,
      WarehouseId: a.warehouseId,
      WarehouseName: warehouseName,
      ShippingAddressType: a.shippingAddressType,
      ShippingAddressTypeName: selectLabel('ShippingAddressType', a.shippingAddressType, lang),
      Consignee: a.consignee,
      PhoneCode: a.phoneCode,
      Phone: a.phone,
      RegionId: a.regionId,
      RegionName: a.regionId === null ? '' : (regionNames.get(a.regionId) ?? ''),
      Address: a.address,
      Postcode: a.postcode,
      Remarks: a.remarks,
      IsDeactivate: a.isDeactivate,
      CreationTime: a.creationTime.toISOString(),
    }));
  }

  return {
    async list(q: GetShippingAddressesBody, lang: Lang) {
      const { rows, total } = await repo.listShippingAddresses(db, q);
      return paged(await rowsOf(rows, lang), total);
    },

    async detail(id: number, lang: Lang): Promise<ShippingAddressRow> {
      const record = await repo.findShippingAddress(db, id);
      if (!record) throw notFound();
      return (await rowsOf([record], lang))[0]!;
    },

    async establish(body: EstablishShippingAddressBody): Promise<number> {
      return db.transaction(async (tx) => repo.insertShippingAddress(tx, await valuesOf(tx, body)));
    },

    async edit(body: EditShippingAddressBody): Promise<boolean> {
      await db.transaction(async (tx) => {
        if (!(await repo.updateShippingAddress(tx, body.Id, await valuesOf(tx, body)))) throw notFound();
      });
      return true;
    },

    async remove(id: number): Promise<boolean> {
      if (!(await repo.deleteShippingAddress(db, id))) throw notFound();
      return true;
    },

    setDeactivated(ids: number[], isDeactivate: boolean): Promise<number> {
      return repo.setDeactivated(db, ids, isDeactivate);
    },

    /**
     * A customer's view: its site's active addresses with its customer code written in, so that
     * what it copies onto a parcel is what the warehouse needs to recognise it.
     */
    async forCustomer(auth: Auth, q: GetUserShippingAddressesBody, lang: Lang): Promise<UserShippingAddressRow[]> {
      const [records, code] = await Promise.all([
        repo.siteShippingAddresses(db, auth.siteId, q),
        repo.customerCodeOf(db, auth.userId),
      ]);
      const fill = (text: string) => text.replaceAll(CUSTOMER_CODE_PLACEHOLDER, code);
      return (await rowsOf(records, lang)).map(({ IsDeactivate: _d, CreationTime: _c, ...row }) => ({
        ...row,
        Consignee: fill(row.Consignee),
        Address: fill(row.Address),
      }));
    },
  };
}
export type ShippingAddressesService = ReturnType<typeof shippingAddressesService>;
