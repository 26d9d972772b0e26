import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RecipientPicker } from '../../src/components/picker/RecipientPicker';
import { regionCodesOf, SelfPickupPicker } from '../../src/components/picker/SelfPickupPicker';
import { setupDom } from '../dom';
import { fakeServer, page } from '../fake-server';

beforeAll(setupDom);
afterEach(cleanup);

/** A server answering the region selector and the two pickers (anything else is a Code 3). */
const serve = () =>
  fakeServer({
    'Region/GetRegionRoots': [
      { Id: 156, Name: 'China', Code: 'CN', PhoneCode: '86', HasChildren: true, Level: 1 },
      { Id: 344, Name: 'Hong Kong', Code: 'HK', PhoneCode: '852', HasChildren: false, Level: 1 },
    ],
    'Region/GetRegionPath': (body) =>
      body.Id === 344
        ? [{ Id: 344, Name: 'Hong Kong', Level: 1 }]
        : [
            { Id: 156, Name: 'China', Level: 1 },
            { Id: 440000, Name: 'Guangdong', Level: 2 },
            { Id: 440300, Name: 'Shenzhen', Level: 3 },
            { Id: 440305, Name: 'Nanshan', Level: 4 },
          ],
    'UserSelfPickupAddress/GetSelectSelfPickupAddresses': page([
      { Id: 7, SiteName: 'Nanshan Point', Address: '1000 Nanshan Avenue' },
    ]),
    'UserRecipientInformation/GetSelectRecipientInformations': page([
      {
        Id: 3,
        ContactName: 'Chan Siu Ming',
        Phone: '91234567',
        ReceivingPhone: '',
        CountryId: 2,
        RegionId: 344,
        RegionName: 'Hong Kong',
        DetailedAddress: '8 Nathan Road',
        Postcode: '',
      },
    ]),
  });

const withQueries = (node: React.ReactNode) => (
  <QueryClientProvider client={new QueryClient()}>{node}</QueryClientProvider>
);

describe('the self-pickup picker', () => {
  it('turns a region chosen at any level into the codes the list filters by', async () => {
    serve();
    expect(await regionCodesOf(440305)).toEqual({
      CountryCode: 'CN',
      ProvinceCode: '440000',
      CityCode: '440300',
      CountyCode: '440305',
    });
    expect(await regionCodesOf(344)).toEqual({ CountryCode: 'HK' });
  });

  it('sends its fixed region codes and answers the point picked', async () => {
    const server = serve();
    const onChange = vi.fn();
    render(withQueries(<SelfPickupPicker scope="user" fixed={{ CityCode: '440300' }} onChange={onChange} />));
    fireEvent.click(screen.getByTestId('picker-open'));
    const row = await screen.findByTestId('picker-row-7');
    const [asked] = server.to('UserSelfPickupAddress/GetSelectSelfPickupAddresses');
    expect(asked).toMatchObject({ CityCode: '440300' });
    fireEvent.doubleClick(row);
    await waitFor(() =>
      expect(onChange).toHaveBeenCalledWith(7, [expect.objectContaining({ SiteName: 'Nanshan Point' })]),
    );
  });
});

describe('the recipient picker', () => {
  it('hands over the whole entry picked, for a form to fill itself from', async () => {
    serve();
    const onChange = vi.fn();
    render(withQueries(<RecipientPicker scope="user" onChange={onChange} />));
    fireEvent.click(screen.getByTestId('picker-open'));
    fireEvent.doubleClick(await screen.findByTestId('picker-row-3'));
    await waitFor(() =>
      expect(onChange).toHaveBeenCalledWith(3, [
        expect.objectContaining({ ContactName: 'Chan Siu Ming', Phone: '91234567', RegionId: 344, CountryId: 2 }),
      ]),
    );
  });
});
