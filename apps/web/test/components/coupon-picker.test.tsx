import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { type BillRow, billFlow, type UserCouponRow, type UserInfo } from '@wms/contract';
import { type ReactNode, useState } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetToasts, setToastAdapter } from '../../src/api/notify';
import { CouponPicker, type CouponPickerForm } from '../../src/components/coupons/CouponPicker';
import { PayDialog } from '../../src/screens/money/bills/BillDialogs';
import { useSessionStore } from '../../src/stores/session';
import { setupDom } from '../dom';
import { fail, fakeServer } from '../fake-server';

// The coupon picker (components/coupons/CouponPicker.tsx) and the pay dialog's coupons: what it
// asks the server for and when, what its header says, what it refuses, and what the payment sends.

beforeAll(async () => {
  await setupDom();
  configure({ asyncUtilTimeout: 8000 });
});
let toasts: { type: string; title: string; description?: string }[] = [];
beforeEach(() => {
  toasts = [];
  setToastAdapter({
    open: (a) => toasts.push({ type: a.type, title: a.title, description: a.description }),
    destroy: () => {},
  });
  useSessionStore.setState({ user: { IsSuperUser: false, AccountTypeCode: 2, Buttons: [] } as unknown as UserInfo });
});
afterEach(() => {
  cleanup();
  setToastAdapter(null);
  resetToasts();
});

const userCoupon = (Id: number, extra: Partial<UserCouponRow>): UserCouponRow => ({
  Id,
  CouponId: Id * 10,
  Name: `Coupon ${Id}`,
  CouponKind: 1,
  CustomerId: 3,
  CustomerName: 'customer1',
  PreferentialAmount: '5.00',
  AvailableAmount: '0.00',
  AvailableWeight: '0',
  ExpenseType: '',
  CurrencyCodes: ['CNY'],
  Superposition: true,
  Source: 1,
  SourceName: 'Given by staff',
  State: 1,
  StateName: 'Available',
  StartTime: null,
  ExpirationTime: '2027-02-24T10:00:00.000Z',
  UsedTime: null,
  UsedFor: '',
  CreationTime: '2026-11-20T08:00:00.000Z',
  ...extra,
});

const FIVE = userCoupon(5, { Name: '5 off any bill', AvailableAmount: '2.00' });
const TWO = userCoupon(6, { Name: '2 off warehousing', PreferentialAmount: '2.00', ExpenseType: 'Warehousing' });
const TWENTY = userCoupon(7, {
  Name: '20 off a bill of 100 (on its own)',
  PreferentialAmount: '20.00',
  AvailableAmount: '100.00',
  Superposition: false,
});
const TEN = userCoupon(8, { Name: '10 off, on its own', PreferentialAmount: '10.00', Superposition: false });

/** The server: the currencies, the picker's lists (`coupons` by the body's currency: CNY, else
 * none), and the payments answered in turn by `answers`. */
function serve(coupons: UserCouponRow[], ...answers: unknown[]) {
  let paid = 0;
  const pay = () => answers[Math.min(paid++, answers.length - 1)];
  const server = fakeServer(
    {
      'Currencies/GetSelectCurrency': [
        { Value: 1, Code: 'CNY', Name: 'Renminbi', Symbol: '¥' },
        { Value: 2, Code: 'USD', Name: 'US dollar', Symbol: '$' },
      ],
      'UserBill/PayUserBills': pay,
      'Bill/PayBills': pay,
    },
    {
      otherwise: (path: string, body: unknown) =>
        path.startsWith('UserCoupon/Get') && (body as { CurrencyId?: number }).CurrencyId === 1 ? coupons : [],
    },
  );
  const sent = server.calls;
  return {
    lists: () => sent().filter((s) => s.path === 'UserCoupon/GetUserBillAvailableCoupons'),
    recharges: () => sent().filter((s) => /^UserCoupon\/Get\w*RechargeAvailableCoupons$/.test(s.path)),
    payments: () => sent().filter((s) => s.path === 'UserBill/PayUserBills' || s.path === 'Bill/PayBills'),
  };
}

function renderIn(node: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{node}</MemoryRouter>
    </QueryClientProvider>,
  );
  return {
    ...view,
    rerender: (next: ReactNode) =>
      view.rerender(
        <QueryClientProvider client={client}>
          <MemoryRouter>{next}</MemoryRouter>
        </QueryClientProvider>,
      ),
  };
}

