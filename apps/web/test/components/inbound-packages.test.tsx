import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MAX_BATCH_SEARCH, type PackageRow, packageFlow, type UserInfo } from '@wms/contract';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetToasts, setToastAdapter } from '../../src/api/notify';
import { PackageScreen } from '../../src/screens/inbound/parcels/PackageScreen';
import { notFound } from '../../src/screens/inbound/parcels/TrackDialog';
import { useSessionStore } from '../../src/stores/session';
import { setupDom } from '../dom';
import { fail, fakeServer, page } from '../fake-server';

// The parcel list (screens/inbound/parcels/PackageScreen.tsx): a tab per state of the package
// workflow with the counts the list answers, filtering by state, and the track query.

beforeAll(setupDom);
beforeEach(() => {
  localStorage.clear();
  useSessionStore.setState({ user: { IsSuperUser: false, AccountTypeCode: 2, Buttons: [] } as unknown as UserInfo });
});
afterEach(() => {
  cleanup();
  setToastAdapter(null);
  resetToasts();
});

const row = (Id: number, Status: number, extra: Partial<PackageRow> = {}): PackageRow => ({
  Id,
  Number: `PK${String(Id).padStart(8, '0')}`,
  TrackingNumber: `SF10000000000${Id}`,
  DocumentId: 1,
  DocumentNumber: 'WD00000001',
  WarehouseId: 7,
  WarehouseName: 'Shenzhen',
  OwnerId: 3,
  UserName: 'customer1',
  CustomerCode: null,
  Status,
  StatusName: '',
  Weight: '0',
  Length: '0',
  Width: '0',
  Height: '0',
  VolumeWeight: '0',
  ShelfNumber: null,
  BinNumber: null,
  NeedsInspection: false,
  IncompleteReason: '',
  SignedTime: null,
  StorageDays: null,
  CreationTime: '2026-11-20T08:00:00.000Z',
  ...extra,
});
const ROWS = [
  row(1, packageFlow.state.NotReceived),
  row(2, packageFlow.state.NotReceived),
  row(3, packageFlow.state.NotReceived),
  row(4, packageFlow.state.Shippable, {
    Weight: '1.25',
    Length: '30',
    Width: '20',
    Height: '10',
    VolumeWeight: '1',
    ShelfNumber: 'A-01-03',
    BinNumber: 'BN00000002',
    StorageDays: 4,
    SignedTime: '2026-11-21T08:00:00.000Z',
  }),
];
const COUNTS = [
  { State: 1, Count: 3 },
  { State: 2, Count: 0 },
  { State: 3, Count: 0 },
  { State: 4, Count: 1 },
  { State: 5, Count: 0 },
  { State: 6, Count: 0 },
];
const TOO_MANY = 'Tracking numbers takes at most 30 numbers: search them in parts.';

/** The server: the list (filtered by state, counts always), and the track query; the bodies the
 * list was asked with. */
function serve() {
  const server = fakeServer(
    {
      'UserPackage/GetPackages': (body) => {
        const rows = ROWS.filter((r) => body.Status === undefined || r.Status === body.Status);
        return page(rows, rows.length, { Counts: COUNTS });
      },
      'UserPackage/TrackPackages': (body) =>
        String(body.Numbers).includes('MANY') ? fail(2, TOO_MANY, { Field: 'Numbers', Rule: TOO_MANY }) : [ROWS[3]],
      'SiteJoinWarehouse/GetAllWarehouses': [{ Id: 7, Name: 'Shenzhen' }],
    },
    { otherwise: [] },
  );
  return () => server.to('UserPackage/GetPackages');
}

function renderList() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <PackageScreen scope="user" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const rowNumbers = () => [...document.querySelectorAll('.ant-table-tbody .ant-table-row')].map((r) => r.textContent);

describe('the parcel list', () => {
  it('has a tab per state with its count, and a tab filters the list by its state', async () => {
    const lists = serve();
    renderList();
    await waitFor(() => expect(screen.getByTestId('state-tab-1').textContent).toBe('Not received3'));
    // Every state of the workflow, in the order it declares them, named in the user's language.
    const tabs = [...document.querySelectorAll('[data-testid^="state-tab-"]')].map((t) => t.textContent);
    expect(tabs).toEqual([
      'All4',
      'Not received3',
      'To be completed0',
      'Completed0',
      'Shippable1',
      'Outbound0',
      'Signed for0',
    ]);
    expect(lists()[0]).toMatchObject({ StateCounts: true });
    await waitFor(() => expect(rowNumbers()).toHaveLength(4));

    fireEvent.click(screen.getByTestId('state-tab-4'));
    await waitFor(() => expect(rowNumbers()).toHaveLength(1));
    expect(lists().at(-1)).toMatchObject({ Status: packageFlow.state.Shippable, StateCounts: true });
    // The row shows its state, measurements and place as the list answered them.
    const shippable = document.querySelector('.ant-table-tbody .ant-table-row')!;
    expect(within(shippable as HTMLElement).getByTestId('state-tag').textContent).toBe('Shippable');
    expect(shippable.textContent).toContain('1.25 kg');
    expect(shippable.textContent).toContain('30 × 20 × 10 cm');
    expect(shippable.textContent).toContain('A-01-03 · bin BN00000002');

    fireEvent.click(screen.getByTestId('state-tab-all'));
    await waitFor(() => expect(rowNumbers()).toHaveLength(4));
    expect(lists().at(-1)!.Status).toBeUndefined();
    // The file's first render of a whole list screen (antd's styles made once) takes most of 20 s
    // on a loaded machine.
  }, 60_000);

  it('says when a batch search holds more numbers than the server takes', async () => {
    serve();
    renderList();
    const box = await screen.findByTestId('batch-numbers');
    fireEvent.change(box, { target: { value: 'PK00000001, SF100\nSF200' } });
    expect(screen.getByTestId('batch-numbers-count').textContent).toBe(`3 numbers (at most ${MAX_BATCH_SEARCH})`);
    const many = Array.from({ length: MAX_BATCH_SEARCH + 1 }, (_, i) => `N${i}`).join(' ');
    fireEvent.change(box, { target: { value: many } });
    expect(screen.getByTestId('batch-numbers-count').textContent).toBe(
      `Tracking numbers takes at most ${MAX_BATCH_SEARCH} numbers: search them in parts.`,
    );
  });

  it('tracks numbers: the found parcels, the numbers nothing was found for, and a refused query under the box', async () => {
    serve();
    renderList();
    fireEvent.click(await screen.findByTestId('track'));
    const box = await screen.findByTestId('track-numbers');
    fireEvent.change(box, { target: { value: 'sf100000000004\nYT999' } });
    fireEvent.click(screen.getByTestId('track-submit'));
    await waitFor(() => expect(screen.getByTestId('track-missing').textContent).toContain('YT999'));
    expect(screen.getByTestId('track-missing').textContent).not.toContain('SF100000000004');
    expect(within(screen.getByTestId('track-results')).getByText('PK00000004')).toBeTruthy();

    fireEvent.change(box, { target: { value: 'MANY' } });
    fireEvent.click(screen.getByTestId('track-submit'));
    await waitFor(() => expect(document.getElementById('track_Numbers_help')?.textContent).toBe(TOO_MANY));
    expect(screen.queryByTestId('track-results')).toBeNull();
  });

  it('matches tracked numbers as the server does: capitals, dashes aside', () => {
    expect(notFound(['sf-1', 'PK2', 'X'], [{ Number: 'PK2', TrackingNumber: 'SF1' }])).toEqual(['X']);
  });
});
