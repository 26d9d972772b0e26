import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import {
  OrderLineKind,
  type PickingLineRow,
  type PickingListDetail,
  PickOutcome,
  pickingClaimFlow,
  pickingListFlow,
  type UserInfo,
} from '@wms/contract';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetToasts, setToastAdapter } from '../../src/api/notify';
import { pickingPrint, startDevice, stopDevice } from '../../src/device/local-service';
import PersonalPickingListIndex from '../../src/screens/outbound/picking/PersonalPickingListIndex';
import PickingListIndex from '../../src/screens/outbound/picking/PickingListIndex';
import PickingRuleIndex from '../../src/screens/outbound/picking/PickingRuleIndex';
import { PickingStationScreen } from '../../src/screens/outbound/picking/PickingStationScreen';
import { useSessionStore } from '../../src/stores/session';
import { useSettingsStore } from '../../src/stores/settings';
import { setupDom } from '../dom';
import { type FakeServer, fakeServer, page } from '../fake-server';

// The device hub: a socket.io connection that accepts the user and records what it is sent.
const hub = vi.hoisted(() => ({
  on: new Map<string, (payload: unknown) => void>(),
  sent: [] as { event: string; payload: unknown }[],
}));
vi.mock('socket.io-client', () => ({
  io: () => {
    const manager = {
      reconnection: () => manager,
      reconnectionAttempts: () => manager,
      on() {},
      removeAllListeners() {},
    };
    const socket = {
      connected: true,
      active: true,
      io: manager,
      on(event: string, handler: (payload: unknown) => void) {
        hub.on.set(event, handler);
        return socket;
      },
      emit(event: string, payload: unknown) {
        hub.sent.push({ event, payload });
        return socket;
      },
      removeAllListeners() {},
      disconnect() {
        socket.connected = false;
      },
    };
    return socket;
  },
}));

// The picking screens (screens/outbound/picking): the picking station's steps and the bodies they
// send, a refused scan blocking the station until acknowledged, the end of a list, and the rule
// form's partitions in walking order.

beforeAll(async () => {
  await setupDom();
  configure({ asyncUtilTimeout: 8000 });
});
beforeEach(() => {
  useSessionStore.setState({ user: { IsSuperUser: true, Buttons: [], AccountTypeCode: 1 } as unknown as UserInfo });
  useSettingsStore.setState({ ScanSounds: false, ScanSpeech: false });
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  setToastAdapter(null);
  resetToasts();
  vi.useRealTimers();
});

function renderIn(node: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{node}</MemoryRouter>
    </QueryClientProvider>,
  );
}

// ---- The picking station ----

const line = (over: Partial<PickingLineRow> & Pick<PickingLineRow, 'Id' | 'Kind'>): PickingLineRow => ({
  OrderId: 11,
  OrderNumber: 'LO00000011',
  OrderSerial: 1,
  ShelfId: 1,
  ShelfNumber: 'A-01',
  PartitionName: 'Zone A',
  PackageNumber: null,
  TrackingNumber: null,
  BinNumber: null,
  CommodityCode: null,
  Sku: null,
  CommodityName: null,
  Quantity: 1,
  PickedQuantity: 0,
  ...over,
});

/** A claimed list not started: a parcel on A-01, then five red mugs on A-02 (walking order). */
const LINES = [
  line({ Id: 1, Kind: OrderLineKind.Package, PackageNumber: 'PK00000041', TrackingNumber: 'YT2000000000001' }),
  line({
    Id: 2,
    Kind: OrderLineKind.Commodity,
    OrderId: 12,
    OrderNumber: 'LO00000012',
    OrderSerial: 2,
    ShelfId: 2,
    ShelfNumber: 'A-02',
    CommodityCode: 'C0001',
    Sku: 'MUG-RED',
    CommodityName: 'Red mug',
    Quantity: 5,
  }),
];

const detail = (lines: PickingLineRow[]): PickingListDetail => ({
  Id: 7,
  Number: 'PL00000007',
  WarehouseId: 1,
  WarehouseName: 'Shenzhen',
  Type: 2,
  TypeName: 'Several orders',
  Status: pickingListFlow.state.ToBePicked,
  StatusName: 'To be picked',
  ClaimStatus: pickingClaimFlow.state.Claimed,
  ClaimStatusName: 'Claimed',
  OperatorId: 3,
  OperatorName: 'clerk',
  ClaimTime: '2026-01-02T03:04:05.000Z',
  OrderCount: 2,
  QuantityToPick: 6,
  QuantityPicked: 0,
  Shelves: 'A-01, A-02',
  PickingRuleName: null,
  PrintedTime: null,
  CreationTime: '2026-01-02T03:00:00.000Z',
  FinishedTime: null,
  Orders: [],
  Lines: lines,
});

