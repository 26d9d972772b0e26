import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { FreightPricingMode, PriceRoundingMode, type UserInfo } from '@wms/contract';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetToasts, setToastAdapter } from '../../src/api/notify';
import { ServiceGroupingPicker } from '../../src/components/picker/ServiceGroupingPicker';
import ChargeRuleIndex from '../../src/screens/money/prices/ChargeRuleIndex';
import { FreightTrial, type TrialChannel, TrialResult } from '../../src/screens/money/prices/FreightTrial';
import TransferQuotationIndex from '../../src/screens/money/prices/TransferQuotationIndex';
import { useSessionStore } from '../../src/stores/session';
import { setupDom } from '../dom';
import { fail, fakeServer, page } from '../fake-server';

// The price screens (screens/money/prices/): the freight lines editor following the pricing mode and
// a refused figure shown under it, the trial's answer (priced channels with their breakdown, then
// the refusals) and what it sends, and the value-added service grouping picker.

beforeAll(async () => {
  await setupDom();
  configure({ asyncUtilTimeout: 8000 });
});
beforeEach(() => {
  useSessionStore.setState({ user: { IsSuperUser: true, Buttons: [], AccountTypeCode: 1 } as unknown as UserInfo });
});
afterEach(() => {
  cleanup();
  setToastAdapter(null);
  resetToasts();
  sessionStorage.clear();
});

const options = (...names: string[]) => names.map((Name, i) => ({ Value: i + 1, Name }));

/** Answers of the option lists and the currencies every price screen reads. */
function common(path: string): unknown {
  const lists: Record<string, unknown> = {
    'Select/GetFreightPricingMode': options('First weight and steps', 'Weight brackets'),
    'Select/GetPriceRounding': options('To two decimals', 'Round up'),
    'Select/GetTypeOfShipping': [{ Value: 5, Name: 'EMS Air' }],
    'Select/GetCurrency': [{ Value: 1, Name: 'Chinese Yuan' }],
    'Select/GetShippingCountry': [
      { Value: 826, Name: 'United Kingdom' },
      { Value: 392, Name: 'Japan' },
      { Value: 250, Name: 'France' },
    ],
    // The shipping type serves two of the three countries: only those are offered on a line.
    'TypeOfShipping/GetTypeOfShippingById': { Id: 5, CountryIds: [826, 392] },
    'Select/GetCargoType': [{ Value: 1, Name: 'General' }],
    'Select/GetCustomer': [{ Value: 9, Name: 'customer1' }],
    'Currencies/GetSelectCurrency': [
      { Value: 1, Name: 'Chinese Yuan', Code: 'CNY', Symbol: '¥' },
      { Value: 2, Name: 'US Dollar', Code: 'USD', Symbol: 'US$' },
    ],
  };
  return lists[path];
}

/** The server: `answer` first, then the common lists (`true` when neither says); every call as
 * its path and body. */
function serve(answer: (path: string, body: Record<string, unknown>) => unknown = () => undefined) {
  const server = fakeServer(
    {},
    {
      otherwise: (path: string, body: unknown) => answer(path, body as Record<string, unknown>) ?? common(path) ?? true,
    },
  );
  return server.calls;
}

function renderIn(node: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{node}</MemoryRouter>
    </QueryClientProvider>,
  );
}

const field = (id: string) => document.getElementById(id) as HTMLInputElement | null;
const type = (id: string, value: string) => fireEvent.change(field(id)!, { target: { value } });
const helpOf = (id: string) => document.getElementById(`${id}_help`)?.textContent ?? '';

/** Opens the select of a form field and clicks the option with that label. */
async function choose(id: string, label: string) {
  const select = field(id)!.closest('.ant-select')!;
  fireEvent.mouseDown(select.querySelector('.ant-select-content') ?? select);
  const option = await waitFor(() => {
    const all = [...document.querySelectorAll(`.ant-select-item-option[title="${label}"]`)];
    const o = all.at(-1);
    if (!o) throw new Error(`no option ${label} yet`);
    return o;
  });
  fireEvent.click(option);
}

const line = (f: string) => `TransferQuotationIndex_Lines_0_${f}`;

