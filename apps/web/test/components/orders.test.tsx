import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  type LogisticsOrderRow,
  logisticsOrderFlow,
  OrderDelivery,
  OrderLineKind,
  OrderSource,
  OrderType,
  packageFlow,
  type UserInfo,
} from '@wms/contract';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetToasts, setToastAdapter } from '../../src/api/notify';
import { OrderForm } from '../../src/screens/outbound/orders/form/OrderForm';
import { OrderScreen } from '../../src/screens/outbound/orders/OrderScreen';
import { useSessionStore } from '../../src/stores/session';
import { setupDom } from '../dom';
import { type Answer, fail, fakeServer, page } from '../fake-server';

// The logistics order screens (screens/outbound/orders/): what the order form sends for an order
// of parcels and stock to a saved recipient by a channel, the freight trial's price it shows
// first, a refusal of one line shown under that line; and the list's row actions, which follow
// each order's state as the workflow declares.

beforeAll(setupDom);
beforeEach(() => {
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  setToastAdapter(null);
  resetToasts();
});

const asCustomer = () =>
  useSessionStore.setState({ user: { IsSuperUser: false, AccountTypeCode: 2, Buttons: [] } as unknown as UserInfo });
const asStaff = () =>
  useSessionStore.setState({ user: { IsSuperUser: true, AccountTypeCode: 1, Buttons: [] } as unknown as UserInfo });

function show(node: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{node}</MemoryRouter>
    </QueryClientProvider>,
  );
}

const parcel = (Id: number, Weight: string, sides: [string, string, string]) => ({
  Id,
  Number: `PK0000000${Id}`,
  TrackingNumber: `SF100000000000${Id}`,
  DocumentId: 1,
  DocumentNumber: 'WD00000001',
  WarehouseId: 7,
  WarehouseName: 'Shenzhen',
  OwnerId: 3,
  UserName: 'customer1',
  CustomerCode: null,
  Status: packageFlow.state.Shippable,
  StatusName: 'Shippable',
  Weight,
  Length: sides[0],
  Width: sides[1],
  Height: sides[2],
  VolumeWeight: '1',
  ShelfNumber: 'A-01-03',
  BinNumber: null,
  NeedsInspection: false,
  IncompleteReason: '',
  SignedTime: '2026-11-21T08:00:00.000Z',
  StorageDays: 2,
  CreationTime: '2026-11-20T08:00:00.000Z',
});

const COMMODITY = {
  Id: 9,
  CommodityCode: 'SKU-9',
  CommoditySku: 'S9',
  ChineseName: '杯子',
  EnglishName: 'Cup',
  ActualWeight: '0.5',
  Length: '12',
  Width: '10',
  Geight: '40',
  Available: 10,
};

const TRIAL = [
  {
    TypeOfShippingId: 5,
    TypeOfShippingName: 'EMS Standard',
    CarrierName: 'EMS',
    Priced: true,
    Refusals: [],
    ChargeableWeight: '3.5',
    QuotationName: 'EMS default',
    Currency: 'CNY',
    Total: '88.00',
    Lines: [{ Kind: 'first', Name: 'First weight', Quantity: '0.5', Amount: '40.00' }],
    Converted: null,
    CustomsForm: 'CN22 customs label',
  },
  {
    TypeOfShippingId: 6,
    TypeOfShippingName: 'Sea freight',
    CarrierName: 'COSCO',
    Priced: false,
    Refusals: ['Does not ship to this country.'],
    ChargeableWeight: '',
    QuotationName: '',
    Currency: '',
    Total: '',
    Lines: [],
    Converted: null,
    CustomsForm: '',
  },
];

