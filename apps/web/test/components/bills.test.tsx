import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { type BillRow, billFlow, type PaymentRow, type UserInfo } from '@wms/contract';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetToasts, setToastAdapter } from '../../src/api/notify';
import { PayDialog } from '../../src/screens/money/bills/BillDialogs';
import UserPaymentRecordIndex from '../../src/screens/money/bills/UserPaymentRecordIndex';
import { useSessionStore } from '../../src/stores/session';
import { setupDom } from '../dom';
import { fail, fakeServer, page, type Routes } from '../fake-server';

// Paying bills (screens/money/bills/BillDialogs.tsx): what the pay dialog sends, that a retry carries
// the key the dialog made when it opened, what it refuses to send, and how it shows a refusal.

beforeAll(async () => {
  await setupDom();
  // antd in jsdom on a loaded machine: a validation round and a faked call can take over a second.
  configure({ asyncUtilTimeout: 8000 });
});
let toasts: string[] = [];
beforeEach(() => {
  toasts = [];
  setToastAdapter({ open: (a) => toasts.push(a.title), destroy: () => {} });
  useSessionStore.setState({ user: { IsSuperUser: false, AccountTypeCode: 2, Buttons: [] } as unknown as UserInfo });
});
afterEach(() => {
  cleanup();
  setToastAdapter(null);
  resetToasts();
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
  Net: '10.00',
  Tax: '0.00',
  Amount: '10.00',
  SourceNumber: `PK0000000${Id}`,
  Settlement: 1,
  PeriodStart: null,
  PeriodEnd: null,
  StatementNumber: '',
  PaidTime: null,
  CreationTime: '2026-11-20T08:00:00.000Z',
  ...extra,
});

const OVER = 'Bills come to 22.50 CNY, more than the wallet has with its credit (5.00 CNY): recharge first.';
/** The server: the currencies (for their symbols), and the payments, answered in turn by
 * `answers` (the last one repeats). */
function serve(...answers: unknown[]) {
  return serveWith({}, ...answers);
}

/** The same, with more calls answered as given (a list: `page(rows)`). */
function serveWith(routes: Routes, ...answers: unknown[]) {
  let paid = 0;
  const pay = () => answers[Math.min(paid++, answers.length - 1)];
  const server = fakeServer(
    {
      'Currencies/GetSelectCurrency': [
        { Id: 1, Code: 'CNY', Name: 'Renminbi', Symbol: '¥' },
        { Id: 2, Code: 'USD', Name: 'US dollar', Symbol: '$' },
      ],
      'UserBill/PayUserBills': pay,
      'Bill/PayBills': pay,
      ...routes,
    },
    { otherwise: [] },
  );
  return {
    payments: () => server.calls().filter((s) => s.path === 'UserBill/PayUserBills' || s.path === 'Bill/PayBills'),
  };
}

const PAID = { PaymentId: 9, Number: 'PY00000009', Amount: '22.50', BalanceAfter: '857.00', Repeated: false };
const REFUSED = fail(2, OVER, { Field: 'BillIds', Rule: OVER });

function renderIn(node: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{node}</MemoryRouter>
    </QueryClientProvider>,
  );
}

const ok = () => fireEvent.click(screen.getByTestId('billPay-submit'));
const billsHelp = () => document.querySelector('#billPay_BillIds_help')?.textContent ?? '';

