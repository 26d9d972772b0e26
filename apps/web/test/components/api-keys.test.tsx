import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ApiKeyList, ApiKeyRow, NewApiKey } from '@wms/contract';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetToasts, setToastAdapter } from '../../src/api/notify';
import { ApiKeysPanel } from '../../src/pages/mine/ApiKeysPanel';
import { setupDom } from '../dom';
import { type FakeServer, fakeServer } from '../fake-server';

// A peer's API keys in the personal centre (pages/mine/ApiKeysPanel.tsx): shown to peers only;
// a key made with a name shows its secret once, to copy, and never again; a live key is revoked
// after a confirmation naming it.

beforeAll(async () => {
  await setupDom();
  configure({ asyncUtilTimeout: 8000 });
});
beforeEach(() => setToastAdapter({ open: () => {}, destroy: () => {} }));
afterEach(() => {
  cleanup();
  setToastAdapter(null);
  resetToasts();
});

const LIVE: ApiKeyRow = {
  Id: 1,
  Name: 'Shop system',
  KeyId: 'pk_AAAAAAAAAAAAAAAAAAAAAAAA',
  LastUsedTime: null,
  RevokedTime: null,
  CreationTime: '2026-12-01T08:00:00.000Z',
};
const REVOKED: ApiKeyRow = {
  ...LIVE,
  Id: 2,
  Name: 'Old test',
  KeyId: 'pk_BBBBBBBBBBBBBBBBBBBBBBBB',
  RevokedTime: '2026-12-02T08:00:00.000Z',
};
const SECRET = 'sk_thisIsTheSecretShownOnlyOnce0123456789abcdef';

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ApiKeysPanel />
    </QueryClientProvider>,
  );
}

function serve(list: ApiKeyList): FakeServer {
  let keys = [...list.Keys];
  return fakeServer({
    'UserApiKey/GetApiKeys': () => ({ IsPeer: list.IsPeer, Keys: keys }),
    'UserApiKey/AddApiKey': (b: { Name: string }): NewApiKey => {
      const made = { ...LIVE, Id: 3, Name: b.Name, KeyId: 'pk_CCCCCCCCCCCCCCCCCCCCCCCC' };
      keys = [made, ...keys];
      return { ...made, Secret: SECRET };
    },
    'UserApiKey/RevokeApiKey': (b: { Id: number }) => {
      keys = keys.map((k) => (k.Id === b.Id ? { ...k, RevokedTime: '2026-12-03T08:00:00.000Z' } : k));
      return true;
    },
  });
}

// antd in jsdom on a loaded machine: a list and a dialog round can take well over the default.
describe('the API keys panel', { timeout: 60_000 }, () => {
  it('shows nothing to a customer who is not a peer', async () => {
    const server = serve({ IsPeer: false, Keys: [] });
    renderPanel();
    await waitFor(() => expect(server.to('UserApiKey/GetApiKeys')).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('api-keys')).toBeNull();
  });

  it('lists live and revoked keys, with revoke for the live ones only', async () => {
    serve({ IsPeer: true, Keys: [LIVE, REVOKED] });
    renderPanel();
    await waitFor(() => expect(screen.getByText('Shop system')).toBeTruthy());
    expect(screen.getByText('Old test')).toBeTruthy();
    expect(screen.getByText(LIVE.KeyId)).toBeTruthy();
    expect(screen.getByText('Live')).toBeTruthy();
    expect(screen.getByText(/^Revoked /)).toBeTruthy();
    expect(screen.getAllByText('Never')).toHaveLength(2);
    expect(screen.getByTestId('api-key-revoke-1')).toBeTruthy();
    expect(screen.queryByTestId('api-key-revoke-2')).toBeNull();
  });

  it('makes a key with a name and shows its secret once, to copy', async () => {
    const server = serve({ IsPeer: true, Keys: [] });
    renderPanel();
    await waitFor(() => expect(screen.getByText('No keys yet')).toBeTruthy());
    fireEvent.click(screen.getByTestId('api-key-add'));
    // A name is required: nothing is sent without one.
    fireEvent.click(await screen.findByTestId('apiKey-submit'));
    await waitFor(() => expect(document.getElementById('apiKey_Name_help')?.textContent).toMatch(/Name/));
    expect(server.to('UserApiKey/AddApiKey')).toEqual([]);
    fireEvent.change(document.getElementById('apiKey_Name')!, { target: { value: 'Warehouse bridge' } });
    fireEvent.click(screen.getByTestId('apiKey-submit'));
    await waitFor(() => expect(screen.getByTestId('api-key-secret').textContent).toContain(SECRET));
    expect(server.to('UserApiKey/AddApiKey')).toEqual([{ Name: 'Warehouse bridge' }]);
    expect(screen.getByText(/shown this once/)).toBeTruthy();
    // The secret can be copied from where it shows.
    expect(screen.getByTestId('api-key-secret').parentElement?.querySelector('.ant-typography-copy')).toBeTruthy();
    // The list is read again and shows the new key, never its secret.
    await waitFor(() => expect(server.to('UserApiKey/GetApiKeys').length).toBeGreaterThan(1));
    await waitFor(() => expect(screen.getByText('Warehouse bridge')).toBeTruthy());
    // Once the user closes it, the secret is nowhere, and nothing can show it again.
    fireEvent.click(screen.getByTestId('api-key-made-close'));
    await waitFor(() => expect(document.body.textContent).not.toContain(SECRET));
    expect(screen.getByText('Warehouse bridge')).toBeTruthy();
  });

  it('revokes a key after a confirmation naming it', async () => {
    const server = serve({ IsPeer: true, Keys: [LIVE] });
    renderPanel();
    fireEvent.click(await screen.findByTestId('api-key-revoke-1'));
    await waitFor(() => expect(screen.getAllByText('Revoke key “Shop system”?').length).toBeGreaterThan(0));
    expect(server.to('UserApiKey/RevokeApiKey')).toEqual([]);
    fireEvent.click(screen.getByTestId('confirm-ok'));
    await waitFor(() => expect(server.to('UserApiKey/RevokeApiKey')).toEqual([{ Id: 1 }]));
    await waitFor(() => expect(screen.queryByTestId('api-key-revoke-1')).toBeNull());
    expect(screen.getByText(/^Revoked /)).toBeTruthy();
  });
});