/** The customer's server for the order form; `establish` answers the order. */
function serveForm(establish: Answer = 42) {
  return fakeServer(
    {
      'SiteJoinWarehouse/GetAllWarehouses': [{ Id: 7, Name: 'Shenzhen' }],
      'Currencies/GetSelectCurrency': [],
      'UserAvailableQuotation/GetValueAddedServiceGroupings': [
        {
          Id: 1,
          Name: 'Packing',
          MultipleChoice: false,
          Explain: '',
          Services: [{ Id: 31, Name: 'Bubble wrap', Method: 1, Price: '5.00', CurrencyCode: 'CNY', Explain: '' }],
        },
      ],
      'UserPackage/GetPackages': page([parcel(4, '1.25', ['30', '20', '10']), parcel(5, '0.75', ['25', '25', '5'])]),
      'UserCommodity/GetOrderCommodityByUserId': page([COMMODITY]),
      'UserRecipientInformation/GetSelectRecipientInformations': page([
        {
          Id: 11,
          ContactName: 'Ann Lee',
          Phone: '91234567',
          ReceivingPhone: '',
          CountryId: 44,
          RegionId: null,
          RegionName: 'Hong Kong',
          DetailedAddress: '1 Queen’s Road',
          Postcode: '',
        },
      ]),
      'UserFreightTrial/GetFreightTrial': TRIAL,
      'UserLogisticsOrder/EstablishLogisticsOrder': establish,
    },
    // Option lists (cargo types, countries, customs categories) answer empty.
    { otherwise: (path: string) => (path.startsWith('Select/') ? [] : fail(3, `no answer for ${path}`)) },
  );
}

const field = (id: string) => document.getElementById(id) as HTMLInputElement;
const helpOf = (id: string) => document.getElementById(`${id}_help`)?.textContent ?? '';

async function chooseWarehouse() {
  const select = field('order_WarehouseId').closest('.ant-select')!;
  fireEvent.mouseDown(select.querySelector('.ant-select-content') ?? select);
  const option = await waitFor(() => {
    const o = document.querySelector('.ant-select-item-option[title="Shenzhen"]');
    if (!o) throw new Error('no option yet');
    return o;
  });
  fireEvent.click(option);
}

/** Opens a picker of the form, picks the rows with these ids and confirms. */
async function pick(picker: string, ids: number[]) {
  const box = screen.getByTestId(`picker-${picker}`);
  await waitFor(() => expect((within(box).getByTestId('picker-open') as HTMLButtonElement).disabled).toBe(false), {
    timeout: 10_000,
  });
  fireEvent.click(within(box).getByTestId('picker-open'));
  const rows = await waitFor(() => ids.map((id) => screen.getByTestId(`picker-row-${id}`)), { timeout: 10_000 });
  for (const row of rows) fireEvent.click(row);
  const dialog = rows[0]!.closest('.ant-modal') as HTMLElement;
  fireEvent.click(within(dialog).getByTestId('picker-ok'));
}

/** Fills an order of two parcels and three cups to Ann by EMS, as a customer would. */
async function fillOrder() {
  await chooseWarehouse();
  await pick('order-parcels-user', [4, 5]);
  await waitFor(() => expect(screen.getByTestId('line-1')).toBeTruthy(), { timeout: 10_000 });
  await pick('order-commodities-user', [9]);
  await waitFor(() => expect(screen.getByTestId('line-2')).toBeTruthy(), { timeout: 10_000 });
  // The cups' line offers the stock available, and takes a quantity within it.
  expect(within(screen.getByTestId('line-2')).getByText('10 available')).toBeTruthy();
  fireEvent.change(field('order_Lines_2_Quantity'), { target: { value: '3' } });
  await pick('recipient-user', [11]);
  // The trial answers once the destination is known; its priced channels are offered.
  const ems = await waitFor(() => screen.getByTestId('channel-5'), { timeout: 10_000 });
  fireEvent.click(ems);
}

