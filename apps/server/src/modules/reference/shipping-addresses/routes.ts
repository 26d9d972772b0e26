import { userShippingAddressCalls as customer, shippingAddressCalls as staff } from '@wms/contract';
import type { Deps } from '../../../platform/deps.js';
import { type ModuleDef, moduleOf, route } from '../../../platform/route.js';
import './lists.js';
import { shippingAddressesService } from './service.js';

/** Staff keep the addresses; a customer reads those of its own site (one service, two controllers). */
export function shippingAddressModules(deps: Deps): ModuleDef[] {
  const svc = shippingAddressesService(deps);
  return [
    moduleOf(staff, [
      route(staff.GetShippingAddresses, (c) => svc.list(c.body, c.lang)),
      route(staff.EstablishShippingAddress, (c) => svc.establish(c.body)),
      route(staff.GetShippingAddressById, (c) => svc.detail(c.body.Id, c.lang)),
      route(staff.EditShippingAddress, (c) => svc.edit(c.body)),
      route(staff.DeleteShippingAddress, (c) => svc.remove(c.body.Id)),
      route(staff.IsDeactivateShippingAddress, (c) => svc.setDeactivated(c.body.Ids, c.body.IsDeactivate)),
    ]),
    moduleOf(customer, [route(customer.GetShippingAddresses, (c) => svc.forCustomer(c.auth, c.body, c.lang))]),
  ];
}