/** The picker as a dialog holds it: the choice and its total in the parent. */
function Held({ form, open = true, type = 1 }: { form: CouponPickerForm; open?: boolean; type?: 1 | 2 | 3 }) {
  const [ids, setIds] = useState<number[]>([]);
  const [total, setTotal] = useState('0');
  return (
    <>
      <CouponPicker
        type={type}
        form={form}
        open={open}
        value={ids}
        onChange={(next, t) => {
          setIds(next);
          setTotal(t);
        }}
      />
      <span data-testid="held">{`${ids.join(',')}|${total}`}</span>
    </>
  );
}

const header = () => screen.getByTestId('coupon-header').textContent;
const card = (id: number) => screen.getByTestId(`coupon-${id}`);
const held = () => screen.getByTestId('held').textContent;

describe('the coupon picker', () => {
  it('loads type 1 with the form’s bills, and again when the currency changes', async () => {
    const server = serve([FIVE, TWO]);
    const view = renderIn(<Held form={{ BillIds: [11, 12], CurrencyId: 1 }} />);
    await waitFor(() => expect(card(5)).toBeTruthy());
    expect(server.lists().map((s) => s.body)).toEqual([{ BillIds: [11, 12], CurrencyId: 1 }]);
    // The card: the discount in the currency, the minimum spend, the expense type, stacking, expiry.
    const text = card(6).textContent ?? '';
    expect(card(5).textContent).toContain('¥5.00 off');
    expect(card(5).textContent).toContain('Minimum spend ¥2.00');
    expect(text).toContain('No minimum spend');
    expect(text).toContain('Warehousing charges only');
    expect(text).toContain('Stackable');
    expect(text).toMatch(/Expires 2027-02-2\d/);

    fireEvent.click(card(5));
    await waitFor(() => expect(held()).toBe('5|5'));
    view.rerender(<Held form={{ BillIds: [11, 12], CurrencyId: 2 }} />);
    await waitFor(() => expect(server.lists()).toHaveLength(2));
    expect(server.lists()[1]!.body).toEqual({ BillIds: [11, 12], CurrencyId: 2 });
    // Nothing in the new currency: the choice goes with the old list.
    await waitFor(() => expect(header()).toBe('0 coupons available'));
    expect(held()).toBe('|0');
  });

  it('says how many are available, then how many are selected and what they take off', async () => {
    serve([FIVE, TWO, TWENTY]);
    renderIn(<Held form={{ BillIds: [11], CurrencyId: 1 }} />);
    await waitFor(() => expect(header()).toBe('3 coupons available'));
    expect(card(5).dataset.state).toBe('available');

    fireEvent.click(card(5));
    await waitFor(() => expect(header()).toBe('1 coupon selected: ¥5.00 off'));
    fireEvent.click(card(6));
    await waitFor(() => expect(header()).toBe('2 coupons selected: ¥7.00 off'));
    expect(held()).toBe('5,6|7');
    // Selected, and blocked: a non-stackable one beside them would be refused.
    expect([card(5), card(6), card(7)].map((c) => c.dataset.state)).toEqual(['selected', 'selected', 'blocked']);

    // A click on a selected one removes it.
    fireEvent.click(card(5));
    await waitFor(() => expect(header()).toBe('1 coupon selected: ¥2.00 off'));
    fireEvent.click(card(6));
    await waitFor(() => expect(header()).toBe('3 coupons available'));
    expect(toasts).toEqual([]);
  });

  it('refuses a second exclusive coupon with its message, and keeps the first', async () => {
    serve([FIVE, TWENTY, TEN]);
    renderIn(<Held form={{ BillIds: [11], CurrencyId: 1 }} />);
    await waitFor(() => expect(card(7)).toBeTruthy());
    fireEvent.click(card(7));
    await waitFor(() => expect(held()).toBe('7|20'));
    expect(card(8).dataset.state).toBe('blocked');
    expect(card(5).dataset.state).toBe('blocked');

    fireEvent.click(card(8));
    expect(toasts).toEqual([
      {
        type: 'error',
        title: 'Error',
        description: 'Only one exclusion coupon can be used, and never with another coupon.',
      },
    ]);
    expect(held()).toBe('7|20');
    expect(header()).toBe('1 coupon selected: ¥20.00 off');
  });

  it('refuses a second coupon of the same definition', async () => {
    const again = userCoupon(9, { CouponId: FIVE.CouponId, Name: '5 off any bill' });
    serve([FIVE, again]);
    renderIn(<Held form={{ BillIds: [11], CurrencyId: 1 }} />);
    await waitFor(() => expect(card(9)).toBeTruthy());
    fireEvent.click(card(5));
    await waitFor(() => expect(card(9).dataset.state).toBe('blocked'));
    fireEvent.click(card(9));
    expect(toasts.map((t) => t.description)).toEqual([
      'The same coupon type is already selected: one of each coupon may be used.',
    ]);
    expect(held()).toBe('5|5');
  });

  it('clears the choice when its dialog closes, and asks again when it opens', async () => {
    const server = serve([FIVE, TWO]);
    const form = { BillIds: [11], CurrencyId: 1 };
    const view = renderIn(<Held form={form} />);
    await waitFor(() => expect(card(5)).toBeTruthy());
    fireEvent.click(card(5));
    await waitFor(() => expect(held()).toBe('5|5'));
    view.rerender(<Held form={form} open={false} />);
    await waitFor(() => expect(held()).toBe('|0'));
    const before = server.lists().length;
    view.rerender(<Held form={form} open />);
    await waitFor(() => expect(server.lists().length).toBe(before + 1));
    await waitFor(() => expect(header()).toBe('2 coupons available'));
  });
});

