import { z } from 'zod';
import { IdBody, pageOf, zId } from '../paging.js';
import { zSearch, zTime } from '../primitives.js';
import { withPhoneCode, zPhoneCode } from '../validators/index.js';
import { defineCalls, staffPlatform } from './define.js';

// ---------------------------------------------------------------------------------------------
// Shipping addresses: where customers send their parcels, per warehouse. Staff keep them; a customer reads the
// active ones of the warehouses serving its site, with `{CustomerCode}` in Consignee or Address
// replaced by its own customer code, so that the warehouse can tell whose parcel arrived.

/** The placeholder staff write into an address; customers see their code in its place. */
export const CUSTOMER_CODE_PLACEHOLDER = '{CustomerCode}';

/** How a customer's parcel reaches the warehouse (`/Select/GetShippingAddressType`). */
export const ShippingAddressType = { Courier: 1, FreightLine: 2, DropOff: 3 } as const;

const shippingAddressFields = {
  WarehouseId: zId.describe('required'),
  ShippingAddressType: z.coerce.number().int().min(1).max(99).describe('required; Select/GetShippingAddressType'),
  Consignee: z.string().trim().min(1).max(100).describe(`required; may hold ${CUSTOMER_CODE_PLACEHOLDER}`),
  PhoneCode: zPhoneCode.optional(),
  Phone: z.string().trim().max(20).optional().describe('mobile or fixed line matching PhoneCode'),
  RegionId: zId.nullable().optional().describe('the region selector id'),
  Address: z.string().trim().min(1).max(300).describe(`required; may hold ${CUSTOMER_CODE_PLACEHOLDER}`),
  Postcode: z.string().trim().max(20).optional(),
  Remarks: z.string().trim().max(500).optional(),
};

/** A mobile or a fixed line of the chosen phone code, read as pasted. */
const withPhone = <T extends z.ZodObject>(schema: T) => withPhoneCode(schema, { Phone: 'line' });

export const EstablishShippingAddressBody = withPhone(z.object(shippingAddressFields)).describe(
  'Creates a shipping address of a warehouse; answers its Id.',
);
export type EstablishShippingAddressBody = z.infer<typeof EstablishShippingAddressBody>;

export const EditShippingAddressBody = withPhone(
  z.object({ ...shippingAddressFields, Id: zId, IsDeactivate: z.boolean().optional().describe('absent = unchanged') }),
).describe('Full replacement of the editable fields.');
export type EditShippingAddressBody = z.infer<typeof EditShippingAddressBody>;

export const GetShippingAddressesBody = pageOf({
  Content: zSearch('Consignee', 'Address', 'Phone').describe('part of the consignee, address or phone'),
  WarehouseId: zId.optional(),
  ShippingAddressType: z.coerce.number().int().min(1).max(99).optional(),
  IsDeactivate: z.boolean().optional(),
}).describe('Date range: CreationTime.');
export type GetShippingAddressesBody = z.infer<typeof GetShippingAddressesBody>;

export const ShippingAddressRow = z.object({
  Id: z.number(),
  WarehouseId: z.number(),
  WarehouseName: z.string(),
  ShippingAddressType: z.number(),
  ShippingAddressTypeName: z.string().describe('in the language of the request'),
  Consignee: z.string(),
  PhoneCode: z.string(),
  Phone: z.string(),
  RegionId: z.number().nullable(),
  RegionName: z.string().describe('the region path, e.g. "China / Guangdong / Shenzhen"'),
  Address: z.string(),
  Postcode: z.string(),
  Remarks: z.string(),
  IsDeactivate: z.boolean(),
  CreationTime: zTime,
});
export type ShippingAddressRow = z.infer<typeof ShippingAddressRow>;

export const IsDeactivateShippingAddressBody = z.object({
  Ids: z.array(zId).min(1).max(500),
  IsDeactivate: z.boolean(),
});
export type IsDeactivateShippingAddressBody = z.infer<typeof IsDeactivateShippingAddressBody>;

export const GetUserShippingAddressesBody = z
  .object({
    WarehouseId: zId.optional(),
    ShippingAddressType: z.coerce.number().int().min(1).max(99).optional(),
  })
  .describe("The active addresses of the warehouses serving the customer's site (no paging: a site has a handful).");
export type GetUserShippingAddressesBody = z.infer<typeof GetUserShippingAddressesBody>;

/** What a customer sees: the placeholder already replaced, nothing internal. */
export const UserShippingAddressRow = ShippingAddressRow.omit({ IsDeactivate: true, CreationTime: true });
export type UserShippingAddressRow = z.infer<typeof UserShippingAddressRow>;

/** Warehouse shipping addresses: staff keep them; a customer reads those of its site. */
export const shippingAddressCalls = defineCalls('ShippingAddress', {
  GetShippingAddresses: {
    ...staffPlatform,
    body: GetShippingAddressesBody,
    rows: ShippingAddressRow,
    sorts: ['CreationTime', 'WarehouseName', 'Consignee'],
  },
  EstablishShippingAddress: {
    ...staffPlatform,
    summary: 'Creates a shipping address of a warehouse; answers its Id',
    body: EstablishShippingAddressBody,
    response: z.number(),
  },
  GetShippingAddressById: { ...staffPlatform, body: IdBody, response: ShippingAddressRow },
  EditShippingAddress: { ...staffPlatform, body: EditShippingAddressBody, response: z.boolean() },
  DeleteShippingAddress: { ...staffPlatform, body: IdBody, response: z.boolean() },
  IsDeactivateShippingAddress: {
    ...staffPlatform,
    summary: 'Deactivates or reactivates addresses; answers how many were found',
    body: IsDeactivateShippingAddressBody,
    response: z.number(),
  },
});

export const userShippingAddressCalls = defineCalls('UserShippingAddress', {
  GetShippingAddresses: {
    access: 'customer',
    scope: 'self',
    summary: "The addresses of the customer's site, with {CustomerCode} replaced by its code",
    body: GetUserShippingAddressesBody,
    response: z.array(UserShippingAddressRow),
  },
});
