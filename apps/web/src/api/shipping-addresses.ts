import type {
  EditShippingAddressBody,
  EstablishShippingAddressBody,
  GetShippingAddressesBody,
  GetUserShippingAddressesBody,
  ShippingAddressRow,
  UserShippingAddressRow,
} from '@wms/contract';
import { post, requestEnvelope } from './request';
import type { CallOpts } from './users';

/** ShippingAddress/* (permission codes `ShippingAddress:<Action>`). */
export const shippingAddressesApi = {
  list: (body: GetShippingAddressesBody) =>
    requestEnvelope<ShippingAddressRow[]>({ url: '/ShippingAddress/GetShippingAddresses', data: body }),
  detail: (Id: number) => post<ShippingAddressRow>('/ShippingAddress/GetShippingAddressById', { Id }),
  create: (body: EstablishShippingAddressBody, o?: CallOpts) =>
    post<number>('/ShippingAddress/EstablishShippingAddress', body, o),
  edit: (body: EditShippingAddressBody, o?: CallOpts) => post<boolean>('/ShippingAddress/EditShippingAddress', body, o),
  remove: (Id: number) => post<boolean>('/ShippingAddress/DeleteShippingAddress', { Id }),
  setDeactivated: (Ids: number[], IsDeactivate: boolean) =>
    post<number>('/ShippingAddress/IsDeactivateShippingAddress', { Ids, IsDeactivate }),
  /** A customer's: its site's addresses with its customer code written in. */
  mine: (body: GetUserShippingAddressesBody = {}) =>
    post<UserShippingAddressRow[]>('/UserShippingAddress/GetShippingAddresses', body),
};
