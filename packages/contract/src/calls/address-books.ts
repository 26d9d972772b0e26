import { z } from 'zod';
import { t3 } from '../i18n/define.js';
import { byCountry, picked } from '../inputs.js';
import { IdBody, MAX_ID, pageOf, zId } from '../paging.js';
import {
  requiredRule,
  zContent,
  zDeactivate,
  zRemarks,
  zRequiredId,
  zRequiredText,
  zSearch,
  zText,
  zTime,
} from '../primitives.js';
import { pastedIdCard } from '../validators/numbering.js';
import { pastedText } from '../validators/paste.js';
import { areaTexts, customerOwner, defineCalls, staffOwner, staffPlatform, withAccess } from './define.js';

// Address books (docs/domain.md, "Address books"): recipients and declarants belong to one
// customer each (staff keep every customer's under `/RecipientInformation/`, a customer their
// own under `/UserRecipientInformation/`); self-pickup points are the company's own, kept by
// staff and read by customers (active ones only). Phones follow the numbering of the entry's
// country and ID card numbers its rule (validators/numbering.ts): the server checks both against
// the country chosen, Code 2 on the field saying what is expected.

/** A phone of the entry's country (a mobile or a fixed line), read as pasted: full-width digits as
 * ASCII here, the country's own prefix, spaces and dashes by the server, which knows the country
 * (`checkNumbers`), and by the form, which knows the country picked. */
const phone = (text: z.ZodString) => byCountry(text.overwrite(pastedText), 'line');

// Registered on a clone: `register` on the shared `zRequiredId` itself would name the list of
// every id field built from it.
const country = picked(zRequiredId, 'Country').describe('an active country');
const region = zId.nullable().optional().describe('the region selector id, within the country (or none)');
/** Required like `zRequiredId`, but its own schema: no select list is attached to it. */
const owner = z
  .union([z.number(), z.string()], { error: requiredRule })
  .pipe(z.coerce.number<string | number>().int().positive().max(MAX_ID))
  .describe('the customer the entry is for');
const userFilter = zId
  .optional()
  .describe("staff: the owner; a customer: absent or their own id (another's is Code 3)");
const ownerRow = { OwnerId: z.number(), UserName: z.string().describe("the owner's user name") };
const regionRow = {
  RegionId: z.number().nullable(),
  RegionName: z.string().describe('"China / Guangdong / Shenzhen"'),
};

// ---------------------------------------------------------------------------------------------
// Recipients: who an order is delivered to (the order forms' "applicant information" picker).

const recipientFields = {
  ContactName: zRequiredText(50),
  Phone: phone(zRequiredText(20)).describe("the country's numbering"),
  ReceivingPhone: phone(zText(20)).optional().describe("a second number, the country's numbering"),
  CountryId: country,
  RegionId: region,
  DetailedAddress: zRequiredText(200),
  Postcode: zText(20).optional(),
};

export const RecipientInformationRow = z.object({
  Id: z.number(),
  ...ownerRow,
  ContactName: z.string(),
  Phone: z.string(),
  ReceivingPhone: z.string(),
  CountryId: z.number(),
  ...regionRow,
  DetailedAddress: z.string(),
  Postcode: z.string(),
  UsageCount: z.number().describe('how many orders used it (read only)'),
  IsDeactivate: z.boolean(),
  CreationTime: zTime,
});
export type RecipientInformationRow = z.infer<typeof RecipientInformationRow>;

/** What the picker fills a form with. */
export const RecipientPickerRow = RecipientInformationRow.pick({
  Id: true,
  ContactName: true,
  Phone: true,
  ReceivingPhone: true,
  CountryId: true,
  RegionId: true,
  RegionName: true,
  DetailedAddress: true,
  Postcode: true,
});
export type RecipientPickerRow = z.infer<typeof RecipientPickerRow>;

const recipientSpecs = {
  GetRecipientInformations: {
    ...staffOwner,
    body: pageOf({
      Content: zSearch('ContactName', 'Phone', 'DetailedAddress').describe('part of the name, phone or address'),
      UserId: userFilter,
      CountryId: zId.optional(),
      IsDeactivate: z.boolean().optional(),
    }),
    rows: RecipientInformationRow,
    sorts: ['CreationTime', 'ContactName', 'UsageCount'],
  },
  AddRecipientInformation: {
    ...staffOwner,
    body: z.object({ OwnerId: owner, ...recipientFields }),
    response: z.number(),
  },
  EditRecipientInformation: {
    ...staffOwner,
    summary: 'The owner never changes',
    body: z.object({ ...recipientFields, Id: zId, IsDeactivate: zDeactivate }),
    response: z.boolean(),
  },
  DeleteRecipientInformation: { ...staffOwner, body: IdBody, response: z.boolean() },
  GetSelectRecipientInformations: {
    ...staffOwner,
    summary: "The picker: an owner's active entries, the most used first",
    body: pageOf({ Content: zContent.optional(), UserId: userFilter }),
    rows: RecipientPickerRow,
    sorts: ['UsageCount', 'ContactName'],
  },
} as const;

