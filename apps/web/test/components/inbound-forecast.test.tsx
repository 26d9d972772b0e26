import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { UserInfo } from '@wms/contract';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetToasts, setToastAdapter } from '../../src/api/notify';
import { ForecastScreen } from '../../src/screens/inbound/parcels/ForecastScreen';
import { useSessionStore } from '../../src/stores/session';
import { setupDom } from '../dom';
import { fail, fakeServer } from '../fake-server';

// The forecast form (screens/inbound/parcels/ForecastScreen.tsx): what it sends, and a field the
// server refuses (Code 2 naming it, nested in a parcel too) shown under that field.

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

const MISMATCH = 'Unit prices has 2 lines but the tracking numbers have 3: give one line per tracking number.';
const TAKEN =
  'Parcels 1 › Tracking number SF1000000000001 is already forecast and waiting to be signed in: check the number.';

/** The server: the warehouses, and each forecast refused on a field; what was sent besides the
 * warehouses. */
function serve() {
  const server = fakeServer(
    {
      'SiteJoinWarehouse/GetAllWarehouses': [{ Id: 7, Name: 'Shenzhen' }],
      'UserWarehouseDocument/BatchEstablishWarehouseDocument': fail(2, MISMATCH, {
        Field: 'UnitPrices',
        Rule: MISMATCH,
      }),
      'UserWarehouseDocument/EstablishWarehouseDocument': fail(2, TAKEN, {
        Field: 'Packages.0.TrackingNumber',
        Rule: TAKEN,
      }),
    },
    { otherwise: null },
  );
  return () => server.sent.filter((c) => c.path !== 'SiteJoinWarehouse/GetAllWarehouses');
}

function renderForm() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ForecastScreen scope="user" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const field = (id: string) => document.getElementById(id) as HTMLInputElement;
const type = (id: string, value: string) => fireEvent.change(field(id), { target: { value } });
const helpOf = (id: string) => document.getElementById(`${id}_help`)?.textContent ?? '';

async function chooseWarehouse() {
  const select = field('forecast_WarehouseId').closest('.ant-select')!;
  fireEvent.mouseDown(select.querySelector('.ant-select-content') ?? select);
  const option = await waitFor(() => {
    const o = document.querySelector('.ant-select-item-option[title="Shenzhen"]');
    if (!o) throw new Error('no option yet');
    return o;
  });
  fireEvent.click(option);
}

