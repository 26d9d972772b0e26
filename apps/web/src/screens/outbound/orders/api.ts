import { calls } from '@wms/contract';
import { api } from '../../../api/client';

/** Who is asking: staff call `/LogisticsOrder/` (every customer's orders), a customer
 * `/UserLogisticsOrder/` (their own). The same calls either way; staff add review, rejection,
 * arrival and export of every customer's. */
export type OrderScope = 'staff' | 'user';

/** The call tables of a scope (paths, bodies, rows and permission codes). */
export const orderTable = (scope: OrderScope) => (scope === 'staff' ? calls.LogisticsOrder : calls.UserLogisticsOrder);

/** The typed clients of a scope. */
export const orderApi = (scope: OrderScope) => (scope === 'staff' ? api.LogisticsOrder : api.UserLogisticsOrder);

/** The calls of the goods an order takes, by scope: the owner's parcels, their commodities with
 * stock, their recipients, the self-pickup points and the freight trial at their prices. */
export const goodsApi = (scope: OrderScope) =>
  scope === 'staff'
    ? { packages: api.Package, commodities: api.Commodity, trial: api.FreightTrial }
    : { packages: api.UserPackage, commodities: api.UserCommodity, trial: api.UserFreightTrial };

/** The menu keys of a scope's list and form. */
export const screensOf = (scope: OrderScope) =>
  scope === 'staff'
    ? { list: 'LogisticsOrderIndex', form: 'LogisticsOrderEstablish' }
    : { list: 'UserLogisticsOrderIndex', form: 'UserLogisticsOrderEstablish' };