export const recipientInformationCalls = defineCalls('RecipientInformation', recipientSpecs);
export const userRecipientInformationCalls = defineCalls('UserRecipientInformation', {
  ...withAccess(recipientSpecs, 'customer'),
  AddRecipientInformation: { ...customerOwner, body: z.object(recipientFields), response: z.number() },
});

// ---------------------------------------------------------------------------------------------
// Declarants: the exporter of record of a customer's shipments.

const declarantFields = {
  DeclarantName: zRequiredText(50),
  CountryId: country,
  IdCardNumber: byCountry(zRequiredText(30).overwrite(pastedIdCard), 'idCard').describe(
    "the country's ID card rule; unique among the owner's declarants",
  ),
  Phone: phone(zRequiredText(20)).describe("the country's numbering"),
  Address: zText(200).optional(),
};

export const DeclarantInformationRow = z.object({
  Id: z.number(),
  ...ownerRow,
  DeclarantName: z.string(),
  CountryId: z.number(),
  IdCardNumber: z.string(),
  Phone: z.string(),
  Address: z.string(),
  IsDeactivate: z.boolean(),
  CreationTime: zTime,
});
export type DeclarantInformationRow = z.infer<typeof DeclarantInformationRow>;

/** What the declarant picker fills an order's form with. */
export const DeclarantPickerRow = DeclarantInformationRow.pick({
  Id: true,
  DeclarantName: true,
  CountryId: true,
  IdCardNumber: true,
  Phone: true,
  Address: true,
});
export type DeclarantPickerRow = z.infer<typeof DeclarantPickerRow>;

const declarantSpecs = {
  GetDeclarantInformations: {
    ...staffOwner,
    body: pageOf({
      Content: zSearch('DeclarantName', 'IdCardNumber', 'Phone').describe('part of the name, ID card number or phone'),
      UserId: userFilter,
      IsDeactivate: z.boolean().optional(),
    }),
    rows: DeclarantInformationRow,
    sorts: ['CreationTime', 'DeclarantName'],
  },
  AddDeclarantInformation: {
    ...staffOwner,
    body: z.object({ OwnerId: owner, ...declarantFields }),
    response: z.number(),
  },
  EditDeclarantInformation: {
    ...staffOwner,
    summary: 'The owner never changes',
    body: z.object({ ...declarantFields, Id: zId, IsDeactivate: zDeactivate }),
    response: z.boolean(),
  },
  DeleteDeclarantInformation: { ...staffOwner, body: IdBody, response: z.boolean() },
  GetSelectDeclarantInformations: {
    ...staffOwner,
    summary: "The picker (order forms): an owner's active entries, by name",
    body: pageOf({ Content: zContent.optional(), UserId: userFilter }),
    rows: DeclarantPickerRow,
    sorts: ['DeclarantName'],
    ascending: true,
  },
} as const;

export const declarantInformationCalls = defineCalls('DeclarantInformation', declarantSpecs);
export const userDeclarantInformationCalls = defineCalls('UserDeclarantInformation', {
  ...withAccess(declarantSpecs, 'customer'),
  AddDeclarantInformation: { ...customerOwner, body: z.object(declarantFields), response: z.number() },
});

// ---------------------------------------------------------------------------------------------
// Self-pickup points: the company's collection points. The region chosen is stored as its codes
// per level, which the picker filters by.

const pickupFields = {
  SiteName: zRequiredText(100).describe('unique'),
  CountryId: country,
  RegionId: region,
  Address: zRequiredText(200),
  Contact: zText(50).optional(),
  Phone: phone(zText(20)).optional().describe("the country's numbering"),
  OpeningHours: zText(100).optional(),
  Remarks: zRemarks.optional(),
};

const regionCodes = {
  CountryCode: z.string().describe('ISO 3166-1 alpha-2'),
  ProvinceCode: z.string().describe('GB/T 2260, empty outside China or above the level chosen'),
  CityCode: z.string(),
  CountyCode: z.string(),
  TownCode: z.string(),
};

export const SelfPickupAddressRow = z.object({
  Id: z.number(),
  SiteName: z.string(),
  CountryId: z.number(),
  ...regionRow,
  ...regionCodes,
  Address: z.string(),
  Contact: z.string(),
  Phone: z.string(),
  OpeningHours: z.string(),
  Remarks: z.string(),
  IsDeactivate: z.boolean(),
  CreationTime: zTime,
});
export type SelfPickupAddressRow = z.infer<typeof SelfPickupAddressRow>;

/** What a customer reads of a point: no remarks, no state (they see active ones only). */
export const UserSelfPickupAddressRow = SelfPickupAddressRow.omit({ Remarks: true, IsDeactivate: true });
export type UserSelfPickupAddressRow = z.infer<typeof UserSelfPickupAddressRow>;

export const SelfPickupPickerRow = z.object({ Id: z.number(), SiteName: z.string(), Address: z.string() });
export type SelfPickupPickerRow = z.infer<typeof SelfPickupPickerRow>;