describe('the freight lines editor', () => {
  it('asks first weight and steps, or brackets, as the pricing mode says, and sends that mode only', async () => {
    const sent = serve((path) => (path === 'TransferQuotation/GetTransferQuotations' ? page([]) : undefined));
    renderIn(<TransferQuotationIndex />);
    fireEvent.click(await screen.findByRole('button', { name: /Freight quotation/ }));
    await waitFor(() => expect(field(line('FirstWeight'))).toBeTruthy());
    // First weight and steps: its four figures, no brackets.
    for (const f of ['FirstWeight', 'FirstPrice', 'StepWeight', 'StepPrice', 'MinimumCharge'])
      expect(field(line(f)), f).toBeTruthy();
    expect(screen.queryByTestId('brackets-0')).toBeNull();

    await choose('TransferQuotationIndex_PricingMode', 'Weight brackets');
    await waitFor(() => expect(screen.getByTestId('brackets-0')).toBeTruthy());
    expect(field(line('FirstWeight'))).toBeNull();
    expect(field(line('StepPrice'))).toBeNull();
    // A second bracket, flat for its weights.
    fireEvent.click(screen.getByTestId('add-bracket-0'));
    await waitFor(() => expect(field(line('Brackets_1_UpTo'))).toBeTruthy());
    type(line('Brackets_0_UpTo'), '2');
    type(line('Brackets_0_Price'), '30');
    type(line('Brackets_1_UpTo'), '5');
    type(line('Brackets_1_Price'), '88.5');
    fireEvent.click(within(screen.getByTestId('bracket-0-1')).getByRole('checkbox'));
    type(line('MinimumCharge'), '25');

    type('TransferQuotationIndex_Name', 'EMS to the UK');
    await choose('TransferQuotationIndex_TypeOfShippingId', 'EMS Air');
    await choose('TransferQuotationIndex_CurrencyId', 'Chinese Yuan');
    await choose(line('CountryIds'), 'United Kingdom');
    expect(document.querySelector('.ant-select-item-option[title="France"]')).toBeNull();
    fireEvent.click(screen.getByTestId('TransferQuotationIndex-submit'));
    await waitFor(() => expect(sent().some((s) => s.path === 'TransferQuotation/AddTransferQuotation')).toBe(true));
    const body = sent().find((s) => s.path === 'TransferQuotation/AddTransferQuotation')!.body;
    expect(body).toMatchObject({
      Name: 'EMS to the UK',
      TypeOfShippingId: 5,
      CurrencyId: 1,
      PricingMode: FreightPricingMode.Brackets,
      Rounding: PriceRoundingMode.Decimals,
    });
    expect(body.Lines).toEqual([
      {
        CountryIds: [826],
        MinimumCharge: '25',
        Brackets: [
          { UpTo: '2', Price: '30', PerKg: true },
          { UpTo: '5', Price: '88.5', PerKg: false },
        ],
      },
    ]);
  }, 60_000);

  it('says once that a line has no countries (the required rule and the schema both refuse an empty list)', async () => {
    serve((path) => (path === 'TransferQuotation/GetTransferQuotations' ? page([]) : undefined));
    renderIn(<TransferQuotationIndex />);
    fireEvent.click(await screen.findByRole('button', { name: /Freight quotation/ }));
    await waitFor(() => expect(field(line('FirstWeight'))).toBeTruthy());
    fireEvent.click(screen.getByTestId('TransferQuotationIndex-submit'));
    await waitFor(() => expect(helpOf(line('CountryIds'))).toContain('cannot be empty'));
    const help = document.getElementById(`${line('CountryIds')}_help`)!;
    expect(help.querySelectorAll('.ant-form-item-explain-error')).toHaveLength(1);
    expect(helpOf(line('CountryIds'))).toBe('Countries cannot be empty.');
  }, 60_000);

  it('refuses missing step figures itself, and shows a figure the server refuses under it', async () => {
    const REFUSED =
      'Lines 1 › Step price is over 9999999: enter a number from 0 to 9999999 with at most 4 decimal places.';
    const sent = serve((path) =>
      path === 'TransferQuotation/GetTransferQuotations'
        ? page([])
        : path === 'TransferQuotation/AddTransferQuotation'
          ? fail(2, REFUSED, { Field: 'Lines.0.StepPrice', Rule: REFUSED })
          : undefined,
    );
    renderIn(<TransferQuotationIndex />);
    fireEvent.click(await screen.findByRole('button', { name: /Freight quotation/ }));
    await waitFor(() => expect(field(line('FirstWeight'))).toBeTruthy());
    type('TransferQuotationIndex_Name', 'EMS to Japan');
    await choose('TransferQuotationIndex_TypeOfShippingId', 'EMS Air');
    await choose('TransferQuotationIndex_CurrencyId', 'Chinese Yuan');
    await choose(line('CountryIds'), 'Japan');
    type(line('FirstWeight'), '0.5');
    type(line('FirstPrice'), '60');
    fireEvent.click(screen.getByTestId('TransferQuotationIndex-submit'));
    await waitFor(() => expect(helpOf(line('StepWeight'))).toContain('Step (kg)'));
    expect(helpOf(line('StepPrice'))).toContain('Step price');
    expect(sent().some((s) => s.path === 'TransferQuotation/AddTransferQuotation')).toBe(false);

    type(line('StepWeight'), '0.5');
    type(line('StepPrice'), '12');
    fireEvent.click(screen.getByTestId('TransferQuotationIndex-submit'));
    await waitFor(() => expect(helpOf(line('StepPrice'))).toBe(REFUSED));
    expect(helpOf(line('FirstPrice'))).toBe('');
    const body = sent().find((s) => s.path === 'TransferQuotation/AddTransferQuotation')!.body;
    expect(body.Lines).toEqual([
      { CountryIds: [392], FirstWeight: '0.5', FirstPrice: '60', StepWeight: '0.5', StepPrice: '12' },
    ]);
  }, 60_000);
});

