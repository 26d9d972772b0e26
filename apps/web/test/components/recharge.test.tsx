import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  type OnlinePaymentConfigurationRow,
  OnlinePaymentType,
  type RechargeRow,
  type UserCouponRow,
  type UserInfo,
  WeChatEncryption,
} from '@wms/contract';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetToasts, setToastAdapter } from '../../src/api/notify';
import OnlinePaymentConfigurationIndex from '../../src/screens/money/recharge/OnlinePaymentConfigurationIndex';
import { RechargeDialog } from '../../src/screens/money/recharge/RechargeDialog';
import UserRechargeRecordIndex from '../../src/screens/money/recharge/UserRechargeRecordIndex';
import { useSessionStore } from '../../src/stores/session';
import { setupDom } from '../dom';
import { type Call, fail, fakeServer, page } from '../fake-server';

// Recharging online (screens/money/recharge/): what the recharge dialog sends and where it then takes
// the payer, that a retry carries the key the dialog made when it opened, how a refusal shows, the
// recharge coupons it asks for with the currency and amount, what they add and how they are sent;
// and the payment configuration form: the key is written, never read back, and the signing is
// asked for WeChat Pay only.

beforeAll(async () => {
  await setupDom();
  // antd in jsdom on a loaded machine: a validation round and a faked call can take over a second.
  configure({ asyncUtilTimeout: 8000 });
});
let assign: ReturnType<typeof vi.fn>;
const realLocation = window.location;
beforeEach(() => {
  setToastAdapter({ open: () => {}, destroy: () => {} });
  // The provider's page is another document: the test only records where the payer is sent.
  assign = vi.fn();
  Object.defineProperty(window, 'location', { configurable: true, value: { ...realLocation, assign } });
});
afterEach(() => {
  cleanup();
  setToastAdapter(null);
  resetToasts();
  sessionStorage.clear();
  Object.defineProperty(window, 'location', { configurable: true, value: realLocation });
});

const options = (...names: string[]) => names.map((Name, i) => ({ Value: i + 1, Name }));

/** The lists every screen here reads. */
function common(path: string): unknown {
  const lists: Record<string, unknown> = {
    'UserRechargeRecord/GetOnlinePaymentMethods': [
      { Id: 7, Name: 'Sandbox payments', Type: OnlinePaymentType.Sandbox, TypeName: 'Sandbox (test payments)' },
      { Id: 8, Name: 'Alipay', Type: OnlinePaymentType.Alipay, TypeName: 'Alipay' },
    ],
    'Select/GetCurrency': [
      { Value: 1, Name: 'Chinese Yuan' },
      { Value: 2, Name: 'US Dollar' },
    ],
    'Currencies/GetSelectCurrency': [
      { Value: 1, Name: 'Chinese Yuan', Code: 'CNY', Symbol: '¥', Decimals: 2 },
      { Value: 2, Name: 'US Dollar', Code: 'USD', Symbol: 'US$', Decimals: 2 },
    ],
    'UserAmountStatement/GetUserWallets': page([]),
    'UserCoupon/GetCurrentUserRechargeAvailableCoupons': [],
    'Select/GetOnlinePaymentTypes': options('Sandbox (test payments)', 'Alipay', 'WeChat Pay', 'PayPal', 'Stripe'),
    'Select/GetWeChatEncryption': options('MD5', 'HMAC-SHA256'),
  };
  return lists[path];
}

/** The server: `answer` first, then the common lists; every call as its path and body. */
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

const PAY_URL = '/sandbox-pay/tok123?return=%2Ffinance%2FUserRechargeRecordIndex';
const MADE = { Id: 5, Number: 'RC00000005', Status: 1, PayUrl: PAY_URL };
/** The page as the payer is sent to it: in the console's language (the sandbox page reads it). */
const PAY_PAGE = `${PAY_URL}&lang=en-us`;
const NOT_CONNECTED =
  'Payment method is not connected to its payment network on this installation: choose the sandbox.';