describe('the order form', () => {
  it('prices the goods by the freight trial, offers only the channels it prices, and sends the order', async () => {
    asCustomer();
    const server = serveForm();
    show(<OrderForm scope="user" />);
    await fillOrder();

    // The price of the chosen channel shows before anything is placed, with its customs form.
    await waitFor(() => expect(screen.getByTestId('trial-total').textContent).toBe('88.00 CNY'), { timeout: 10_000 });
    expect(screen.getByTestId('customs-form').textContent).toBe('CN22 customs label');
    // Only the channel the trial priced is offered; the one that refuses the goods is not.
    expect(screen.queryByTestId('channel-6')).toBeNull();
    // The trial weighed the parcels and the cups (1.25 + 0.75 + 3 × 0.5) in the longest sides.
    expect(server.to('UserFreightTrial/GetFreightTrial').at(-1)).toEqual({
      CountryId: 44,
      Weight: '3.500',
      Length: '30',
      Width: '25',
      Height: '40',
    });

    fireEvent.click(screen.getByTestId('order-submit'));
    await waitFor(() => expect(server.to('UserLogisticsOrder/EstablishLogisticsOrder')).toHaveLength(1), {
      timeout: 10_000,
    });
    expect(server.to('UserLogisticsOrder/EstablishLogisticsOrder')[0]).toEqual({
      WarehouseId: 7,
      Delivery: OrderDelivery.Recipient,
      RecipientInformationId: 11,
      TypeOfShippingId: 5,
      Lines: [
        { Kind: OrderLineKind.Package, PackageId: 4, Quantity: 1 },
        { Kind: OrderLineKind.Package, PackageId: 5, Quantity: 1 },
        { Kind: OrderLineKind.Commodity, CommodityId: 9, Quantity: 3 },
      ],
      CustomsLines: [],
      ValueAddedServiceIds: [],
    });
  }, 90_000);

  it('shows a refusal of one line under that line', async () => {
    asCustomer();
    const SHORT = 'Lines › 3 › Quantity is over the stock available: 2 are left.';
    const server = serveForm(fail(2, SHORT, { Field: 'Lines.2.Quantity', Rule: SHORT }));
    show(<OrderForm scope="user" />);
    await fillOrder();
    await waitFor(() => expect(screen.getByTestId('trial-total')).toBeTruthy(), { timeout: 10_000 });
    fireEvent.click(screen.getByTestId('order-submit'));
    await waitFor(() => expect(helpOf('order_Lines_2_Quantity')).toBe(SHORT), { timeout: 10_000 });
    expect(server.to('UserLogisticsOrder/EstablishLogisticsOrder')).toHaveLength(1);
    // The other lines and fields carry nothing.
    expect(helpOf('order_Lines_0_PackageId')).toBe('');
    expect(helpOf('order_RecipientInformationId')).toBe('');
  }, 90_000);
});

const order = (Id: number, Status: number, extra: Partial<LogisticsOrderRow> = {}): LogisticsOrderRow => ({
  Id,
  Number: `LO0000000${Id}`,
  OwnerId: 3,
  UserName: 'customer1',
  CustomerCode: null,
  WarehouseId: 7,
  WarehouseName: 'Shenzhen',
  Status,
  StatusName: '',
  OrderSource: OrderSource.Customer,
  OrderSourceName: 'Customer console',
  OrderType: OrderType.Mixed,
  OrderTypeName: 'Parcels and stock',
  TypeOfShippingId: 5,
  TypeOfShippingName: 'EMS Standard',
  CountryId: 44,
  CountryName: 'Hong Kong',
  Recipient: 'Ann Lee',
  WaybillNumber: null,
  PackageCount: 2,
  ItemCount: 3,
  EstimatedFreight: '88.00',
  EstimatedCurrencyCode: 'CNY',
  PackingLocked: false,
  RefundLocked: false,
  Remarks: '',
  ReviewNote: '',
  CreationTime: '2026-12-01T08:00:00.000Z',
  ReviewTime: null,
  StoreEntryTime: null,
  ...extra,
});

const ORDERS = [
  order(1, logisticsOrderFlow.state.PendingReview),
  order(2, logisticsOrderFlow.state.AwaitingArrival),
  order(3, logisticsOrderFlow.state.Rejected, { ReviewNote: 'The HS code of the cups is wrong.' }),
  order(4, logisticsOrderFlow.state.Cancelled),
];

function serveList(controller: 'LogisticsOrder' | 'UserLogisticsOrder' | 'PeerLogisticsOrder') {
  const list = controller === 'PeerLogisticsOrder' ? 'GetPeerLogisticsOrders' : 'GetLogisticsOrders';
  return fakeServer(
    {
      'SiteJoinWarehouse/GetAllWarehouses': [{ Id: 7, Name: 'Shenzhen' }],
      [`${controller}/${list}`]: page(ORDERS, ORDERS.length, {
        Counts: ORDERS.map((o) => ({ State: o.Status, Count: 1 })),
      }),
      'LogisticsOrder/ConfirmLogisticsOrderArrival': { Moved: [{ Id: 2, Name: 'LO00000002' }], Refused: [] },
      'LogisticsOrder/RejectLogisticsOrders': { Moved: [{ Id: 1, Name: 'LO00000001' }], Refused: [] },
    },
    { otherwise: (path: string) => (path.startsWith('Select/') ? [] : fail(3, `no answer for ${path}`)) },
  );
}

/** The row actions' test ids of an order's row. */
const actionsOf = (id: number) =>
  [...(document.querySelector(`tr[data-row-key="${id}"]`)?.querySelectorAll('[data-testid^="row-"]') ?? [])].map((b) =>
    b.getAttribute('data-testid'),
  );