/** The server of one list: it picks what is scanned as the real one would (the line found by its
 * goods on the shelf, the quantity added) and ends the list. */
function serveList(): FakeServer {
  const lines = LINES.map((l) => ({ ...l }));
  return fakeServer({
    'PickingList/GetPickingById': () => detail(lines),
    'PickingList/StartPickingList': true,
    'PickingList/OrderPartialProductPicking': (b: { ShelfNumber: string; Scan: string; Quantity?: number }) => {
      const l = lines.find(
        (x) =>
          x.ShelfNumber === b.ShelfNumber &&
          [x.PackageNumber, x.TrackingNumber, x.CommodityCode, x.Sku].includes(b.Scan),
      )!;
      const n = b.Quantity ?? 1;
      l.PickedQuantity += n;
      return {
        Outcome: PickOutcome.Picked,
        Message: `Picked ${n} for ${l.OrderNumber}`,
        Line: { ...l },
        ListStatus: pickingListFlow.state.PartiallyPicked,
        Remaining: lines.reduce((s, x) => s + x.Quantity - x.PickedQuantity, 0),
      };
    },
    'PickingList/SortingCompleted': { Moved: [{ Id: 7, Name: 'PL00000007' }], Refused: [] },
  });
}

const input = () => screen.getByTestId('scan-input') as HTMLInputElement;
const prompt = () => screen.getByTestId('scan-prompt').textContent;

/** One key `gap` ms after the one before, where the focus is (the station's input). */
function key(k: string, gap: number) {
  act(() => vi.advanceTimersByTime(gap));
  const target = document.activeElement ?? document.body;
  fireEvent.keyDown(target, { key: k });
  if (k.length === 1 && target === input()) fireEvent.change(input(), { target: { value: input().value + k } });
}
const settle = async () => {
  for (let i = 0; i < 5; i++) await act(() => vi.advanceTimersByTimeAsync(5));
};
/** A keyboard-wedge scanner: a key every 8 ms, then Enter. */
async function scan(code: string) {
  for (const ch of code) key(ch, 8);
  key('Enter', 8);
  await settle();
}
/** Enter pressed alone (what is typed goes, or an error is acknowledged). */
async function enter() {
  key('Enter', 300);
  await settle();
}

async function openStation(onBack = () => {}) {
  vi.useFakeTimers();
  const server = serveList();
  renderIn(<PickingStationScreen id={7} onBack={onBack} />);
  // testing-library's waiting runs on the timers faked here: the station is waited for by hand.
  for (let i = 0; i < 100 && !screen.queryByTestId('scan-prompt'); i++) await settle();
  expect(screen.getByTestId('scan-prompt')).toBeTruthy();
  return server;
}

