import { calls } from '@wms/contract';
import { api } from '../../../api/client';

/** Who is asking: staff call `/WarehouseDocument/` and `/Package/` (every customer's), a customer
 * `/UserWarehouseDocument/` and `/UserPackage/` (their own). The same calls either way. */
export type InboundScope = 'staff' | 'user';

/** The call tables of a scope (paths, bodies, rows and permission codes). */
export const documentTable = (scope: InboundScope) =>
  scope === 'staff' ? calls.WarehouseDocument : calls.UserWarehouseDocument;
export const packageTable = (scope: InboundScope) => (scope === 'staff' ? calls.Package : calls.UserPackage);

/** The typed clients of a scope. */
export const documentApi = (scope: InboundScope) =>
  scope === 'staff' ? api.WarehouseDocument : api.UserWarehouseDocument;
export const packageApi = (scope: InboundScope) => (scope === 'staff' ? api.Package : api.UserPackage);