describe('the forecast form', () => {
  it('sends the four batch lists and shows a count mismatch under the list the server names', async () => {
    const sent = serve();
    renderForm();
    await chooseWarehouse();
    fireEvent.click(screen.getByRole('tab', { name: 'Batch entry' }));
    await waitFor(() => expect(field('forecast_TrackingNumbers')).toBeTruthy());
    type('forecast_TrackingNumbers', 'SF1000000000001\nSF1000000000002\nSF1000000000003');
    type('forecast_ProductNames', 'Shoes\nCoat\nBag');
    type('forecast_UnitPrices', '10\n20.5');
    type('forecast_PurchasePrices', '8\n18\n25');
    // Each list says how many lines it has before anything is sent.
    await waitFor(() => expect(screen.getByTestId('lines-UnitPrices').textContent).toBe('2 lines'));
    expect(screen.getByTestId('lines-TrackingNumbers').textContent).toBe('3 lines');

    fireEvent.click(screen.getByTestId('forecast-submit'));
    await waitFor(() => expect(helpOf('forecast_UnitPrices')).toBe(MISMATCH));
    expect(sent()).toHaveLength(1);
    expect(sent()[0]!.url).toMatch(/\/UserWarehouseDocument\/BatchEstablishWarehouseDocument$/);
    expect(sent()[0]!.body).toEqual({
      WarehouseId: 7,
      TrackingNumbers: 'SF1000000000001\nSF1000000000002\nSF1000000000003',
      ProductNames: 'Shoes\nCoat\nBag',
      UnitPrices: '10\n20.5',
      PurchasePrices: '8\n18\n25',
    });
    // Only the list the server named carries the message; the one-at-a-time parcels were not checked.
    expect(helpOf('forecast_ProductNames')).toBe('');
    expect(helpOf('forecast_PurchasePrices')).toBe('');
    expect(helpOf('forecast_Packages_0_TrackingNumber')).toBe('');
    // The file's first render of the whole form (antd's styles made once) is slow on a loaded machine.
  }, 60_000);

  it('refuses empty lists itself, naming each, without sending', async () => {
    const sent = serve();
    renderForm();
    await chooseWarehouse();
    fireEvent.click(screen.getByRole('tab', { name: 'Batch entry' }));
    await waitFor(() => expect(field('forecast_TrackingNumbers')).toBeTruthy());
    type('forecast_TrackingNumbers', 'SF1000000000001');
    fireEvent.click(screen.getByTestId('forecast-submit'));
    await waitFor(() => expect(helpOf('forecast_ProductNames')).toContain('Product names'));
    expect(helpOf('forecast_TrackingNumbers')).toBe('');
    expect(sent()).toHaveLength(0);
  });

  it('sends parcels one at a time with their goods and shows a refused tracking number under that parcel', async () => {
    const sent = serve();
    renderForm();
    await chooseWarehouse();
    // Pasted in lower case with spaces: stored (and sent) as the server keeps it.
    type('forecast_Packages_0_TrackingNumber', ' sf 1000000000001 ');
    fireEvent.blur(field('forecast_Packages_0_TrackingNumber'));
    expect(field('forecast_Packages_0_TrackingNumber').value).toBe('SF1000000000001');
    type('forecast_Packages_0_Goods_0_ProductName', 'Shoes');
    type('forecast_Packages_0_Goods_0_UnitPrice', '12.50');
    fireEvent.click(screen.getByTestId('add-goods-0'));
    await waitFor(() => expect(field('forecast_Packages_0_Goods_1_ProductName')).toBeTruthy());
    type('forecast_Packages_0_Goods_1_ProductName', 'Laces');
    type('forecast_Packages_0_Goods_1_Quantity', '2');
    // A second parcel, then removed again: only the first is sent.
    fireEvent.click(screen.getByTestId('add-parcel'));
    await waitFor(() => expect(screen.getByTestId('parcel-1')).toBeTruthy());
    fireEvent.click(within(screen.getByTestId('parcel-1')).getByTestId('remove-parcel-1'));
    await waitFor(() => expect(screen.queryByTestId('parcel-1')).toBeNull());

    fireEvent.click(screen.getByTestId('forecast-submit'));
    await waitFor(() => expect(helpOf('forecast_Packages_0_TrackingNumber')).toBe(TAKEN));
    expect(sent()[0]!.url).toMatch(/\/UserWarehouseDocument\/EstablishWarehouseDocument$/);
    expect(sent()[0]!.body).toEqual({
      WarehouseId: 7,
      Packages: [
        {
          TrackingNumber: 'SF1000000000001',
          Goods: [
            { ProductName: 'Shoes', Quantity: 1, UnitPrice: '12.50' },
            { ProductName: 'Laces', Quantity: 2 },
          ],
        },
      ],
    });
  });

  it('refuses a goods line the server would refuse, in its words, without sending', async () => {
    const sent = serve();
    renderForm();
    await chooseWarehouse();
    type('forecast_Packages_0_TrackingNumber', 'SF1000000000009');
    type('forecast_Packages_0_Goods_0_ProductName', 'Shoes');
    type('forecast_Packages_0_Goods_0_Quantity', '0');
    type('forecast_Packages_0_Goods_0_PurchasePrice', '1.234');
    fireEvent.click(screen.getByTestId('forecast-submit'));
    await waitFor(() => expect(helpOf('forecast_Packages_0_Goods_0_Quantity')).toMatch(/^Quantity /));
    expect(helpOf('forecast_Packages_0_Goods_0_PurchasePrice')).toMatch(/^Purchase price .*2 decimal/);
    expect(sent()).toHaveLength(0);
  });
});
