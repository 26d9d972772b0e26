import { z } from 'zod';
import { t3 } from '../i18n/define.js';
import { IdBody, pageOf, zId } from '../paging.js';
import { LocalNamesRow, zCodeFilter, zDeactivate, zLocalNames, zSearch, zTime } from '../primitives.js';
import { pastedCode } from '../validators/paste.js';
import { zCode, zInteger } from '../validators/schemas.js';
import { CountryOptionList, GetSelectGlobalCountriesBody } from './core.js';
import { areaTexts, defineCalls, signedInPublic, staffPlatform } from './define.js';

// Countries and regions of ISO 3166-1, seeded in full with their names in the three languages,
// phone codes and currencies. Decisions (docs/domain.md, "Reference data"): the code is the ISO
// alpha-2 code and unique; a deactivated country is left out of every picker; "ships to" marks
// the destinations shipping channels may serve; a country sites send SMS to is not deleted.

export const CountryRow = z.object({
  Id: z.number(),
  Code: z.string(),
  ...LocalNamesRow,
  PhoneCode: z.string().nullable(),
  CurrencyCode: z.string().nullable().describe('ISO 4217'),
  ShipsTo: z.boolean(),
  Sort: z.number(),
  IsDeactivate: z.boolean(),
  CreationTime: zTime,
});
export type CountryRow = z.infer<typeof CountryRow>;

const fields = {
  Code: zCode(2, /^[A-Z]{2}$/, 'validation.alphabetic').describe('ISO 3166-1 alpha-2; unique'),
  ...zLocalNames,
  // Null as well as absent: a row's empty value comes back as it was listed.
  // The list shows a phone code as "+86", so "+86" is what people type: read as 86.
  PhoneCode: z
    .string()
    .overwrite((v) => pastedCode(v).replace(/^\+/, ''))
    .regex(/^\d{0,4}$/, { error: 'countries.phoneCode' })
    .max(4)
    .nullish()
    .describe('1 to 4 digits; a leading + is dropped'),
  CurrencyCode: zCode(3, /^[A-Z]*$/, 'validation.alphabetic', false).nullish(),
  ShipsTo: z.boolean().optional(),
  Sort: zInteger({ max: 9999 }).describe('pickers list by it, smallest first'),
};

export const globalCountryCalls = defineCalls('GlobalCountries', {
  GetGlobalCountries: {
    ...staffPlatform,
    body: pageOf({
      Content: zSearch('Code', 'Name', 'PhoneCode').describe('part of the code, a name or the phone code'),
      Code: zCodeFilter(2).describe('part of the ISO code, the code only'),
      ShipsTo: z.boolean().optional(),
      IsDeactivate: z.boolean().optional(),
    }),
    rows: CountryRow,
    sorts: ['Sort', 'Code', 'CreationTime'],
    ascending: true,
  },
  AddGlobalCountry: { ...staffPlatform, body: z.object(fields), response: z.number(), summary: 'Answers its Id' },
  EditGlobalCountry: {
    ...staffPlatform,
    body: z.object({ ...fields, Id: zId, IsDeactivate: zDeactivate }),
    response: z.boolean(),
  },
  DeleteGlobalCountry: { ...staffPlatform, body: IdBody, response: z.boolean(), summary: 'Refused while in use' },
  GetSelectGlobalCountries: {
    ...signedInPublic,
    summary: 'Active countries for pickers, Name in the request language',
    body: GetSelectGlobalCountriesBody,
    response: CountryOptionList,
  },
});

export const countryTexts = areaTexts({
  record: { calls: globalCountryCalls, name: t3('国家/地区', '國家/地區', 'country'), plural: 'countries' },
  messages: {
    'countries.phoneCode': t3(
      '{label}不是国际电话区号：请输入 1 至 4 位数字，前面的 + 可写可不写，如 852 或 +852。',
      '{label}不是國際電話區號：請輸入 1 至 4 位數字，前面的 + 可寫可不寫，如 852 或 +852。',
      '{label} is not an international phone code: enter 1 to 4 digits, with or without a + in front, such as 852 or +852.',
    ),
  },
  fields: {
    Country: t3('国家/地区', '國家/地區', 'Country'),
    CurrencyCode: t3('币种代码', '幣別代碼', 'Currency code'),
    ShipsTo: t3('可寄达', '可寄達', 'We ship there'),
  },
});
