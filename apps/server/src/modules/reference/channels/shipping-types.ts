import {
  typeOfShippingCalls as calls,
  customsCategoryOptions,
  customsFormOptions,
  weightRoundingOptions,
} from '@wms/contract';
import { and, asc, eq } from 'drizzle-orm';
import {
  shippingTypeCargoTypes as cargo,
  cargoTypes,
  carriers,
  countries,
  shippingTypeCountries as served,
  trajectorySchemes,
  transferQuotations,
  shippingTypes as types,
} from '../../../db/schema/index.js';
import type { Deps } from '../../../platform/deps.js';
import { invalid } from '../../../platform/errors.js';
import { nameIn } from '../../../platform/local-name.js';
import { activeOptions, refuseUnoffered } from '../../../platform/options.js';
import { type ModuleDef, moduleOf, route } from '../../../platform/route.js';
import { defineSelect } from '../../../platform/select.js';
import { setupRoutes } from '../../../platform/setup-area.js';
import { usedBy } from '../../../platform/used-by.js';

defineSelect('WeightRoundingMode', weightRoundingOptions);
defineSelect('CustomsCategory', customsCategoryOptions);
defineSelect('CustomsForm', customsFormOptions);
defineSelect('TypeOfShipping', ({ db }) => activeOptions(db, types));
/** Only countries marked "we ship there" are destinations a channel may serve. */
defineSelect('ShippingCountry', async ({ db }, _auth, _body, lang) =>
  (
    await db
      .select()
      .from(countries)
      .where(and(eq(countries.isDeactivate, false), eq(countries.shipsTo, true)))
      .orderBy(asc(countries.sort), asc(countries.id))
  ).map((r) => ({ Value: r.id, Name: nameIn(r, lang) })),
);

/** Shipping types (channels): the record, its countries and its cargo rules, written together. */
export function shippingTypesModule(deps: Deps): ModuleDef {
  return moduleOf(calls, [
    ...setupRoutes(deps, {
      table: types,
      list: calls.GetTypeOfShippings,
      detail: calls.GetTypeOfShippingById,
      establish: calls.AddTypeOfShipping,
      edit: calls.EditTypeOfShipping,
      remove: calls.DeleteTypeOfShipping,
      search: [types.name, types.code],
      filters: { CarrierId: types.carrierId },
      unique: ['Code'],
      // A freight quotation prices it: deactivate it instead.
      usedBy: [usedBy(transferQuotations.typeOfShippingId)],
      // Its countries and cargo rules are rows of their own tables.
      columns: { CountryIds: false, AcceptedCargoTypeIds: false, RefusedCargoTypeIds: false },
      check: async (b, _before, tx) => {
        await refuseUnoffered(tx, carriers, [b.CarrierId], 'CarrierId');
        await refuseUnoffered(tx, countries, b.CountryIds, 'CountryIds', eq(countries.shipsTo, true));
        await refuseUnoffered(tx, cargoTypes, b.AcceptedCargoTypeIds ?? [], 'AcceptedCargoTypeIds');
        await refuseUnoffered(tx, cargoTypes, b.RefusedCargoTypeIds ?? [], 'RefusedCargoTypeIds');
        if (b.RefusedCargoTypeIds?.some((id) => b.AcceptedCargoTypeIds?.includes(id)))
          throw invalid('RefusedCargoTypeIds', 'channels.cargoBoth');
        if (b.TrajectorySchemeId != null)
          await refuseUnoffered(tx, trajectorySchemes, [b.TrajectorySchemeId], 'TrajectorySchemeId');
      },
      children: async (tx, id, b) => {
        await tx.delete(served).where(eq(served.shippingTypeId, id));
        await tx
          .insert(served)
          .values([...new Set(b.CountryIds)].map((countryId) => ({ shippingTypeId: id, countryId })));
        await tx.delete(cargo).where(eq(cargo.shippingTypeId, id));
        const lines = [
          ...[...new Set(b.AcceptedCargoTypeIds ?? [])].map((c) => ({
            shippingTypeId: id,
            cargoTypeId: c,
            accepted: true,
          })),
          ...[...new Set(b.RefusedCargoTypeIds ?? [])].map((c) => ({
            shippingTypeId: id,
            cargoTypeId: c,
            accepted: false,
          })),
        ];
        if (lines.length) await tx.insert(cargo).values(lines);
      },
      detailOf: async (db, id) => {
        const [countryRows, cargoRows] = await Promise.all([
          db
            .select({ id: served.countryId })
            .from(served)
            .where(eq(served.shippingTypeId, id))
            .orderBy(asc(served.countryId)),
          db
            .select({ id: cargo.cargoTypeId, accepted: cargo.accepted })
            .from(cargo)
            .where(eq(cargo.shippingTypeId, id))
            .orderBy(asc(cargo.cargoTypeId)),
        ]);
        return {
          CountryIds: countryRows.map((r) => r.id),
          AcceptedCargoTypeIds: cargoRows.filter((r) => r.accepted).map((r) => r.id),
          RefusedCargoTypeIds: cargoRows.filter((r) => !r.accepted).map((r) => r.id),
        };
      },
    }),
    route(calls.GetSelectTypeOfShipping, () => activeOptions(deps.db, types)),
  ]);
}