const channel = (over: Partial<TrialChannel>): TrialChannel => ({
  TypeOfShippingId: 1,
  TypeOfShippingName: '',
  CarrierName: '',
  Priced: true,
  Refusals: [],
  ChargeableWeight: '',
  QuotationName: '',
  Currency: 'CNY',
  Total: '',
  Lines: [],
  Converted: null,
  CustomsForm: '',
  ...over,
});

const ANSWER: TrialChannel[] = [
  channel({
    TypeOfShippingId: 5,
    TypeOfShippingName: 'EMS Air',
    CarrierName: 'EMS',
    QuotationName: 'EMS to the UK',
    ChargeableWeight: '4.8',
    Total: '108.00',
    Lines: [
      { Kind: 'first', Name: 'First 0.5 kg', Quantity: '0.5', Amount: '60' },
      { Kind: 'steps', Name: '9 × 0.5 kg after the first', Quantity: '9', Amount: '48' },
    ],
    Converted: { Currency: 'USD', Total: '14.96', Rate: '0.138504' },
    CustomsForm: 'CN22',
  }),
  channel({
    TypeOfShippingId: 6,
    TypeOfShippingName: 'DHL Express',
    CarrierName: 'DHL',
    QuotationName: 'DHL worldwide',
    ChargeableWeight: '5',
    Total: '240.00',
    Lines: [
      { Kind: 'bracket', Name: '', Quantity: '5', Amount: '230' },
      { Kind: 'minimum', Name: '', Quantity: '1', Amount: '10' },
    ],
  }),
  channel({
    TypeOfShippingId: 7,
    TypeOfShippingName: 'Sea Economy',
    Priced: false,
    Refusals: ['Does not ship to this country', 'Does not take this cargo: Batteries'],
  }),
];

describe('the freight trial', () => {
  it('lists the priced channels cheapest first with their breakdown, then the refusals with their reasons', async () => {
    serve();
    renderIn(<TrialResult channels={ANSWER} />);
    const result = screen.getByTestId('trial-result');
    // The two priced channels in the server's order, then the refused one.
    const cards = [...result.querySelectorAll('[data-testid^="trial-"][class*="trial-"]')].map((c) =>
      c.getAttribute('data-testid'),
    );
    expect(cards).toEqual(['trial-priced-5', 'trial-priced-6', 'trial-refused-7']);
    expect(screen.getByText('2 channels take it')).toBeTruthy();
    expect(screen.getByText('1 channel refuses it')).toBeTruthy();

    const ems = screen.getByTestId('trial-priced-5');
    expect(within(ems).getByText('Cheapest')).toBeTruthy();
    await waitFor(() => expect(within(ems).getByTestId('trial-total').textContent).toBe('¥108.00'));
    expect(within(ems).getByTestId('trial-converted').textContent).toBe('≈ US$14.96 (at 1 CNY = 0.138504 USD)');
    expect(within(ems).getByTestId('trial-chargeable').textContent).toBe('Chargeable weight (kg): 4.8');
    expect(ems.textContent).toContain('CN22');

    // The breakdown opens line by line and adds up to the total.
    fireEvent.click(within(ems).getByTestId('trial-breakdown-toggle'));
    const lines = await within(ems).findByTestId('trial-breakdown');
    const rows = [...lines.querySelectorAll('tbody tr')].map((tr) =>
      [...tr.querySelectorAll('td')].map((td) => td.textContent),
    );
    expect(rows).toEqual([
      ['First 0.5 kg', '¥60.00'],
      ['9 × 0.5 kg after the first', '¥48.00'],
    ]);
    expect(lines.querySelector('.ant-table-summary')?.textContent).toBe('Total¥108.00');

    const dhl = screen.getByTestId('trial-priced-6');
    expect(within(dhl).queryByText('Cheapest')).toBeNull();
    fireEvent.click(within(dhl).getByTestId('trial-breakdown-toggle'));
    const dhlLines = await within(dhl).findByTestId('trial-breakdown');
    // Lines the server left unnamed read by their kind and quantity.
    expect([...dhlLines.querySelectorAll('tbody tr td:first-child')].map((td) => td.textContent)).toEqual([
      'Weight bracket 5 kg',
      'Up to the minimum charge',
    ]);

    const sea = screen.getByTestId('trial-refused-7');
    expect([...sea.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Does not ship to this country',
      'Does not take this cargo: Batteries',
    ]);
    expect(within(sea).queryByTestId('trial-total')).toBeNull();
  }, 30_000);

  it('sends the parcel as typed and shows the answer; a refused field shows under it', async () => {
    let refuse = true;
    const WEIGHT = 'Weight is over 100000: enter a number from 0 to 100000 with at most 3 decimal places.';
    const sent = serve((path) => {
      if (path !== 'UserFreightTrial/GetFreightTrial') return undefined;
      if (refuse) return fail(2, WEIGHT, { Field: 'Weight', Rule: WEIGHT });
      return ANSWER;
    });
    renderIn(<FreightTrial scope="user" />);
    await waitFor(() => expect(field('trial_Weight')).toBeTruthy());
    // The customer's form has no customer field.
    expect(field('trial_CustomerId')).toBeNull();
    await choose('trial_CountryId', 'United Kingdom');
    type('trial_Weight', '2.3');
    type('trial_Length', '40');
    type('trial_Width', '30');
    type('trial_Height', '20');
    fireEvent.click(screen.getByTestId('trial-submit'));
    await waitFor(() => expect(helpOf('trial_Weight')).toBe(WEIGHT));
    expect(screen.queryByTestId('trial-result')).toBeNull();

    refuse = false;
    fireEvent.click(screen.getByTestId('trial-submit'));
    await screen.findByTestId('trial-result');
    const asked = sent()
      .filter((s) => s.path === 'UserFreightTrial/GetFreightTrial')
      .at(-1)!.body;
    expect(asked).toEqual({ CountryId: 826, Weight: '2.3', Length: '40', Width: '30', Height: '20', Pieces: 1 });
    expect(screen.getByTestId('trial-priced-5')).toBeTruthy();
  }, 60_000);
});

