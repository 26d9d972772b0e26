import { z } from 'zod';
import { t3 } from '../i18n/define.js';
import { IdBody, pageOf, zId } from '../paging.js';
import { LocalNamesRow, zCodeFilter, zDeactivate, zLocalNames, zSearch, zText, zTime } from '../primitives.js';
import { zCode, zDecimal, zInteger } from '../validators/schemas.js';
import { CurrencyOptionList } from './core.js';
import { areaTexts, defineCalls, signedInPublic, staffPlatform } from './define.js';

// Currencies that prices, fees and bills are in. Each has an exchange rate to the base currency
// (the one marked base, seeded as CNY): what one unit of it is worth in base units, with at most
// six decimals, the base's own rate being 1. Decisions (docs/domain.md, "Money"): the code is
// ISO 4217 and unique; the base currency cannot be deactivated, deleted or re-rated; a currency a
// commodity is priced in cannot be deleted (deactivate it instead).

export const CurrencyRow = z.object({
  Id: z.number(),
  Code: z.string(),
  ...LocalNamesRow,
  Symbol: z.string(),
  Decimals: z.number().describe('places amounts in it are kept to'),
  ExchangeRate: z.string().describe('one unit in base units, a decimal string'),
  IsBase: z.boolean(),
  IsDeactivate: z.boolean(),
  CreationTime: zTime,
});
export type CurrencyRow = z.infer<typeof CurrencyRow>;

const currencyFields = {
  Code: zCode(3, /^[A-Z]+$/, 'validation.alphabetic')
    .min(3)
    .describe('ISO 4217, three letters; unique'),
  ...zLocalNames,
  Symbol: zText(8).optional(),
  Decimals: zInteger({ max: 4 }).describe('0 to 4'),
  ExchangeRate: zDecimal({ maxDecimal: 6, cannotBeZero: true, max: 999_999_999 }).describe('> 0; the base keeps 1'),
};

export const currencyCalls = defineCalls('Currencies', {
  GetCurrencies: {
    ...staffPlatform,
    body: pageOf({
      Content: zSearch('Code', 'Name', 'Symbol').describe('part of the code, a name or the symbol'),
      Code: zCodeFilter(3).describe('part of the ISO code, the code only'),
      IsDeactivate: z.boolean().optional(),
    }),
    rows: CurrencyRow,
    sorts: ['CreationTime', 'Code', 'ExchangeRate'],
  },
  EstablishCurrency: {
    ...staffPlatform,
    body: z.object(currencyFields),
    response: z.number(),
    summary: 'Answers its Id',
  },
  EditCurrency: {
    ...staffPlatform,
    body: z.object({ ...currencyFields, Id: zId, IsDeactivate: zDeactivate }),
    response: z.boolean(),
  },
  DeleteCurrency: { ...staffPlatform, body: IdBody, response: z.boolean(), summary: 'Refused while prices use it' },
  GetSelectCurrency: { ...signedInPublic, body: z.object({}), response: CurrencyOptionList, summary: 'Active ones' },
});

export const currencyTexts = areaTexts({
  record: { calls: currencyCalls, name: t3('币种', '幣別', 'currency'), plural: 'currencies' },
  messages: {
    'currencies.base': t3(
      '{label}不能修改：本位币始终启用，汇率为 1。',
      '{label}不能修改：本位幣始終啟用，匯率為 1。',
      '{label} cannot change for the base currency: it stays active at rate 1.',
    ),
    'currencies.baseKept': t3(
      '本位币不能删除：它始终启用，汇率为 1。',
      '本位幣不能刪除：它始終啟用，匯率為 1。',
      'The base currency cannot be deleted: it stays active at rate 1.',
    ),
  },
  fields: {
    Symbol: t3('符号', '符號', 'Symbol'),
    Decimals: t3('小数位数', '小數位數', 'Decimal places'),
    ExchangeRate: t3('汇率（本位币）', '匯率（本位幣）', 'Rate to base currency'),
    IsBase: t3('本位币', '本位幣', 'Base currency'),
  },
});