describe('the recharge pickers', () => {
  const BONUS = userCoupon(8, { Name: '10 added to a recharge of 100', CouponKind: 2, PreferentialAmount: '10.00' });

  it('type 3 asks for the caller’s coupons once the amount is one to recharge, and again as it changes', async () => {
    const server = serve([BONUS]);
    const view = renderIn(<Held type={3} form={{ CurrencyId: 1 }} />);
    expect(header()).toBe('Choose the currency and enter the amount to see the coupons you can use');
    view.rerender(<Held type={3} form={{ CurrencyId: 1, RechargeAmount: '1e3' }} />);
    view.rerender(<Held type={3} form={{ CurrencyId: 1, RechargeAmount: '150' }} />);
    await waitFor(() => expect(card(8)).toBeTruthy());
    expect(card(8).textContent).toContain('¥10.00 added');
    expect(server.recharges().map((s) => [s.path, s.body])).toEqual([
      ['UserCoupon/GetCurrentUserRechargeAvailableCoupons', { CurrencyId: 1, RechargeAmount: '150.0000' }],
    ]);
    fireEvent.click(card(8));
    await waitFor(() => expect(header()).toBe('1 coupon selected: ¥10.00 added'));
    view.rerender(<Held type={3} form={{ CurrencyId: 1, RechargeAmount: '200' }} />);
    await waitFor(() => expect(server.recharges()).toHaveLength(2));
    expect(server.recharges()[1]!.body.RechargeAmount).toBe('200.0000');
  });

  it('type 2 asks for the customer’s coupons staff recharge for, and waits for the customer', async () => {
    const server = serve([BONUS]);
    const view = renderIn(<Held type={2} form={{ CurrencyId: 1, RechargeAmount: '100' }} />);
    await new Promise((r) => setTimeout(r, 400));
    expect(server.recharges()).toEqual([]);
    view.rerender(<Held type={2} form={{ CurrencyId: 1, RechargeAmount: '100', OwnerId: 3 }} />);
    await waitFor(() => expect(card(8)).toBeTruthy());
    expect(server.recharges().map((s) => [s.path, s.body])).toEqual([
      ['UserCoupon/GetUserRechargeAvailableCoupons', { CurrencyId: 1, RechargeAmount: '100.0000', OwnerId: 3 }],
    ]);
  });
});

