import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { type ClaimRow, type PackageRow, packageClaimFlow, packageFlow, type UserInfo } from '@wms/contract';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetToasts, setToastAdapter } from '../../src/api/notify';
import { InspectDialog } from '../../src/screens/inbound/receiving/InspectDialog';
import { type Review, ReviewDialog } from '../../src/screens/inbound/receiving/ReviewDialog';
import { SignDialog } from '../../src/screens/inbound/receiving/SignDialog';
import UserUnknownItemIndex from '../../src/screens/inbound/receiving/UserUnknownItemIndex';
import { useSessionStore } from '../../src/stores/session';
import { setupDom } from '../dom';
import { fail, fakeServer, page } from '../fake-server';

// The console side of unknown items, claims, inspection and the list view of signing
// (docs/domain.md, "Parcels"): what each dialog sends, and what it shows of the answer.

beforeAll(async () => {
  await setupDom();
  // antd in jsdom on a loaded machine: a validation round and a faked call can take over a second.
  configure({ asyncUtilTimeout: 8000 });
});
afterEach(() => {
  cleanup();
  setToastAdapter(null);
  resetToasts();
  sessionStorage.clear();
});

const staff = () =>
  useSessionStore.setState({ user: { IsSuperUser: true, Buttons: [], AccountTypeCode: 1 } as unknown as UserInfo });
const customer = () =>
  useSessionStore.setState({ user: { IsSuperUser: false, Buttons: [], AccountTypeCode: 2 } as unknown as UserInfo });

/** The server: uploads answer a new address each, lists and writes what `answer` says for their
 * path (`true` when it says nothing); every call as its path and body. */
