import type { selfPickupAddressCalls, userSelfPickupAddressCalls } from '@wms/contract';
import { and, eq, type SQL } from 'drizzle-orm';
import { selfPickupAddresses as points } from '../../../db/schema/index.js';
import type { Deps } from '../../../platform/deps.js';
import { type ModuleDef, moduleOf, route } from '../../../platform/route.js';
import { setupList, wireRow } from '../../../platform/setup.js';
import { setupRoutes } from '../../../platform/setup-area.js';
import { checkNumbers, countryOf, pageNames, regionCodes, withNames } from './checks.js';

// Self-pickup points: the company's collection points. Staff keep them; customers read the
// active ones. The region chosen is stored as its code per level, which the picker filters by.

const search = [points.siteName, points.address];
const active = eq(points.isDeactivate, false);
type PickerBody = {
  CountryCode?: string;
  ProvinceCode?: string;
  CityCode?: string;
  CountyCode?: string;
  TownCode?: string;
};
/** The picker's region filters: each code given must equal the point's code at that level. */
const byCodes = (q: PickerBody): (SQL | undefined)[] => [
  q.CountryCode ? eq(points.countryCode, q.CountryCode.toUpperCase()) : undefined,
  q.ProvinceCode ? eq(points.provinceCode, q.ProvinceCode) : undefined,
  q.CityCode ? eq(points.cityCode, q.CityCode) : undefined,
  q.CountyCode ? eq(points.countyCode, q.CountyCode) : undefined,
  q.TownCode ? eq(points.townCode, q.TownCode) : undefined,
];

export function selfPickupModules(
  deps: Deps,
  staff: typeof selfPickupAddressCalls,
  customer: typeof userSelfPickupAddressCalls,
): ModuleDef[] {
  const names = pageNames(deps);
  const picker = (call: typeof staff.GetSelectSelfPickupAddresses | typeof customer.GetSelectSelfPickupAddresses) =>
    route(call, (c) =>
      setupList(deps.db, points, c.body, {
        search,
        sorts: call.sorts,
        order: { SiteName: points.siteName },
        where: and(active, ...byCodes(c.body)),
        row: (r) => ({ Id: r.id, SiteName: r.siteName, Address: r.address }),
      }),
    );
  return [
    moduleOf(staff, [
      ...setupRoutes(deps, {
        table: points,
        list: staff.GetSelfPickupAddresses,
        establish: staff.AddSelfPickupAddress,
        edit: staff.EditSelfPickupAddress,
        remove: staff.DeleteSelfPickupAddress,
        search,
        filters: { CountryId: points.countryId },
        unique: ['SiteName'],
        more: names,
        check: async (b, _before, tx) => {
          const country = await countryOf(tx, b.CountryId);
          checkNumbers(b, country, staff.EditSelfPickupAddress.body);
          // The codes are written with the body's fields (columns of the same names).
          Object.assign(b, regionCodes(b.RegionId, country));
        },
      }),
      picker(staff.GetSelectSelfPickupAddresses),
    ]),
    moduleOf(customer, [
      route(customer.GetSelfPickupAddresses, async (c) => {
        const page = await setupList(deps.db, points, c.body, {
          search,
          sorts: customer.GetSelfPickupAddresses.sorts,
          order: { SiteName: points.siteName },
          where: and(active, c.body.CountryId ? eq(points.countryId, c.body.CountryId) : undefined),
          row: (r) => {
            const { Remarks: _r, IsDeactivate: _d, ...row } = wireRow(r);
            return row;
          },
        });
        return withNames(names, page, c.lang);
      }),
      picker(customer.GetSelectSelfPickupAddresses),
    ]),
  ];
}
