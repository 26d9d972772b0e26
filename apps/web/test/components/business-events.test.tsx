import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { EventDeliveryRow, UserInfo } from '@wms/contract';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetToasts, setToastAdapter } from '../../src/api/notify';
import BusinessEventIndex from '../../src/screens/system/events/BusinessEventIndex';
import { useSessionStore } from '../../src/stores/session';
import { setupDom } from '../dom';
import { fakeServer, page } from '../fake-server';

// The Business events screen (screens/system/events/BusinessEventIndex.tsx) shows an event's type and
// its consumer by the names the server gives in the reader's language; the ids are a tooltip.

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
});

const delivery: EventDeliveryRow = {
  Id: 7,
  EventId: 41,
  Type: 'Package.shelve',
  TypeName: '包裹 · 上架',
  RecordId: 3,
  RecordName: 'PK00000003',
  Consumer: 'owner-notices',
  ConsumerName: '通知記錄所屬客戶',
  State: 1,
  StateName: '已完成',
  Attempts: 1,
  NextAt: '2026-11-20T08:00:00.000Z',
  LastError: '',
  DoneTime: '2026-11-20T08:00:01.000Z',
  CreationTime: '2026-11-20T08:00:00.000Z',
};

describe('the business events screen', () => {
  it('shows the names of the event type and the consumer, the ids only as their tooltips', async () => {
    fakeServer({ 'BusinessEvents/GetEventDeliveries': page([delivery]) }, { otherwise: [] });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <BusinessEventIndex />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const type = await screen.findByText('包裹 · 上架');
    expect(screen.getByText('通知記錄所屬客戶')).toBeTruthy();
    // The ids are not what the table reads as.
    const table = document.querySelector('.ant-table-tbody')!;
    expect(table.textContent).not.toContain('Package.shelve');
    expect(table.textContent).not.toContain('owner-notices');
    fireEvent.mouseEnter(type);
    await waitFor(() => expect(document.querySelector('.ant-tooltip')?.textContent).toBe('Package.shelve'));
  }, 30_000);
});
