import { z } from 'zod';
import { t3 } from '../i18n/define.js';
import { IdBody, pageOf, zId } from '../paging.js';
import { LocalNamesRow, zContent, zDeactivate, zLocalNames, zRequiredText, zText, zTime } from '../primitives.js';
import { zInteger } from '../validators/schemas.js';
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
  Code: zRequiredText(2)
    .regex(/^[A-Za-z]{2}$/, { error: 'validation.alphabetic' })
    .toUpperCase()
    .describe('ISO 3166-1 alpha-2; unique'),
  ...zLocalNames,
  // Null as well as absent: a row's empty value comes back as it was listed.
  PhoneCode: zText(4).regex(/^\d*$/, { error: 'validation.numberType' }).nullish().describe('digits, no +'),
  CurrencyCode: zText(3)
    .regex(/^[A-Za-z]*$/, { error: 'validation.alphabetic' })
    .toUpperCase()
    .nullish(),
  ShipsTo: z.boolean().optional(),
  Sort: zInteger({ max: 9999 }).describe('pickers list by it, smallest first'),
};

export const globalCountryCalls = defineCalls('GlobalCountries', {
  GetGlobalCountries: {
    ...staffPlatform,
    body: pageOf({
      Content: zContent.optional().describe('part of the code, a name or the phone code'),
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
  fields: {
    Country: t3('国家/地区', '國家/地區', 'Country'),
    CurrencyCode: t3('币种代码', '幣別代碼', 'Currency code'),
    ShipsTo: t3('可寄达', '可寄達', 'We ship there'),
  },
});