function serve(answer: (path: string, body: Record<string, unknown>) => unknown) {
  let uploads = 0;
  const server = fakeServer(
    { 'UpLoadFile/UpLoadFile': () => `/uploads/2026/01/${'b'.repeat(31)}${++uploads}.png` },
    { otherwise: (path: string, body: unknown) => answer(path, body as Record<string, unknown>) ?? true },
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

/** A PNG the image queue takes (the server is faked, so the bytes do not matter). */
const png = (name: string) => new File(['x'], name, { type: 'image/png' });
const choose = (root: HTMLElement, ...files: File[]) =>
  fireEvent.change(root.querySelector('input[type=file]')!, { target: { files } });
const field = (id: string) => document.querySelector<HTMLInputElement>(`#${id}`)!;
const errorsOf = (id: string) => document.querySelector(`#${id}_help`)?.textContent ?? '';

const parcel: PackageRow = {
  Id: 41,
  Number: 'PK00000041',
  TrackingNumber: 'YT2000000000001',
  DocumentId: 3,
  DocumentNumber: 'WD00000003',
  WarehouseId: 1,
  WarehouseName: 'Shenzhen',
  OwnerId: 7,
  UserName: 'customer1',
  CustomerCode: 'C001',
  Status: packageFlow.state.Completed,
  StatusName: 'Completed',
  Weight: '1.25',
  Length: '0',
  Width: '0',
  Height: '0',
  VolumeWeight: '0',
  ShelfNumber: null,
  BinNumber: null,
  NeedsInspection: true,
  IncompleteReason: '',
  SignedTime: '2026-01-02T03:04:05.000Z',
  StorageDays: 0,
  CreationTime: '2026-01-01T03:04:05.000Z',
};

describe('the inspect dialog', () => {
  beforeEach(staff);

  it('asks for the result first, then sends a failure with its note and the photos left in the queue', async () => {
    const sent = serve((path) =>
      path === 'Package/GetPackageById'
        ? { ...parcel, Status: packageFlow.state.ToBeCompleted, IncompleteReason: 'Torn box', Goods: [], Photos: [] }
        : true,
    );
    const onDone = vi.fn();
    renderIn(<InspectDialog parcel={parcel} open onClose={() => {}} onDone={onDone} />);
    await screen.findByText('Inspect PK00000041 (YT2000000000001)');

    fireEvent.click(screen.getByTestId('inspect-submit'));
    await waitFor(() => expect(errorsOf('inspect_Passed')).toBe('Result cannot be empty.'));
    expect(sent()).toEqual([]);

    fireEvent.click(screen.getByTestId('inspect-fail'));
    // A failure says what follows before it is sent.
    await screen.findByText('A failed parcel stays to be completed, and its owner is told.');
    fireEvent.change(field('inspect_Note'), { target: { value: 'Torn box' } });
    // Three photos uploaded, previewed, one removed: the queue holds two.
    const queue = screen.getByTestId('inspect-photos');
    choose(queue, png('a.png'), png('b.png'), png('c.png'));
    await waitFor(() => expect(within(queue).getAllByTestId('queue-item')).toHaveLength(3));
    fireEvent.click(within(queue).getAllByTestId('queue-preview')[0]!);
    await screen.findByTestId('queue-preview-image');
    fireEvent.click(within(queue).getAllByTestId('queue-remove')[1]!);
    await waitFor(() => expect(within(queue).getAllByTestId('queue-item')).toHaveLength(2));

    fireEvent.click(screen.getByTestId('inspect-submit'));
    await screen.findByTestId('inspect-result');
    const inspect = sent().find((s) => s.path === 'ReceivingQualityInspection/InspectPackage')!;
    expect(inspect.body).toEqual({
      Id: 41,
      Passed: false,
      Note: 'Torn box',
      Photos: [`/uploads/2026/01/${'b'.repeat(31)}1.png`, `/uploads/2026/01/${'b'.repeat(31)}3.png`],
    });
    expect(onDone).toHaveBeenCalled();
    // The parcel as the server has it now: still to be completed, with the note as what is wrong.
    const result = screen.getByTestId('inspect-result');
    expect(result.textContent).toContain('PK00000041 failed its inspection');
    expect(within(result).getByTestId('state-tag').getAttribute('data-state')).toBe(
      String(packageFlow.state.ToBeCompleted),
    );
    expect(result.textContent).toContain('Torn box');
  });

  it('sends a pass without a note or photos and shows the parcel completed', async () => {
    const sent = serve((path) =>
      path === 'Package/GetPackageById' ? { ...parcel, Goods: [], Photos: [], Inspections: [] } : true,
    );
    renderIn(<InspectDialog parcel={parcel} open onClose={() => {}} />);
    fireEvent.click(await screen.findByTestId('inspect-pass'));
    fireEvent.click(screen.getByTestId('inspect-submit'));
    const result = await screen.findByTestId('inspect-result');
    expect(sent().find((s) => s.path === 'ReceivingQualityInspection/InspectPackage')!.body).toEqual({
      Id: 41,
      Passed: true,
      Photos: [],
    });
    expect(result.textContent).toContain('PK00000041 passed its inspection');
    expect(within(result).getByTestId('state-tag').textContent).toBe('Completed');
  });

  it("puts the server's refusal of a note under the note", async () => {
    serve((path) =>
      path === 'ReceivingQualityInspection/InspectPackage'
        ? fail(2, 'Note is too long.', { Field: 'Note', Rule: 'Note is too long.' })
        : true,
    );
    renderIn(<InspectDialog parcel={parcel} open onClose={() => {}} />);
    fireEvent.click(await screen.findByTestId('inspect-pass'));
    fireEvent.change(field('inspect_Note'), { target: { value: 'ok' } });
    fireEvent.click(screen.getByTestId('inspect-submit'));
    await waitFor(() => expect(errorsOf('inspect_Note')).toBe('Note is too long.'));
    expect(screen.queryByTestId('inspect-result')).toBeNull();
  });
});

const claim = (over: Partial<ClaimRow>): ClaimRow => ({
  Id: 1,
  UnknownItemId: 0,
  UnknownItemNumber: '',
  TrackingNumber: 'JT1234567890123',
  OwnerId: 8,
  UserName: 'customer2',
  Note: 'Blue box',
  Photos: [],
  Status: packageClaimFlow.state.Pending,
  StatusName: 'Waiting',
  ReviewNote: '',
  CreationTime: '2026-01-03T03:04:05.000Z',
  ...over,
});

describe("the customer's claims", () => {
  beforeEach(customer);

  const claims = [
    claim({ Id: 1 }),
    claim({
      Id: 2,
      TrackingNumber: 'SF1000000000002',
      Status: packageClaimFlow.state.Approved,
      StatusName: 'Approved',
      UnknownItemId: 5,
      UnknownItemNumber: 'UN00000005',
    }),
  ];
  const listed = (path: string) =>
    path === 'UserUnknownItem/GetPackageClaims'
      ? page(claims, 2, {
          Counts: [
            { State: 1, Count: 1 },
            { State: 2, Count: 1 },
            { State: 3, Count: 0 },
            { State: 4, Count: 0 },
          ],
        })
      : 11;
  const rowOf = (tracking: string) =>
    [...document.querySelectorAll<HTMLElement>('tr.ant-table-row')].find((r) => r.textContent?.includes(tracking))!;

  it('lists each claim with its state, the unknown item only once approved, and state tabs with counts', async () => {
    serve(listed);
    renderIn(<UserUnknownItemIndex />);
    await waitFor(() => expect(rowOf('SF1000000000002')).toBeTruthy());
    expect(rowOf('SF1000000000002').textContent).toContain('UN00000005');
    expect(within(rowOf('SF1000000000002')).getByTestId('state-tag').textContent).toBe('Approved');
    expect(within(rowOf('JT1234567890123')).getByTestId('after-approval').textContent).toBe('Shown once approved');
    expect(screen.getByTestId('state-tab-1').textContent).toBe('Waiting1');
    // Only a waiting claim can be withdrawn.
    expect(within(rowOf('JT1234567890123')).queryByTestId('row-move-withdraw')).toBeTruthy();
    expect(within(rowOf('SF1000000000002')).queryByTestId('row-move-withdraw')).toBeNull();
  });

  it('claims a parcel by tracking number with a note and photos, checked as the server checks them', async () => {
    const sent = serve(listed);
    renderIn(<UserUnknownItemIndex />);
    fireEvent.click(await screen.findByTestId('add'));
    await screen.findByText('Claim a parcel by its tracking number');

    fireEvent.click(screen.getByTestId('claim-submit'));
    await waitFor(() => expect(errorsOf('claim_TrackingNumber')).toBe('Tracking number cannot be empty.'));
    expect(errorsOf('claim_Note')).toBe('My note cannot be empty.');

    // Not a tracking number: refused in the server's words, before anything is sent.
    fireEvent.change(field('claim_TrackingNumber'), { target: { value: '快递123' } });
    await waitFor(() => expect(errorsOf('claim_TrackingNumber')).toMatch(/^Tracking number /));
    // Typed with spaces and in lower case: written as the server keeps it when the field is left.
    fireEvent.change(field('claim_TrackingNumber'), { target: { value: ' dpk 1234 5678 9012 ' } });
    fireEvent.blur(field('claim_TrackingNumber'));
    await waitFor(() => expect(field('claim_TrackingNumber').value).toBe('DPK123456789012'));
    fireEvent.change(field('claim_Note'), { target: { value: 'Blue box, bought on 11 Nov' } });
    const queue = screen.getByTestId('claim-photos');
    choose(queue, png('receipt.png'), png('box.png'));
    await waitFor(() => expect(within(queue).getAllByTestId('queue-item')).toHaveLength(2));

    fireEvent.click(screen.getByTestId('claim-submit'));
    await waitFor(() => expect(sent().some((s) => s.path === 'UserUnknownItem/ParcelTrackingNumberClaim')).toBe(true));
    expect(sent().find((s) => s.path === 'UserUnknownItem/ParcelTrackingNumberClaim')!.body).toEqual({
      TrackingNumber: 'DPK123456789012',
      Note: 'Blue box, bought on 11 Nov',
      Photos: [`/uploads/2026/01/${'b'.repeat(31)}1.png`, `/uploads/2026/01/${'b'.repeat(31)}2.png`],
    });
    // Saved: the list is asked again.
    await waitFor(() =>
      expect(sent().filter((s) => s.path === 'UserUnknownItem/GetPackageClaims').length).toBeGreaterThan(1),
    );
  });

  it("shows the server's refusal of a claim (no such unclaimed parcel) and keeps the dialog open", async () => {
    const seen: string[] = [];
    setToastAdapter({ open: (a) => seen.push(`${a.title} ${a.description ?? ''}`), destroy: () => {} });
    serve((path) =>
      path === 'UserUnknownItem/ParcelTrackingNumberClaim'
        ? fail(4, 'No unclaimed parcel has tracking number NOPE1234.')
        : listed(path),
    );
    renderIn(<UserUnknownItemIndex />);
    fireEvent.click(await screen.findByTestId('add'));
    await screen.findByText('Claim a parcel by its tracking number');
    fireEvent.change(field('claim_TrackingNumber'), { target: { value: 'NOPE1234' } });
    fireEvent.change(field('claim_Note'), { target: { value: 'mine' } });
    fireEvent.click(screen.getByTestId('claim-submit'));
    await waitFor(() => expect(seen.join('|')).toContain('No unclaimed parcel has tracking number NOPE1234.'));
    expect(document.querySelector('#claim_TrackingNumber')).toBeTruthy();
  });

  it('withdraws a waiting claim after a confirmation; cancelling sends nothing', async () => {
    const sent = serve(listed);
    renderIn(<UserUnknownItemIndex />);
    await waitFor(() => expect(rowOf('JT1234567890123')).toBeTruthy());
    fireEvent.click(within(rowOf('JT1234567890123')).getByTestId('row-move-withdraw'));
    await waitFor(() =>
      expect(document.querySelector('.ant-modal-confirm-title')?.textContent).toBe(
        'Withdraw your claim of JT1234567890123?',
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await new Promise((r) => setTimeout(r, 100));
    expect(sent().some((s) => s.path === 'UserUnknownItem/DeletePackageClaim')).toBe(false);

    const before = screen.queryAllByTestId('confirm-ok').length;
    fireEvent.click(within(rowOf('JT1234567890123')).getByTestId('row-move-withdraw'));
    await waitFor(() => expect(screen.getAllByTestId('confirm-ok').length).toBe(before + 1));
    fireEvent.click(screen.getAllByTestId('confirm-ok').at(-1)!);
    await waitFor(() => expect(sent().some((s) => s.path === 'UserUnknownItem/DeletePackageClaim')).toBe(true));
    expect(sent().find((s) => s.path === 'UserUnknownItem/DeletePackageClaim')!.body).toEqual({ Id: 1 });
  });
});

describe('reviewing a claim', () => {
  beforeEach(staff);

  it('approves with a note only after the declared confirmation, which says it cannot be undone', async () => {
    const sent = serve(() => 99);
    const review: Review = {
      claim: claim({ Photos: ['/uploads/x.png'], UnknownItemId: 5, UnknownItemNumber: 'UN00000005' }),
      move: 'approve',
    };
    const onDone = vi.fn();
    renderIn(<ReviewDialog review={review} open onClose={() => {}} onDone={onDone} />);
    await screen.findByText('Approve: JT1234567890123');
    expect(screen.getByText('Blue box')).toBeTruthy();
    fireEvent.change(field('review_Note'), { target: { value: 'Matches the photos' } });
    fireEvent.click(screen.getByTestId('review-submit'));
    await screen.findByText('“UN00000005” then becomes the claiming customer’s parcel.');
    const cancels = screen.getAllByRole('button', { name: 'Cancel' });
    fireEvent.click(cancels.at(-1)!);
    await new Promise((r) => setTimeout(r, 100));
    expect(sent()).toEqual([]);

    // Asked again (the cancelled confirmation may linger in jsdom, which runs no animations).
    const before = screen.queryAllByTestId('confirm-ok').length;
    fireEvent.click(screen.getByTestId('review-submit'));
    await waitFor(() => expect(screen.getAllByTestId('confirm-ok').length).toBe(before + 1));
    fireEvent.click(screen.getAllByTestId('confirm-ok').at(-1)!);
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]).toEqual({ path: 'UnknownItem/ApprovePackageClaim', body: { Id: 1, Note: 'Matches the photos' } });
    await waitFor(() => expect(onDone).toHaveBeenCalled());
  });

  it('refuses naming the claimant', async () => {
    const sent = serve(() => true);
    renderIn(<ReviewDialog review={{ claim: claim({}), move: 'refuse' }} open onClose={() => {}} onDone={() => {}} />);
    fireEvent.click(await screen.findByTestId('review-submit'));
    await screen.findByText('Refuse customer2’s claim of JT1234567890123? They are told, with your note.');
    fireEvent.click(screen.getByTestId('confirm-ok'));
    await waitFor(() => expect(sent()).toEqual([{ path: 'UnknownItem/RefusePackageClaim', body: { Id: 1 } }]));
  });
});

describe('signing the selected parcels', () => {
  beforeEach(staff);

  it('sends them at once and shows each refusal with its reason', async () => {
    const sent = serve(() => ({
      Moved: [{ Id: 41, Name: 'PK00000041' }],
      Refused: [{ Id: 42, Name: 'PK00000042', Reason: 'The document of PK00000042 is finished.' }],
    }));
    const onDone = vi.fn();
    renderIn(
      <SignDialog
        parcels={[parcel, { ...parcel, Id: 42, Number: 'PK00000042' }]}
        open
        onClose={() => {}}
        onDone={onDone}
      />,
    );
    await screen.findByText('Sign in 2 parcels');
    fireEvent.click(screen.getByTestId('sign-submit'));
    const outcome = await screen.findByTestId('batch-outcome');
    expect(sent()[0]).toEqual({ path: 'PackageSigning/SignPackages', body: { Ids: [41, 42] } });
    expect(within(outcome).getByTestId('batch-moved').textContent).toBe('1 parcel signed in');
    expect(within(outcome).getByTestId('batch-refused').textContent).toBe('1 parcel not signed in');
    expect(within(outcome).getByTestId('batch-refusals').textContent).toContain(
      'The document of PK00000042 is finished.',
    );
    expect(onDone).toHaveBeenCalled();
  });
});