describe('the picking station', { timeout: 60_000 }, () => {
  it('starts the list, picks a parcel by its courier number and stock with its quantity, walking the lines', async () => {
    const server = await openStation();
    // The next line is the parcel's shelf.
    expect(prompt()).toBe('Go to shelf Zone A / A-01 and scan it');
    expect(screen.getAllByTestId('picking-line')[0]!.textContent).toContain('PK00000041');

    await scan('a-01');
    await scan('YT2000000000001');
    // The parcel scanned twice: harmless, nothing sent, no error.
    await scan('PK00000041');
    expect(screen.queryByTestId('scan-error')).toBeNull();
    expect(screen.getByTestId('scan-last').textContent).toContain('PK00000041 · YT2000000000001 is picked already');
    // Then the stock: its shelf, the item by its SKU, and the quantity the line still needs (Enter).
    expect(prompt()).toBe('Go to shelf Zone A / A-02 and scan it');
    await scan('A-02');
    await scan('MUG-RED');
    expect(prompt()).toBe('How many C0001 · MUG-RED · Red mug? Enter takes 5; or type or scan the number');
    expect(input().value).toBe('5');
    await enter();

    expect(server.calls().filter((c) => c.path !== 'PickingList/GetPickingById')).toEqual([
      { path: 'PickingList/StartPickingList', body: { Id: 7 } },
      { path: 'PickingList/OrderPartialProductPicking', body: { Id: 7, ShelfNumber: 'A-01', Scan: 'YT2000000000001' } },
      {
        path: 'PickingList/OrderPartialProductPicking',
        body: { Id: 7, ShelfNumber: 'A-02', Scan: 'MUG-RED', Quantity: 5 },
      },
    ]);
    // Everything picked: the station asks for sorting.
    expect(prompt()).toBe('All picked: sort the goods into their slots, then scan the list number or press F4');
    expect(screen.queryAllByTestId('picking-line')).toEqual([]);
  });

  it('records a short pick of a scanned quantity, and ends the list short after asking', async () => {
    const onBack = vi.fn();
    const server = await openStation(onBack);
    await scan('A-02');
    await scan('C0001');
    // A quantity scanned from a sheet of number labels: the scan counts, not the 5 filled in.
    await scan('002');
    expect(server.to('PickingList/OrderPartialProductPicking')).toEqual([
      { Id: 7, ShelfNumber: 'A-02', Scan: 'C0001', Quantity: 2 },
    ]);
    expect(screen.getByTestId('picking-left').textContent).toBe('4 left to pick');

    // F4 with lines left: the workflow's own question first.
    key('F4', 300);
    await settle();
    const ok = screen.getByTestId('confirm-ok');
    expect(document.body.textContent).toContain('Orders not fully picked go back to be picked');
    expect(server.to('PickingList/SortingCompleted')).toEqual([]);
    fireEvent.click(ok);
    await settle();
    await settle();
    expect(server.to('PickingList/SortingCompleted')).toEqual([{ Id: 7 }]);
    expect(onBack).toHaveBeenCalled();
  });

  it('refuses a wrong shelf and wrong goods loudly, and takes no scan until the error is acknowledged', async () => {
    const server = await openStation();
    await scan('B-09');
    expect(screen.getByTestId('scan-error').textContent).toContain(
      'B-09 is not a shelf of this list. Go to Zone A / A-01.',
    );
    // Blocked: the right shelf scanned now does nothing but count as refused.
    await scan('A-01');
    expect(screen.getByTestId('scan-refused')).toBeTruthy();
    expect(server.to('PickingList/StartPickingList')).toEqual([]);
    await enter();
    expect(screen.queryByTestId('scan-error')).toBeNull();

    await scan('A-01');
    // The mugs are on another shelf: no matching goods here, and nothing is sent.
    await scan('MUG-RED');
    expect(screen.getByTestId('scan-error').textContent).toContain(
      'No matching goods found: MUG-RED is not to be picked on A-01.',
    );
    await scan('PK00000041');
    expect(server.to('PickingList/OrderPartialProductPicking')).toEqual([]);
    await enter();
    // Acknowledged: the shelf is kept, and its parcel is picked.
    await scan('PK00000041');
    expect(server.to('PickingList/OrderPartialProductPicking')).toEqual([
      { Id: 7, ShelfNumber: 'A-01', Scan: 'PK00000041' },
    ]);
  });
});

// ---- Picking rules ----

const field = (id: string) => document.getElementById(id) as HTMLInputElement;

/** Opens the select of a form field and clicks the option with that label. */
async function choose(id: string, label: string) {
  const select = field(id).closest('.ant-select')!;
  fireEvent.mouseDown(select.querySelector('.ant-select-content') ?? select);
  const option = await waitFor(() => {
    const o = [...document.querySelectorAll(`.ant-select-item-option[title="${label}"]`)].at(-1);
    if (!o) throw new Error(`no option ${label} yet`);
    return o;
  });
  fireEvent.click(option);
}

describe('the picking rule form', { timeout: 90_000 }, () => {
  it('sends the partitions in the order chosen and moved, as the walking order', async () => {
    const server = fakeServer({
      'PickingRule/GetPickingRules': page([]),
      'SiteJoinWarehouse/GetAllWarehouses': [{ Id: 1, Name: 'Shenzhen' }],
      'WarehousePartitions/GetWarehousePartitionBySiteId': [
        { Id: 1, Name: 'Zone A' },
        { Id: 2, Name: 'Zone B' },
        { Id: 3, Name: 'Zone C' },
      ],
      'Select/GetTypeOfShipping': [{ Value: 5, Name: 'EMS Air' }],
      'Select/GetOrderTypes': [{ Value: 1, Name: 'Parcel consolidation' }],
      'PickingRule/AddPickingRule': 9,
    });
    renderIn(<PickingRuleIndex />);
    fireEvent.click(await screen.findByTestId('add'));
    await waitFor(() => expect(field('PickingRuleIndex_Name')).toBeTruthy());
    fireEvent.change(field('PickingRuleIndex_Name'), { target: { value: 'Morning wave' } });
    await choose('PickingRuleIndex_WarehouseId', 'Shenzhen');
    // Walked C, then A, then B, as chosen; then B moved up before A.
    await waitFor(() => expect(field('PickingRuleIndex_PartitionIds').disabled).toBe(false));
    for (const zone of ['Zone C', 'Zone A', 'Zone B']) await choose('PickingRuleIndex_PartitionIds', zone);
    await waitFor(() => expect(screen.getAllByTestId('partition-step')).toHaveLength(3));
    fireEvent.click(screen.getAllByTestId('partition-up')[2]!);
    await waitFor(() =>
      expect(screen.getAllByTestId('partition-step').map((s) => s.textContent)).toEqual(['Zone C', 'Zone B', 'Zone A']),
    );
    fireEvent.change(field('PickingRuleIndex_MaxOrders'), { target: { value: '20' } });
    fireEvent.change(field('PickingRuleIndex_MaxLines'), { target: { value: '300' } });
    fireEvent.click(screen.getByTestId('PickingRuleIndex-submit'));
    await waitFor(() => expect(server.to('PickingRule/AddPickingRule')).toHaveLength(1));
    expect(server.to('PickingRule/AddPickingRule')[0]).toMatchObject({
      Name: 'Morning wave',
      WarehouseId: 1,
      PartitionIds: [3, 2, 1],
      MaxOrders: 20,
      MaxLines: 300,
      IntervalMinutes: 0,
    });
  });
});