describe('the pay dialog', () => {
  it('shows the count and the total, and sends one payment with the bills and a key', async () => {
    const server = serve(PAID);
    const onDone = vi.fn();
    const onClose = vi.fn();
    renderIn(
      <PayDialog
        scope="user"
        bills={[bill(1, { Amount: '12.50' }), bill(2, { Amount: '10.00' })]}
        onClose={onClose}
        onDone={onDone}
      />,
    );
    expect(screen.getByTestId('pay-count').textContent).toBe('2 bills');
    await waitFor(() => expect(screen.getByTestId('pay-total').textContent).toBe('¥22.50'));
    expect(screen.getByTestId('billPay-submit').textContent).toBe('Pay');

    ok();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const sent = server.payments();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.path).toBe('UserBill/PayUserBills');
    expect(sent[0]!.body.BillIds).toEqual([1, 2]);
    expect(sent[0]!.body.IdempotencyKey).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    // One toast: the payment with the new balance, in the currency's symbol (no second, general one).
    expect(toasts).toEqual(['Paid ¥22.50 (PY00000009): the wallet balance is now ¥857.00.']);
    expect(onClose).toHaveBeenCalled();
  });

  it('shows a refusal in the dialog, and OK again sends the same key', async () => {
    const server = serve(REFUSED, PAID);
    const onDone = vi.fn();
    renderIn(
      <PayDialog
        scope="user"
        bills={[bill(1, { Amount: '12.50' }), bill(2, { Amount: '10.00' })]}
        onClose={() => {}}
        onDone={onDone}
      />,
    );
    ok();
    // Code 2 on the bills: the server's sentence, naming what is available, under the bills.
    await waitFor(() => expect(billsHelp()).toBe(OVER));
    expect(onDone).not.toHaveBeenCalled();
    expect(screen.getByTestId('billPay-submit')).toBeTruthy();

    ok();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const [first, second] = server.payments();
    expect(server.payments()).toHaveLength(2);
    expect(second!.body).toEqual(first!.body);
    expect(typeof first!.body.IdempotencyKey).toBe('string');
  });

  it('sends the same key however often OK is clicked', async () => {
    const server = serve(PAID);
    const onDone = vi.fn();
    renderIn(<PayDialog scope="user" bills={[bill(5)]} onClose={() => {}} onDone={onDone} />);
    ok();
    ok();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const keys = new Set(server.payments().map((s) => s.body.IdempotencyKey));
    expect(server.payments().length).toBeGreaterThan(0);
    expect(keys.size).toBe(1);
  });

  it('makes a new key for each payment', async () => {
    const server = serve(PAID);
    const first = renderIn(<PayDialog scope="user" bills={[bill(5)]} onClose={() => {}} />);
    ok();
    await waitFor(() => expect(server.payments()).toHaveLength(1));
    first.unmount();
    renderIn(<PayDialog scope="user" bills={[bill(5)]} onClose={() => {}} />);
    ok();
    await waitFor(() => expect(server.payments()).toHaveLength(2));
    const [a, b] = server.payments();
    expect(a!.body.IdempotencyKey).not.toBe(b!.body.IdempotencyKey);
  });

  it('refuses bills of more than one currency without sending', async () => {
    const server = serve(PAID);
    const onDone = vi.fn();
    renderIn(
      <PayDialog
        scope="user"
        bills={[bill(1, { Amount: '12.50' }), bill(2, { CurrencyId: 2, CurrencyCode: 'USD', Amount: '3.00' })]}
        onClose={() => {}}
        onDone={onDone}
      />,
    );
    // Said at once, in the server's words, with the total of each currency.
    const mixed = 'Bills must be bills of one customer in one currency: pay them separately.';
    expect(billsHelp()).toBe(mixed);
    await waitFor(() => expect(screen.getByTestId('pay-total').textContent).toBe('¥12.50 · $3.00'));
    ok();
    await new Promise((r) => setTimeout(r, 300));
    expect(billsHelp()).toBe(mixed);
    expect(server.payments()).toEqual([]);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('refuses a bill that is not unpaid without sending', async () => {
    const server = serve(PAID);
    renderIn(<PayDialog scope="user" bills={[bill(1), bill(2, { Status: billFlow.state.Paid })]} onClose={() => {}} />);
    expect(billsHelp()).toBe('BL00000002 is not unpaid: only unpaid bills can be paid.');
    ok();
    await new Promise((r) => setTimeout(r, 300));
    expect(server.payments()).toEqual([]);
  });

  it('lets staff pay for the customer through PayBills, and refuses bills of two customers', async () => {
    useSessionStore.setState({ user: { IsSuperUser: true, AccountTypeCode: 1, Buttons: [] } as unknown as UserInfo });
    const server = serve(PAID);
    const view = renderIn(
      <PayDialog
        scope="staff"
        bills={[bill(1), bill(2, { CustomerId: 4, CustomerName: 'customer2' })]}
        onClose={() => {}}
      />,
    );
    expect(billsHelp()).toBe('Bills must be bills of one customer in one currency: pay them separately.');
    ok();
    await new Promise((r) => setTimeout(r, 300));
    expect(server.payments()).toEqual([]);
    view.unmount();

    const onDone = vi.fn();
    renderIn(<PayDialog scope="staff" bills={[bill(1), bill(2)]} onClose={() => {}} onDone={onDone} />);
    ok();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(server.payments().map((s) => s.path)).toEqual(['Bill/PayBills']);
    expect(server.payments()[0]!.body.BillIds).toEqual([1, 2]);
  });
});

describe('payment records', () => {
  const payment = (Id: number, extra: Partial<PaymentRow>): PaymentRow => ({
    Id,
    Number: `PY0000000${Id}`,
    CustomerId: 3,
    CustomerName: 'customer1',
    CurrencyId: 1,
    CurrencyCode: 'CNY',
    Type: 1,
    TypeName: 'Payment',
    Amount: '42.00',
    Discount: '0.00',
    BalanceAfter: '857.00',
    BillNumbers: ['BL00000001'],
    Reason: '',
    OperatorName: 'customer1',
    CreationTime: '2026-11-20T08:00:00.000Z',
    ...extra,
  });

  it('show what coupons took off beside what the wallet paid, blank where none did', async () => {
    const rows = [payment(1, { Discount: '8.00' }), payment(2, {})];
    serveWith({ 'UserPaymentRecord/GetUserPaymentRecords': page(rows, 2) });
    renderIn(<UserPaymentRecordIndex />);
    await screen.findByRole('columnheader', { name: /Coupon discount/ });
    // By the number's cell (a role query names every row of the table: slow in jsdom).
    const rowOf = async (n: number) => (await screen.findByText(`PY0000000${n}`)).closest('tr') as HTMLElement;
    const discounted = await rowOf(1);
    await waitFor(() => expect(within(discounted).getByText('¥8.00')).toBeTruthy());
    const plain = await rowOf(2);
    expect(within(plain).queryByText('¥0.00')).toBeNull();
    // A whole list screen in jsdom: over 20 s on a loaded machine.
  }, 60_000);
});
