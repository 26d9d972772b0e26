import {
  EditShippingAddressBody,
  EstablishShippingAddressBody,
  GetShippingAddressesBody,
  GetUserShippingAddressesBody,
  IdBody,
  IsDeactivateShippingAddressBody,
  ShippingAddressRow,
  UserShippingAddressRow,
} from '@wms/contract';
import { z } from 'zod';
import type { Deps } from '../../platform/deps.js';
import { type ModuleDef, route } from '../../platform/route.js';
import './lists.js';
import { type ShippingAddressesService, shippingAddressesService } from './service.js';

const staff = { access: 'staff', scope: 'platform' } as const;

function staffRoutes(svc: ShippingAddressesService): ModuleDef {
  return {
    controller: 'ShippingAddress',
    routes: [
      route({
        ...staff,
        action: 'GetShippingAddresses',
        body: GetShippingAddressesBody,
        response: z.array(ShippingAddressRow),
        handler: (c) => svc.list(c.body, c.lang),
      }),
      route({
        ...staff,
        action: 'EstablishShippingAddress',
        summary: 'Creates a shipping address of a warehouse; answers its Id',
        body: EstablishShippingAddressBody,
        response: z.number(),
        handler: (c) => svc.establish(c.body),
      }),
      route({
        ...staff,
        action: 'GetShippingAddressById',
        body: IdBody,
        response: ShippingAddressRow,
        handler: (c) => svc.detail(c.body.Id, c.lang),
      }),
      route({
        ...staff,
        action: 'EditShippingAddress',
        body: EditShippingAddressBody,
        response: z.boolean(),
        handler: (c) => svc.edit(c.body),
      }),
      route({
        ...staff,
        action: 'DeleteShippingAddress',
        body: IdBody,
        response: z.boolean(),
        handler: (c) => svc.remove(c.body.Id),
      }),
      route({
        ...staff,
        action: 'IsDeactivateShippingAddress',
        summary: 'Deactivates or reactivates addresses; answers how many were found',
        body: IsDeactivateShippingAddressBody,
        response: z.number(),
        handler: (c) => svc.setDeactivated(c.body.Ids, c.body.IsDeactivate),
      }),
    ],
  };
}

function customerRoutes(svc: ShippingAddressesService): ModuleDef {
  return {
    controller: 'UserShippingAddress',
    routes: [
      route({
        access: 'customer',
        scope: 'self',
        action: 'GetShippingAddresses',
        summary: "The addresses of the customer's site, with {CustomerCode} replaced by its code",
        body: GetUserShippingAddressesBody,
        response: z.array(UserShippingAddressRow),
        handler: (c) => svc.forCustomer(c.auth, c.body, c.lang),
      }),
    ],
  };
}

/** Shipping addresses: staff keep them, customers read their site's. */
export function shippingAddressModules(deps: Deps): ModuleDef[] {
  const svc = shippingAddressesService(deps);
  return [staffRoutes(svc), customerRoutes(svc)];
}