const code = (max: number) => zText(max).optional();
const pickerSpec = {
  summary: 'The picker: active points, filtered by region codes',
  body: pageOf({
    Content: zSearch('SiteName', 'Address').describe('part of the site name or address'),
    CountryCode: code(2),
    ProvinceCode: code(12),
    CityCode: code(12),
    CountyCode: code(12),
    TownCode: code(12),
  }),
  rows: SelfPickupPickerRow,
  sorts: ['SiteName'],
  ascending: true,
} as const;

export const selfPickupAddressCalls = defineCalls('SelfPickupAddress', {
  GetSelfPickupAddresses: {
    ...staffPlatform,
    body: pageOf({
      Content: zSearch('SiteName', 'Address').describe('part of the site name or address'),
      CountryId: zId.optional(),
      IsDeactivate: z.boolean().optional(),
    }),
    rows: SelfPickupAddressRow,
    sorts: ['CreationTime', 'SiteName'],
  },
  AddSelfPickupAddress: { ...staffPlatform, body: z.object(pickupFields), response: z.number() },
  EditSelfPickupAddress: {
    ...staffPlatform,
    body: z.object({ ...pickupFields, Id: zId, IsDeactivate: zDeactivate }),
    response: z.boolean(),
  },
  DeleteSelfPickupAddress: { ...staffPlatform, body: IdBody, response: z.boolean() },
  GetSelectSelfPickupAddresses: { ...staffPlatform, ...pickerSpec },
});

export const userSelfPickupAddressCalls = defineCalls('UserSelfPickupAddress', {
  GetSelfPickupAddresses: {
    access: 'customer',
    scope: 'public',
    summary: 'The active points, read only',
    body: pageOf({
      Content: zSearch('SiteName', 'Address').describe('part of the site name or address'),
      CountryId: zId.optional(),
    }),
    rows: UserSelfPickupAddressRow,
    sorts: ['SiteName'],
    ascending: true,
  },
  GetSelectSelfPickupAddresses: { access: 'customer', scope: 'public', ...pickerSpec },
});

// ---------------------------------------------------------------------------------------------

const pick = (what: [string, string, string]) => t3(`选择${what[0]}`, `選擇${what[1]}`, `Pick ${what[2]}`);

export const recipientTexts = areaTexts({
  record: {
    calls: recipientInformationCalls,
    name: t3('收件人信息', '收件人資料', 'recipient'),
    plural: 'recipients',
  },
  buttons: {
    RecipientInformationGetSelectRecipientInformations: pick(['收件人信息', '收件人資料', 'a recipient']),
  },
  fields: {
    ContactName: t3('联系人', '聯絡人', 'Contact name'),
    ReceivingPhone: t3('收件电话', '收件電話', 'Receiving phone'),
    UsageCount: t3('使用次数', '使用次數', 'Times used'),
    RegionName: t3('地区', '地區', 'Region'),
  },
  messages: {
    'addressBooks.idCardTaken': t3(
      '{label}已是该客户的申报人“{name}”的证件号码：同一个人在一个客户下只登记一次，请编辑那一条。',
      '{label}已是該客戶的申報人「{name}」的證件號碼：同一個人在一個客戶下只登記一次，請編輯那一筆。',
      '{label} is already the ID card number of this customer’s declarant “{name}”: a person is declared once per customer, so edit that entry instead.',
    ),
    'addressBooks.regionOutsideCountry': t3(
      '{label}不在所选国家/地区内：请重新选择地区。',
      '{label}不在所選國家/地區內：請重新選擇地區。',
      '{label} is not in the country chosen: choose the region again.',
    ),
  },
});

export const declarantTexts = areaTexts({
  record: {
    calls: declarantInformationCalls,
    name: t3('申报人信息', '申報人資料', 'declarant'),
    plural: 'declarants',
  },
  buttons: {
    DeclarantInformationGetSelectDeclarantInformations: pick(['申报人', '申報人', 'a declarant']),
  },
  fields: {
    DeclarantName: t3('申报人', '申報人', 'Declarant name'),
    IdCardNumber: t3('证件号码', '證件號碼', 'ID card number'),
  },
});

export const selfPickupTexts = areaTexts({
  record: {
    calls: selfPickupAddressCalls,
    name: t3('自提点', '自取點', 'self-pickup point'),
    plural: 'self-pickup points',
  },
  buttons: {
    SelfPickupAddressGetSelectSelfPickupAddresses: pick(['自提点', '自取點', 'a self-pickup point']),
  },
  fields: {
    SiteName: t3('网点名称', '網點名稱', 'Site name'),
    OpeningHours: t3('营业时间', '營業時間', 'Opening hours'),
    CountryCode: t3('国家代码', '國家代碼', 'Country code'),
    ProvinceCode: t3('省代码', '省代碼', 'Province code'),
    CityCode: t3('市代码', '市代碼', 'City code'),
    CountyCode: t3('区县代码', '區縣代碼', 'County code'),
    TownCode: t3('乡镇代码', '鄉鎮代碼', 'Town code'),
  },
});
