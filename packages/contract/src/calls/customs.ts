import { z } from 'zod';
import { t3 } from '../i18n/define.js';
import { picked } from '../inputs.js';
import { IdBody, pageOf, zId } from '../paging.js';
import { zDeactivate, zName, zRemarks, zRequiredId, zSearch, zText, zTime } from '../primitives.js';
import { zCode } from '../validators/schemas.js';
import { areaTexts, defineCalls, staffPlatform } from './define.js';

// Customs clearance companies (the broker a transport shift clears through) and the clearance
// numbers each issues, which shifts are declared under (docs/domain.md, "Customs"). A code and a
// number are unique; a company with numbers is not deleted, and neither is a number a shift uses.

export const CustomsClearanceCompanyRow = z.object({
  Id: z.number(),
  Name: z.string(),
  Code: z.string(),
  CountryId: z.number().describe('where it clears'),
  Contact: z.string(),
  ContactPhone: z.string(),
  Address: z.string(),
  Remarks: z.string(),
  IsDeactivate: z.boolean(),
  CreationTime: zTime,
});
export type CustomsClearanceCompanyRow = z.infer<typeof CustomsClearanceCompanyRow>;

const companyFields = {
  Name: zName(),
  Code: zCode(20, /^[A-Z0-9_]+$/, 'validation.code').describe('unique'),
  CountryId: picked(zRequiredId, 'Country'),
  Contact: zText(50).optional(),
  ContactPhone: zText(30).optional(),
  Address: zText(200).optional(),
  Remarks: zRemarks.optional(),
};

export const customsClearanceCompanyCalls = defineCalls('CustomsClearanceCompany', {
  GetCustomsClearanceCompanies: {
    ...staffPlatform,
    body: pageOf({
      Content: zSearch('Name', 'Code').describe('part of the name or code'),
      IsDeactivate: z.boolean().optional(),
    }),
    rows: CustomsClearanceCompanyRow,
    sorts: ['CreationTime', 'Name', 'Code'],
  },
  AddCustomsClearanceCompany: { ...staffPlatform, body: z.object(companyFields), response: z.number() },
  EditCustomsClearanceCompany: {
    ...staffPlatform,
    body: z.object({ ...companyFields, Id: zId, IsDeactivate: zDeactivate }),
    response: z.boolean(),
  },
  DeleteCustomsClearanceCompany: {
    ...staffPlatform,
    body: IdBody,
    response: z.boolean(),
    summary: 'Refused while it has numbers',
  },
});

export const CustomsClearanceNumberRow = z.object({
  Id: z.number(),
  CompanyId: z.number(),
  ClearanceNumber: z.string(),
  Remarks: z.string(),
  IsDeactivate: z.boolean(),
  CreationTime: zTime,
});
export type CustomsClearanceNumberRow = z.infer<typeof CustomsClearanceNumberRow>;

const numberFields = {
  CompanyId: picked(zRequiredId, 'CustomsClearanceCompany'),
  ClearanceNumber: zCode(40, /^[A-Z0-9-]+$/, 'validation.specialCharacters').describe('unique'),
  Remarks: zRemarks.optional(),
};

export const customsClearanceNumberCalls = defineCalls('CustomsClearanceNumber', {
  GetCustomsClearanceNumbers: {
    ...staffPlatform,
    body: pageOf({
      Content: zSearch('ClearanceNumber').describe('part of the number'),
      CompanyId: zId.optional(),
      IsDeactivate: z.boolean().optional(),
    }),
    rows: CustomsClearanceNumberRow,
    sorts: ['CreationTime', 'ClearanceNumber'],
  },
  AddCustomsClearanceNumber: { ...staffPlatform, body: z.object(numberFields), response: z.number() },
  EditCustomsClearanceNumber: {
    ...staffPlatform,
    body: z.object({ ...numberFields, Id: zId, IsDeactivate: zDeactivate }),
    response: z.boolean(),
  },
  DeleteCustomsClearanceNumber: { ...staffPlatform, body: IdBody, response: z.boolean() },
});

export const customsTexts = areaTexts({
  record: {
    calls: customsClearanceCompanyCalls,
    name: t3('清关公司', '清關公司', 'customs clearance company'),
    plural: 'customs clearance companies',
  },
  fields: {
    CustomsClearanceCompany: t3('清关公司', '清關公司', 'Customs clearance company'),
    CompanyId: t3('清关公司', '清關公司', 'Customs clearance company'),
    CountryId: t3('国家/地区', '國家/地區', 'Country'),
    Contact: t3('联系人', '聯絡人', 'Contact'),
    ClearanceNumber: t3('清关号', '清關號', 'Clearance number'),
  },
});

export const customsNumberTexts = areaTexts({
  record: {
    calls: customsClearanceNumberCalls,
    name: t3('清关号', '清關號', 'clearance number'),
    plural: 'clearance numbers',
  },
});