describe('the recharge dialog', () => {
  beforeEach(() => {
    useSessionStore.setState({ user: { IsSuperUser: false, AccountTypeCode: 2, Buttons: [] } as unknown as UserInfo });
  });
  const recharges = (sent: Call[]) => sent.filter((s) => s.path === 'UserRechargeRecord/CreateOnlineRecharge');

  /** Fills the dialog: a method, a currency and an amount. */
  async function fill(method: string, amount = '100') {
    await choose('rechargeOnline_ConfigurationId', method);
    await choose('rechargeOnline_CurrencyId', 'Chinese Yuan');
    type('rechargeOnline_Amount', amount);
  }
  const ok = () => fireEvent.click(screen.getByTestId('rechargeOnline-submit'));

  it('sends one recharge with the method, currency, amount and a key, then opens the payment page', async () => {
    const sent = serve((path) => (path === 'UserRechargeRecord/CreateOnlineRecharge' ? MADE : undefined));
    const onClose = vi.fn();
    renderIn(<RechargeDialog onClose={onClose} />);
    await fill('Sandbox payments');
    ok();
    await waitFor(() => expect(assign).toHaveBeenCalledWith(PAY_PAGE));
    expect(recharges(sent())).toHaveLength(1);
    const body = recharges(sent())[0]!.body;
    expect(body).toMatchObject({ ConfigurationId: 7, CurrencyId: 1, Amount: '100' });
    expect(body.IdempotencyKey).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('shows a refusal under its field, and OK again sends the same key', async () => {
    let calls = 0;
    const sent = serve((path) => {
      if (path !== 'UserRechargeRecord/CreateOnlineRecharge') return undefined;
      return calls++ === 0 ? fail(2, NOT_CONNECTED, { Field: 'ConfigurationId', Rule: NOT_CONNECTED }) : MADE;
    });
    renderIn(<RechargeDialog onClose={() => {}} />);
    await fill('Alipay', '50.5');
    ok();
    // Code 2 on the method: the server's sentence, under the method.
    await waitFor(() => expect(helpOf('rechargeOnline_ConfigurationId')).toBe(NOT_CONNECTED));
    expect(assign).not.toHaveBeenCalled();
    expect(screen.getByTestId('rechargeOnline-submit')).toBeTruthy();

    ok();
    await waitFor(() => expect(assign).toHaveBeenCalledWith(PAY_PAGE));
    const [first, second] = recharges(sent());
    expect(recharges(sent())).toHaveLength(2);
    expect(second!.body).toEqual(first!.body);
    expect(first!.body).toMatchObject({ ConfigurationId: 8, CurrencyId: 1, Amount: '50.5' });
  });

  it('makes a new key for each recharge', async () => {
    const sent = serve((path) => (path === 'UserRechargeRecord/CreateOnlineRecharge' ? MADE : undefined));
    const first = renderIn(<RechargeDialog onClose={() => {}} />);
    await fill('Sandbox payments');
    ok();
    await waitFor(() => expect(recharges(sent())).toHaveLength(1));
    first.unmount();
    renderIn(<RechargeDialog onClose={() => {}} />);
    await fill('Sandbox payments');
    ok();
    await waitFor(() => expect(recharges(sent())).toHaveLength(2));
    const [a, b] = recharges(sent());
    expect(a!.body.IdempotencyKey).not.toBe(b!.body.IdempotencyKey);
  });

  it("holds the amount to the currency's places, with no wallet in it yet, sending nothing", async () => {
    // The customer has no wallet at all: the places are the currency's (CNY: 2), not the body's 4.
    const sent = serve();
    renderIn(<RechargeDialog onClose={() => {}} />);
    await waitFor(() => expect(sent().some((s) => s.path === 'Currencies/GetSelectCurrency')).toBe(true));
    await fill('Sandbox payments', '10.123');
    ok();
    await waitFor(() => expect(helpOf('rechargeOnline_Amount')).toMatch(/at most 2 decimal places/));
    type('rechargeOnline_Amount', '10.12345');
    await waitFor(() => expect(helpOf('rechargeOnline_Amount')).toMatch(/at most 2 decimal places/));
    expect(recharges(sent())).toEqual([]);
  });

  it('takes an amount with its digits grouped as the console writes them, and sends the plain digits', async () => {
    const sent = serve((path) => (path === 'UserRechargeRecord/CreateOnlineRecharge' ? MADE : undefined));
    renderIn(<RechargeDialog onClose={() => {}} />);
    await fill('Sandbox payments', '1,000.50');
    // What was typed stays in the field.
    expect(field('rechargeOnline_Amount')!.value).toBe('1,000.50');
    ok();
    await waitFor(() => expect(recharges(sent())).toHaveLength(1));
    expect(recharges(sent())[0]!.body).toMatchObject({ Amount: '1000.50' });
    // Groups out of their places are no number: refused under the field, not guessed.
    type('rechargeOnline_Amount', '1,00');
    ok();
    await waitFor(() => expect(helpOf('rechargeOnline_Amount')).toMatch(/plain digits/));
    expect(recharges(sent())).toHaveLength(1);
  });

  describe('with recharge coupons', () => {
    const BONUS: UserCouponRow = {
      Id: 8,
      CouponId: 80,
      Name: '10 added to a recharge of 100',
      CouponKind: 2,
      CustomerId: 3,
      CustomerName: 'customer1',
      PreferentialAmount: '10.00',
      AvailableAmount: '100.00',
      AvailableWeight: '0',
      ExpenseType: '',
      CurrencyCodes: ['CNY'],
      Superposition: false,
      Source: 1,
      SourceName: 'Given by staff',
      State: 1,
      StateName: 'Available',
      StartTime: null,
      ExpirationTime: '2027-02-24T10:00:00.000Z',
      UsedTime: null,
      UsedFor: '',
      CreationTime: '2026-11-20T08:00:00.000Z',
    };
    const EXPIRED =
      'Coupons has a coupon that cannot be used here now: 10 added to a recharge of 100 (expired or not yet valid).';
    const asked = (sent: Call[]) =>
      sent.filter((s) => s.path === 'UserCoupon/GetCurrentUserRechargeAvailableCoupons').map((s) => s.body);
    const card = () => screen.getByTestId('coupon-8');

    it('asks for the coupons with the currency and amount, shows the bonus, and sends UserCouponIds with the same key on retry', async () => {
      let calls = 0;
      const sent = serve((path) => {
        if (path === 'UserCoupon/GetCurrentUserRechargeAvailableCoupons') return [BONUS];
        if (path !== 'UserRechargeRecord/CreateOnlineRecharge') return undefined;
        return calls++ === 0 ? fail(2, EXPIRED, { Field: 'UserCouponIds', Rule: EXPIRED }) : MADE;
      });
      renderIn(<RechargeDialog onClose={() => {}} />);
      // Nothing asked before there is an amount to recharge.
      await choose('rechargeOnline_ConfigurationId', 'Sandbox payments');
      await choose('rechargeOnline_CurrencyId', 'Chinese Yuan');
      await new Promise((r) => setTimeout(r, 400));
      expect(asked(sent())).toEqual([]);
      type('rechargeOnline_Amount', '100');
      await waitFor(() => expect(card()).toBeTruthy());
      expect(asked(sent())).toEqual([{ CurrencyId: 1, RechargeAmount: '100.0000' }]);
      expect(screen.queryByTestId('recharge-bonus')).toBeNull();

      fireEvent.click(card());
      await waitFor(() => expect(screen.getByTestId('recharge-bonus').textContent).toMatch(/^Bonus ¥10\.00/));

      ok();
      // Code 2 naming the coupons: the server's sentence under the coupons.
      await waitFor(() => expect(helpOf('rechargeOnline_UserCouponIds')).toBe(EXPIRED));
      expect(assign).not.toHaveBeenCalled();
      ok();
      await waitFor(() => expect(assign).toHaveBeenCalledWith(PAY_PAGE));
      const [first, second] = recharges(sent());
      expect(recharges(sent())).toHaveLength(2);
      expect(first!.body).toMatchObject({ ConfigurationId: 7, CurrencyId: 1, Amount: '100', UserCouponIds: [8] });
      expect(first!.body.IdempotencyKey).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
      expect(second!.body).toEqual(first!.body);
    });

    it('asks again as the amount changes, and sends no coupons when none is chosen', async () => {
      const sent = serve((path) => {
        if (path === 'UserCoupon/GetCurrentUserRechargeAvailableCoupons') return [BONUS];
        return path === 'UserRechargeRecord/CreateOnlineRecharge' ? MADE : undefined;
      });
      renderIn(<RechargeDialog onClose={() => {}} />);
      await fill('Sandbox payments', '150');
      await waitFor(() => expect(card()).toBeTruthy());
      type('rechargeOnline_Amount', '200');
      await waitFor(() => expect(asked(sent())).toHaveLength(2));
      expect(asked(sent())[1]).toEqual({ CurrencyId: 1, RechargeAmount: '200.0000' });
      ok();
      await waitFor(() => expect(assign).toHaveBeenCalledWith(PAY_PAGE));
      expect(recharges(sent())).toHaveLength(1);
      expect('UserCouponIds' in recharges(sent())[0]!.body).toBe(false);
    });
  });
});

describe("a customer's recharges", () => {
  beforeEach(() => {
    useSessionStore.setState({ user: { IsSuperUser: false, AccountTypeCode: 2, Buttons: [] } as unknown as UserInfo });
  });
  const recharge = (Id: number, extra: Partial<RechargeRow>): RechargeRow => ({
    Id,
    Number: `RC0000000${Id}`,
    CustomerId: 3,
    CustomerName: 'customer1',
    CurrencyId: 1,
    CurrencyCode: 'CNY',
    Type: 1,
    TypeName: 'Online payment',
    Status: 1,
    StatusName: 'Waiting for payment',
    Amount: '100.00',
    Bonus: '0.00',
    ConfigurationName: 'Sandbox payments',
    PaidTime: null,
    ExpiresAt: new Date(Date.now() + 20 * 60_000).toISOString(),
    Reason: '',
    OperatorName: 'customer1',
    CreationTime: '2026-11-20T08:00:00.000Z',
    PayUrl: '',
    ...extra,
  });

  it('takes the payer back to the page of a recharge still waiting, and offers it for no other', async () => {
    const payPage = `/sandbox-pay/tok1?return=%2Ffinance%2FUserRechargeRecordIndex`;
    const rows = [
      recharge(1, { PayUrl: payPage }),
      // Past its deadline, the expiry job not yet run: nothing to pay any more.
      recharge(2, { PayUrl: '/sandbox-pay/tok2', ExpiresAt: new Date(Date.now() - 60_000).toISOString() }),
      recharge(3, { Status: 2, StatusName: 'Paid', PaidTime: '2026-11-20T08:05:00.000Z' }),
    ];
    serve((path) => (path === 'UserRechargeRecord/GetUserRechargeRecords' ? page(rows) : undefined));
    renderIn(<UserRechargeRecordIndex />);
    // By the number's cell (a role query names every row of the table: slow in jsdom).
    const rowOf = async (n: number) => (await screen.findByText(`RC0000000${n}`)).closest('tr') as HTMLElement;
    fireEvent.click(within(await rowOf(1)).getByTestId('row-continuePaying'));
    // The page in the console's language, in this tab.
    expect(assign).toHaveBeenCalledWith(`${payPage}&lang=en-us`);
    expect(within(await rowOf(1)).getByTestId('row-continuePaying').textContent).toBe('Continue paying');
    for (const n of [2, 3]) expect(within(await rowOf(n)).queryByTestId('row-continuePaying')).toBeNull();
    // A whole list screen in jsdom: over 20 s on a loaded machine.
  }, 60_000);
});

const row = (extra: Partial<OnlinePaymentConfigurationRow>): OnlinePaymentConfigurationRow => ({
  Id: 1,
  Name: 'Sandbox payments',
  Type: OnlinePaymentType.Sandbox,
  AppId: 'sandbox-app',
  MerchantId: 'sandbox-merchant',
  SecretHint: '••••x9Qz',
  Encryption: null,
  Remarks: '',
  IsDeactivate: false,
  CreationTime: '2026-11-20T08:00:00.000Z',
  ...extra,
});

describe('the payment configuration form', () => {
  beforeEach(() => {
    useSessionStore.setState({ user: { IsSuperUser: true, AccountTypeCode: 1, Buttons: [] } as unknown as UserInfo });
  });
  const ROWS = [row({}), row({ Id: 2, Name: 'WeChat', Type: OnlinePaymentType.WeChatPay, Encryption: 2 })];
  const server = () =>
    serve((path) => (path === 'OnlinePaymentConfiguration/GetOnlinePaymentConfigurations' ? page(ROWS, 2) : undefined));
  const F = 'OnlinePaymentConfigurationIndex';
  const edits = (sent: Call[]) =>
    sent.filter((s) => s.path === 'OnlinePaymentConfiguration/EditOnlinePaymentConfiguration');
  async function edit(name: string) {
    const tr = await screen.findByRole('row', { name: new RegExp(name) });
    fireEvent.click(within(tr).getByTestId('row-edit'));
    await waitFor(() => expect(field(`${F}_Name`)?.value).toBe(name));
  }

  it('lists the key by its hint and sends no key when it is left empty on an edit', async () => {
    const sent = server();
    renderIn(<OnlinePaymentConfigurationIndex />);
    await screen.findAllByText('••••x9Qz');
    await edit('Sandbox payments');
    // The key is never read back: the field starts empty and says which key stays.
    expect(field(`${F}_Secret`)!.value).toBe('');
    expect(field(`${F}_Secret`)!.placeholder).toBe('Leave empty to keep the current key (••••x9Qz)');
    type(`${F}_AppId`, 'sandbox-app-2');
    fireEvent.click(screen.getByTestId(`${F}-submit`));
    await waitFor(() => expect(edits(sent())).toHaveLength(1));
    const body = edits(sent())[0]!.body;
    expect(body).toMatchObject({ Id: 1, Name: 'Sandbox payments', Type: OnlinePaymentType.Sandbox });
    expect(body.AppId).toBe('sandbox-app-2');
    expect('Secret' in body).toBe(false);
  });

  it('sends a key typed on an edit, refusing a short one under the field', async () => {
    const sent = server();
    renderIn(<OnlinePaymentConfigurationIndex />);
    await edit('Sandbox payments');
    type(`${F}_Secret`, 'short');
    fireEvent.click(screen.getByTestId(`${F}-submit`));
    await waitFor(() => expect(helpOf(`${F}_Secret`)).toBe('Key must be at least 8 characters.'));
    expect(edits(sent())).toEqual([]);
    type(`${F}_Secret`, 'a-new-key-of-enough-length');
    fireEvent.click(screen.getByTestId(`${F}-submit`));
    await waitFor(() => expect(edits(sent())).toHaveLength(1));
    expect(edits(sent())[0]!.body.Secret).toBe('a-new-key-of-enough-length');
  });

  it('asks how it signs for WeChat Pay only', async () => {
    const sent = server();
    renderIn(<OnlinePaymentConfigurationIndex />);
    await edit('WeChat');
    await waitFor(() => expect(field(`${F}_Encryption`)).toBeTruthy());
    await choose(`${F}_Type`, 'Alipay');
    await waitFor(() => expect(field(`${F}_Encryption`)).toBeNull());
    await choose(`${F}_Type`, 'WeChat Pay');
    await waitFor(() => expect(field(`${F}_Encryption`)).toBeTruthy());
    await choose(`${F}_Encryption`, 'MD5');
    fireEvent.click(screen.getByTestId(`${F}-submit`));
    await waitFor(() => expect(edits(sent())).toHaveLength(1));
    expect(edits(sent())[0]!.body).toMatchObject({
      Id: 2,
      Type: OnlinePaymentType.WeChatPay,
      Encryption: WeChatEncryption.MD5,
    });
  });

  it('has no signing for a provider other than WeChat Pay, and asks for the key when adding', async () => {
    const sent = server();
    renderIn(<OnlinePaymentConfigurationIndex />);
    fireEvent.click(await screen.findByTestId('add'));
    await waitFor(() => expect(field(`${F}_Name`)).toBeTruthy());
    expect(field(`${F}_Encryption`)).toBeNull();
    type(`${F}_Name`, 'Stripe');
    await choose(`${F}_Type`, 'Stripe');
    expect(field(`${F}_Encryption`)).toBeNull();
    fireEvent.click(screen.getByTestId(`${F}-submit`));
    await waitFor(() => expect(helpOf(`${F}_Secret`)).toMatch(/Key/));
    type(`${F}_Secret`, 'sk_test_1234567890');
    fireEvent.click(screen.getByTestId(`${F}-submit`));
    await waitFor(() =>
      expect(sent().some((s) => s.path === 'OnlinePaymentConfiguration/AddOnlinePaymentConfiguration')).toBe(true),
    );
    const body = sent().find((s) => s.path === 'OnlinePaymentConfiguration/AddOnlinePaymentConfiguration')!.body;
    expect(body).toMatchObject({ Name: 'Stripe', Type: OnlinePaymentType.Stripe, Secret: 'sk_test_1234567890' });
    expect(body.Encryption).toBeNull();
  });
});
