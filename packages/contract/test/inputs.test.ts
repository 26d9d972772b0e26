import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { currencyCalls } from '../src/calls/currencies.js';
import { customsClearanceCompanyCalls, customsClearanceNumberCalls } from '../src/calls/customs.js';
import { warehousingQuotationCalls } from '../src/calls/quotations.js';
import { formFields, inputMeta } from '../src/inputs.js';
import { zMoney } from '../src/money.js';
import { zDeactivate, zRequiredId, zRequiredText, zText } from '../src/primitives.js';
import { zDecimal, zInteger } from '../src/validators/schemas.js';

describe('formFields', () => {
  it('reads kind, required, length, range and decimals off a body, in declaration order', () => {
    const body = z.object({
      Id: z.number(),
      Code: zRequiredText(3).toUpperCase().describe('ISO'),
      Note: zText(8).optional(),
      Places: zInteger({ max: 4 }),
      Rate: zDecimal({ maxDecimal: 6, cannotBeZero: true, max: 99 }).optional().describe('> 0'),
      Weight: zDecimal(),
      Carrier: z.number().register(inputMeta, { kind: 'select', select: 'Carrier' }),
      Rows: z.array(z.object({ A: z.string() })),
      IsDeactivate: zDeactivate,
    });
    expect(formFields(body)).toEqual([
      { name: 'Code', kind: 'text', required: true, max: 3 },
      { name: 'Note', kind: 'text', required: false, max: 8 },
      { name: 'Places', kind: 'integer', required: true, max: 4, notZero: undefined },
      { name: 'Rate', kind: 'decimal', required: false, max: 99, notZero: true, decimals: 6 },
      { name: 'Weight', kind: 'decimal', required: true, max: undefined, notZero: undefined, decimals: 3 },
      { name: 'Carrier', kind: 'select', required: true, select: 'Carrier' },
      { name: 'IsDeactivate', kind: 'switch' },
    ]);
  });

  it('draws the currency dialog from its edit call', () => {
    expect(formFields(currencyCalls.EditCurrency.body).map((f) => f.name)).toEqual([
      'Code',
      'NameZhCn',
      'NameZhTw',
      'NameEn',
      'Symbol',
      'Decimals',
      'ExchangeRate',
      'IsDeactivate',
    ]);
  });

  it('gives each field picked from a shared schema its own list', () => {
    const pick = (body: z.ZodType, name: string) => formFields(body).find((f) => f.name === name);
    expect(pick(customsClearanceCompanyCalls.AddCustomsClearanceCompany.body, 'CountryId')).toMatchObject({
      kind: 'select',
      select: 'Country',
    });
    expect(pick(customsClearanceNumberCalls.AddCustomsClearanceNumber.body, 'CompanyId')).toMatchObject({
      kind: 'select',
      select: 'CustomsClearanceCompany',
    });
    expect(inputMeta.get(zRequiredId)).toBeUndefined();
  });

  it('draws an amount of money as an amount with its places and ceiling, required or not', () => {
    const body = z.object({
      Fee: zMoney({ places: 4, max: 1000 }),
      Tip: zMoney().optional(),
      Debt: zMoney({ negative: true }),
    });
    expect(formFields(body)).toEqual([
      { name: 'Fee', required: true, kind: 'decimal', decimals: 4, max: 1000 },
      { name: 'Tip', required: false, kind: 'decimal', decimals: 2 },
    ]);
    // A price dialog's amounts are drawn from its body, described or not.
    const drawn = formFields(warehousingQuotationCalls.EditWarehousingQuotation.body).map((f) => f.name);
    expect(drawn).toEqual(expect.arrayContaining(['PerPackageSigned', 'PerItemShelved', 'PerInspection']));
  });

  it('keeps the form hints out of the JSON Schema', () => {
    expect(JSON.stringify(z.toJSONSchema(z.object({ A: zDecimal() }), { io: 'input' }))).not.toContain('decimal"');
  });
});