const bill = (Id: number, extra: Partial<BillRow> = {}): BillRow => ({
  Id,
  Number: `BL${String(Id).padStart(8, '0')}`,
  CustomerId: 3,
  CustomerName: 'customer1',
  CurrencyId: 1,
  CurrencyCode: 'CNY',
  Type: 1,
  TypeName: 'Warehousing',
  Status: billFlow.state.Unpaid,
  StatusName: 'Unpaid',
  Net: '120.00',
  Tax: '0.00',
  Amount: '120.00',
  SourceNumber: `PK0000000${Id}`,
  Settlement: 1,
  PeriodStart: null,
  PeriodEnd: null,
  StatementNumber: '',
  PaidTime: null,
  CreationTime: '2026-11-20T08:00:00.000Z',
  ...extra,
});

const PAID = { PaymentId: 9, Number: 'PY00000009', Amount: '113.00', BalanceAfter: '757.00', Repeated: false };
const EXPIRED = 'Coupons has a coupon that cannot be used here now: 5 off any bill (expired or not yet valid).';
const ok = () => fireEvent.click(screen.getByTestId('billPay-submit'));

describe('the pay dialog’s coupons', () => {
  it('shows the discount and what the wallet pays, and sends UserCouponIds with the same key on retry', async () => {
    const refused = fail(2, EXPIRED, { Field: 'UserCouponIds', Rule: EXPIRED });
    const server = serve([FIVE, TWO, TWENTY], refused, PAID);
    const onDone = vi.fn();
    renderIn(<PayDialog scope="user" bills={[bill(1)]} onClose={() => {}} onDone={onDone} />);
    await waitFor(() => expect(card(5)).toBeTruthy());
    expect(server.lists()[0]!.body).toEqual({ BillIds: [1], CurrencyId: 1 });
    expect(screen.queryByTestId('pay-discount')).toBeNull();
    fireEvent.click(card(5));
    fireEvent.click(card(6));
    await waitFor(() => expect(screen.getByTestId('pay-discount').textContent).toBe('-¥7.00'));
    expect(screen.getByTestId('pay-total').textContent).toBe('¥120.00');
    expect(screen.getByTestId('pay-wallet').textContent).toBe('¥113.00');

    ok();
    // Code 2 naming the coupons: the server's sentence under the section.
    await waitFor(() => expect(document.querySelector('#billPay_UserCouponIds_help')?.textContent).toBe(EXPIRED));
    expect(onDone).not.toHaveBeenCalled();
    ok();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const [first, second] = server.payments();
    expect(server.payments()).toHaveLength(2);
    expect(first!.body.UserCouponIds).toEqual([5, 6]);
    expect(first!.body.BillIds).toEqual([1]);
    expect(second!.body).toEqual(first!.body);
    expect(first!.body.IdempotencyKey).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });

  it('sends no coupons when none is chosen, and caps the discount at what the bills come to', async () => {
    const server = serve([TWENTY], PAID);
    const onDone = vi.fn();
    const view = renderIn(
      <PayDialog scope="user" bills={[bill(2, { Amount: '12.00' })]} onClose={() => {}} onDone={onDone} />,
    );
    await waitFor(() => expect(card(7)).toBeTruthy());
    fireEvent.click(card(7));
    await waitFor(() => expect(screen.getByTestId('pay-discount').textContent).toBe('-¥12.00'));
    expect(screen.getByTestId('pay-wallet').textContent).toBe('¥0.00');
    view.unmount();

    renderIn(<PayDialog scope="user" bills={[bill(3)]} onClose={() => {}} onDone={onDone} />);
    await waitFor(() => expect(card(7)).toBeTruthy());
    ok();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(server.payments()[0]!.body.UserCouponIds).toBeUndefined();
  });

  it('asks for the customer’s coupons when staff pay for them', async () => {
    useSessionStore.setState({ user: { IsSuperUser: true, AccountTypeCode: 1, Buttons: [] } as unknown as UserInfo });
    const server = serve([FIVE], PAID);
    const onDone = vi.fn();
    renderIn(<PayDialog scope="staff" bills={[bill(4)]} onClose={() => {}} onDone={onDone} />);
    await waitFor(() => expect(card(5)).toBeTruthy());
    expect(server.lists()[0]!.body).toEqual({ BillIds: [4], CurrencyId: 1, OwnerId: 3 });
    fireEvent.click(card(5));
    await waitFor(() => expect(screen.getByTestId('pay-wallet').textContent).toBe('¥115.00'));
    ok();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(server.payments().map((s) => [s.path, s.body.UserCouponIds])).toEqual([['Bill/PayBills', [5]]]);
  });
});