// ---- The lists ----

const row = { ...detail(LINES), Orders: undefined, Lines: undefined };

describe('the picking lists', { timeout: 90_000 }, () => {
  it('shows staff the lists with their states, and releases a claim', async () => {
    const server = fakeServer(
      {
        'PickingList/GetPickingLists': page([row], 1, {
          Counts: [{ State: pickingListFlow.state.ToBePicked, Count: 1 }],
        }),
        'PickingList/BatchClaimPickingListCurrentUser': { Moved: [{ Id: 7, Name: 'PL00000007' }], Refused: [] },
      },
      { otherwise: [] },
    );
    renderIn(<PickingListIndex />);
    expect(await screen.findByText('PL00000007')).toBeTruthy();
    expect(screen.getByTestId('state-tab-1').textContent).toContain('1');
    // Claimed already: the row offers a release, not a claim.
    expect(screen.queryByRole('button', { name: 'Claim' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Release' }));
    await waitFor(() => expect(server.to('PickingList/BatchReleaseClaim')).toEqual([{ Ids: [7] }]));
  });

  it('opens one of my lists in the picking station and comes back', async () => {
    fakeServer(
      {
        'PickingList/GetIndividualAssignmentPickingList': page([row], 1, { Counts: [] }),
        'PickingList/GetPickingById': detail(LINES),
      },
      { otherwise: [] },
    );
    renderIn(<PersonalPickingListIndex />);
    fireEvent.click(await screen.findByRole('button', { name: 'Pick' }));
    expect(await screen.findByTestId('scan-station')).toBeTruthy();
    expect(screen.getByTestId('scan-prompt').textContent).toBe('Go to shelf Zone A / A-01 and scan it');
    fireEvent.click(screen.getByTestId('picking-back'));
    expect(await screen.findByText('PL00000007')).toBeTruthy();
  });
});

describe('printing a picking list', { timeout: 90_000 }, () => {
  afterEach(() => {
    stopDevice();
    useSettingsStore.setState({ OpenService: false });
  });

  it('asks the device hub for PickingList/PrintPicking with { id }, by hand as on the AddPickingList push', async () => {
    startDevice('ws://127.0.0.1:9000', {
      UserName: 'clerk',
      ApiUrl: 'http://localhost/openapi',
      Token: 't',
      Lang: 'en-us',
    });
    act(() => {
      hub.on.get('connect')?.(undefined);
      hub.on.get('SendLoad')?.({ Success: true, Message: 'Signed in' });
    });
    useSettingsStore.setState({ OpenService: true });
    hub.sent.length = 0;
    // The push's auto print (layout/Layout.tsx) sends what the screen's print button sends.
    expect(pickingPrint(7, 'PL00000007')).toBe(true);
    const server = fakeServer({ 'PickingList/GetPickingLists': page([row], 1, { Counts: [] }) }, { otherwise: [] });
    renderIn(<PickingListIndex />);
    expect(await screen.findByText('PL00000007')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    await waitFor(() => expect(hub.sent).toHaveLength(2));
    const job = { Call: 'PickingList/PrintPicking', Body: { id: 7 }, Title: 'PL00000007' };
    expect(hub.sent.map((s) => s.event)).toEqual(['PickingPrint', 'PickingPrint']);
    expect(hub.sent[0]!.payload).toMatchObject(job);
    expect(hub.sent[1]!.payload).toMatchObject(job);
    // Through the hub: the console fetched no PDF itself.
    expect(server.to('PickingList/PrintPicking')).toEqual([]);
  });
});