describe('the service grouping picker', () => {
  it('lists the groupings and answers the one picked', async () => {
    const sent = serve((path) =>
      path ===
      'LogisticsValueAddedServicesQuotationGrouping/GetSelectTableLogisticsValueAddedServicesQuotationGroupings'
        ? page(
            [
              {
                Id: 3,
                Name: 'Packing',
                MultipleChoice: false,
                ExpenseTypeId: 4,
                ExpenseTypeName: 'Value-added service',
                Explain: 'One way to pack',
                Remarks: '',
                ServiceCount: 2,
                CreationTime: '2026-01-01T00:00:00.000Z',
              },
            ],
            1,
          )
        : undefined,
    );
    const onChange = vi.fn();
    renderIn(<ServiceGroupingPicker onChange={onChange} />);
    fireEvent.click(screen.getByTestId('picker-open'));
    const row = await screen.findByTestId('picker-row-3');
    expect(row.textContent).toContain('Packing');
    expect(row.textContent).toContain('No');
    expect(sent().some((s) => s.path.endsWith('GetSelectTableLogisticsValueAddedServicesQuotationGroupings'))).toBe(
      true,
    );
    fireEvent.doubleClick(row);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(3, [expect.objectContaining({ Name: 'Packing' })]));
  }, 30_000);
});

describe('the charge rules', () => {
  it('shows a rule amount in its currency (the base currency the server names), a percentage as one', async () => {
    const row = {
      Trigger: 1,
      ExpenseTypeId: 1,
      ExpenseTypeName: 'Warehousing',
      Tax: 0,
      TaxRate: '0',
      Settlement: 1,
      BillingMode: 1,
      Remarks: '',
      IsDeactivate: false,
      CreationTime: '2026-01-01T00:00:00Z',
      CurrencyCode: 'CNY',
    };
    serve((path) =>
      path === 'ChargeRule/GetChargeRules'
        ? page(
            [
              { ...row, Id: 1, Name: 'Signing fee', Source: 2, Method: 1, Amount: '2.5', PercentOfExpenseTypeId: null },
              { ...row, Id: 2, Name: 'Insurance', Source: 2, Method: 5, Amount: '10', PercentOfExpenseTypeId: 1 },
            ],
            2,
          )
        : path === 'Select/GetExpenseType'
          ? [{ Value: 1, Name: 'Warehousing' }]
          : path.startsWith('Select/')
            ? []
            : undefined,
    );
    renderIn(<ChargeRuleIndex />);
    const fee = (await screen.findByText('Signing fee')).closest('tr')!;
    await waitFor(() => expect(within(fee as HTMLElement).getByText('¥2.50')).toBeTruthy());
    const insurance = screen.getByText('Insurance').closest('tr')!;
    expect(within(insurance as HTMLElement).getByText('10% Warehousing')).toBeTruthy();
  }, 30_000);
});