describe('the order list', () => {
  it('offers staff on each row the moves its state allows, and confirms arrival with the declared text', async () => {
    asStaff();
    const server = serveList('LogisticsOrder');
    show(<OrderScreen scope="staff" />);
    await waitFor(() => expect(document.querySelector('tr[data-row-key="4"]')).toBeTruthy());
    expect(actionsOf(1)).toEqual([
      'row-detail',
      'row-move-approve',
      'row-move-cancel',
      'row-move-reject',
      'row-history',
    ]);
    expect(actionsOf(2)).toEqual(['row-detail', 'row-move-confirmArrival', 'row-move-cancelApproved', 'row-history']);
    expect(actionsOf(3)).toEqual(['row-detail', 'row-move-cancel', 'row-history']);
    expect(actionsOf(4)).toEqual(['row-detail', 'row-history']);
    // The state tabs carry the counts the list answered.
    expect(screen.getByTestId(`state-tab-${logisticsOrderFlow.state.AwaitingArrival}`).textContent).toContain('1');

    // Confirming arrival cannot be undone: it asks first, in the workflow's words, then sends.
    const row2 = document.querySelector('tr[data-row-key="2"]') as HTMLElement;
    fireEvent.click(within(row2).getByTestId('row-move-confirmArrival'));
    await waitFor(() => expect(screen.getByText(/can then no longer be refunded/)).toBeTruthy());
    expect(server.to('LogisticsOrder/ConfirmLogisticsOrderArrival')).toHaveLength(0);
    fireEvent.click(screen.getByTestId('confirm-ok'));
    await waitFor(() => expect(server.to('LogisticsOrder/ConfirmLogisticsOrderArrival')).toEqual([{ Ids: [2] }]));
  }, 60_000);

  it('offers a customer only cancelling, while the order waits for review or was rejected, and shows the review note', async () => {
    asCustomer();
    serveList('UserLogisticsOrder');
    show(<OrderScreen scope="user" />);
    await waitFor(() => expect(document.querySelector('tr[data-row-key="4"]')).toBeTruthy());
    expect(actionsOf(1)).toEqual(['row-detail', 'row-move-cancel', 'row-history']);
    expect(actionsOf(2)).toEqual(['row-detail', 'row-history']);
    expect(actionsOf(3)).toEqual(['row-detail', 'row-move-cancel', 'row-history']);
    expect(screen.getByText('The HS code of the cups is wrong.')).toBeTruthy();
  }, 60_000);

  it('rejects an order with the note the customer reads', async () => {
    asStaff();
    const server = serveList('LogisticsOrder');
    show(<OrderScreen scope="staff" />);
    await waitFor(() => expect(document.querySelector('tr[data-row-key="1"]')).toBeTruthy());
    const row1 = document.querySelector('tr[data-row-key="1"]') as HTMLElement;
    fireEvent.click(within(row1).getByTestId('row-move-reject'));
    const note = await waitFor(() => field('reject_Note'));
    // The note is required: nothing goes without it.
    fireEvent.click(screen.getByTestId('reject-submit'));
    await waitFor(() => expect(helpOf('reject_Note')).not.toBe(''));
    expect(server.to('LogisticsOrder/RejectLogisticsOrders')).toHaveLength(0);
    fireEvent.change(note, { target: { value: 'The HS code of the cups is wrong.' } });
    fireEvent.click(screen.getByTestId('reject-submit'));
    await waitFor(() =>
      expect(server.to('LogisticsOrder/RejectLogisticsOrders')).toEqual([
        { Ids: [1], Note: 'The HS code of the cups is wrong.' },
      ]),
    );
  }, 60_000);

  it('lists peer orders through their own call, with the same moves', async () => {
    asStaff();
    const server = serveList('PeerLogisticsOrder');
    show(<OrderScreen scope="staff" peer />);
    await waitFor(() => expect(document.querySelector('tr[data-row-key="2"]')).toBeTruthy());
    expect(server.to('PeerLogisticsOrder/GetPeerLogisticsOrders').length).toBeGreaterThan(0);
    expect(server.to('LogisticsOrder/GetLogisticsOrders')).toHaveLength(0);
    expect(actionsOf(2)).toEqual(['row-detail', 'row-move-confirmArrival', 'row-move-cancelApproved', 'row-history']);
  }, 60_000);
});
