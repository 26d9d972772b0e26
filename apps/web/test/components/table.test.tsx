import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Tag } from 'antd';
import { createRef, type Key, useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetToasts, setToastAdapter } from '../../src/api/notify';
import { Picker } from '../../src/components/picker/Picker';
import { SearchPanel } from '../../src/components/search/SearchPanel';
import type { Column } from '../../src/components/table/columns';
import { DataTable, type DataTableHandle } from '../../src/components/table/DataTable';
import { estimateWidth, MAX_COLUMN_WIDTH, SORTER_WIDTH } from '../../src/components/table/logic';
import { RowActions } from '../../src/components/table/RowActions';
import { setupDom } from '../dom';

beforeAll(setupDom);
beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  setToastAdapter(null);
  resetToasts();
});

interface Row {
  Id: number;
  Name: string;
  Qty: number;
  CommodityCode?: string;
}
const rows: Row[] = [
  { Id: 1, Name: 'Alpha', Qty: 1.5 },
  { Id: 2, Name: 'Beta', Qty: 2.25 },
];
const columns: Column<Row>[] = [
  { key: 'Name', title: 'Name' },
  { key: 'Qty', title: 'Quantity', sum: true },
];
const headers = () => [...new Set(screen.getAllByRole('columnheader').map((h) => h.textContent))];
/** The column chooser's box of a column. */
const box = (key: string) => {
  const el = screen.getByTestId(`column-${key}`);
  return (el.tagName === 'INPUT' ? el : el.querySelector('input')!) as HTMLInputElement;
};
const toasts = () => {
  const seen: string[] = [];
  setToastAdapter({ open: (a) => seen.push(a.title), destroy: () => {} });
  return seen;
};

describe('DataTable', () => {
  it('keeps hidden columns per column set in local storage, never hiding the last one', () => {
    const first = render(<DataTable columnSet="t1" columns={columns} rows={rows} />);
    fireEvent.click(screen.getByTestId('columns'));
    fireEvent.click(box('Qty'));
    expect(headers()).toEqual(['Name']);
    // The one left visible cannot be hidden.
    expect(box('Name').disabled).toBe(true);
    first.unmount();
    render(<DataTable columnSet="t1" columns={columns} rows={rows} />);
    expect(headers()).toEqual(['Name']);
    cleanup();
    render(<DataTable columnSet="t2" columns={columns} rows={rows} />);
    expect(headers()).toEqual(['Name', 'Quantity']);
  });

  it('sizes each column by its header and cells (links and tags as shown), one line each', () => {
    interface Carrier {
      Id: number;
      Name: string;
      Code: string;
      Address: string;
      Remarks: string;
      CreationTime: string;
    }
    const carriers: Carrier[] = [
      { Id: 1, Name: 'SF', Code: 'SF', Address: '', Remarks: '', CreationTime: '2026-11-26 12:02:12' },
      {
        Id: 2,
        Name: 'China Post EMS',
        Code: 'EMS',
        Address: 'Room 1, Building 2, 3 Long Street, Kwai Chung, New Territories, Hong Kong',
        Remarks: 'Numbers printed by the warehouse, from the pool the carrier hands out',
        CreationTime: '2026-11-27 08:00:00',
      },
    ];
    render(
      <DataTable<Carrier>
        columnSet="widths"
        rows={carriers}
        columns={[
          { key: 'Name', title: 'Name' },
          { key: 'Code', title: '编码' },
          { key: 'Address', title: 'Address' },
          { key: 'Remarks', title: 'Remarks', ellipsis: true },
          { key: 'CreationTime', title: 'Created', render: (v: string) => <Tag>{v}</Tag> },
        ]}
        sort={{ sorts: ['Code'], field: undefined, descending: true, onChange: () => {} }}
        actions={() => (
          <RowActions
            actions={[
              { key: 'edit', label: 'Edit', onClick: () => {} },
              { key: 'delete', label: 'Delete', onClick: () => {} },
            ]}
          />
        )}
      />,
    );
    const widths = [...document.querySelectorAll('.ant-table colgroup col')].map((c) => (c as HTMLElement).style.width);
    expect(widths).toEqual([
      `${estimateWidth('China Post EMS')}px`,
      // The header with its sort arrows is wider than the codes.
      `${estimateWidth('编码') + SORTER_WIDTH}px`,
      // A long text wraps within the limit ...
      `${MAX_COLUMN_WIDTH}px`,
      // ... or, an ellipsis column's, is cut where it cuts.
      '260px',
      // The date as the tag shows it.
      `${estimateWidth('2026-11-26 12:02:12')}px`,
      // The links, not the room the others leave.
      `${estimateWidth('Edit Delete')}px`,
    ]);
    const cellsOf = (col: string) => [...document.querySelectorAll<HTMLElement>(`td[data-col="${col}"]`)];
    // (The ellipsis column's text is cut on one line by its own span.)
    for (const col of ['Name', 'Code', 'CreationTime', '__actions'])
      for (const td of cellsOf(col)) expect(td.style.whiteSpace, col).toBe('nowrap');
    for (const td of cellsOf('Address')) expect(td.style.whiteSpace).toBe('');
    for (const th of document.querySelectorAll<HTMLElement>('.ant-table-thead th'))
      expect(th.style.whiteSpace, th.textContent ?? '').toBe('nowrap');
  });

  it('sizes columns by their headers and cells as the browser draws them, not by the estimate', () => {
    // A browser's drawing: 7 px a character, 16 of padding, for a cell out of the table's layout;
    // in place a cell is as wide as its column and tells nothing of its content.
    const drawn = (el: HTMLElement) => (el.style.position === 'absolute' ? (el.textContent ?? '').length * 7 + 16 : 0);
    const offsetWidth = vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      return drawn(this);
    });
    const rect = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      return { width: drawn(this), height: 20, x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0 } as DOMRect;
    });
    try {
      render(
        <DataTable<{ Id: number; Name: string; CreationTime: string }>
          columnSet="drawn"
          rows={[
            { Id: 1, Name: 'Hong Kong Kwai Chung Warehouse', CreationTime: '2026-11-26 12:02:12' },
            { Id: 2, Name: 'SF', CreationTime: '2026-11-27 08:00:00' },
          ]}
          columns={[
            { key: 'Name', title: 'Warehouse' },
            { key: 'CreationTime', title: 'Created' },
          ]}
          actions={() => <RowActions actions={[{ key: 'edit', label: 'Edit', onClick: () => {} }]} />}
        />,
      );
      const widths = [...document.querySelectorAll('.ant-table colgroup col')].map(
        (c) => (c as HTMLElement).style.width,
      );
      // Estimated, the name took 272 and the date 229.
      expect(widths).toEqual([`${30 * 7 + 16}px`, `${19 * 7 + 16}px`, `${'Actions'.length * 7 + 16}px`]);
      // Read in a copy of the table, gone after the reading; the table's own cells untouched.
      expect(document.querySelectorAll('.ant-table table')).toHaveLength(1);
      for (const cell of document.querySelectorAll<HTMLElement>('[data-col]')) expect(cell.style.position).toBe('');
      for (const td of document.querySelectorAll<HTMLElement>('td[data-col]'))
        expect(td.style.whiteSpace).toBe('nowrap');
    } finally {
      offsetWidth.mockRestore();
      rect.mockRestore();
    }
  });

  it('sums numeric columns in a Total row', () => {
    render(<DataTable columnSet="sum" columns={columns} rows={rows} summary />);
    const summary = screen.getByTestId('summary');
    expect(summary.textContent).toBe('Total3.75');
  });

  it('clears a radio choice when the chosen row is clicked again', () => {
    function Radio() {
      const [selected, setSelected] = useState<Key[]>([]);
      return (
        <>
          <span data-testid="chosen">{selected.join(',')}</span>
          <DataTable
            columnSet="radio"
            columns={columns}
            rows={rows}
            selection={{ mode: 'radio', selected, onChange: (k) => setSelected(k) }}
          />
        </>
      );
    }
    render(<Radio />);
    const beta = screen.getByText('Beta');
    fireEvent.click(beta);
    expect(screen.getByTestId('chosen').textContent).toBe('2');
    fireEvent.click(screen.getByText('Alpha'));
    expect(screen.getByTestId('chosen').textContent).toBe('1');
    fireEvent.click(screen.getByText('Alpha'));
    expect(screen.getByTestId('chosen').textContent).toBe('');
  });

  it('warns "please select a row" for a must-select action with nothing selected', () => {
    const seen = toasts();
    const onClick = vi.fn();
    render(
      <DataTable
        columnSet="tool"
        columns={columns}
        rows={rows}
        selection={{ mode: 'checkbox', selected: [], onChange: () => {} }}
        toolbar={[{ key: 'go', label: 'Go', mustSelect: true, onClick }]}
      />,
    );
    fireEvent.click(screen.getByTestId('go'));
    expect(seen).toEqual(['Please select a row']);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('hands the selected rows to a toolbar action and keeps at most five buttons', () => {
    const onClick = vi.fn();
    const actions = [1, 2, 3, 4, 5, 6].map((n) => ({ key: `a${n}`, label: `A${n}`, onClick }));
    actions[0]!.onClick = onClick;
    render(
      <DataTable
        columnSet="tool2"
        columns={columns}
        rows={rows}
        selection={{ mode: 'checkbox', selected: [2], onChange: () => {} }}
        toolbar={actions}
      />,
    );
    fireEvent.click(screen.getByTestId('a1'));
    expect(onClick).toHaveBeenCalledWith([rows[1]]);
    expect(screen.queryByTestId('a6')).toBeNull();
    expect(screen.getByTestId('tool-more')).toBeTruthy();
  });

  it('returns to page 1 when the page size changes', async () => {
    const onChange = vi.fn();
    render(
      <DataTable
        columnSet="paging"
        columns={columns}
        rows={rows}
        pagination={{
          current: 3,
          pageSize: 20,
          total: 500,
          showSizeChanger: true,
          pageSizeOptions: ['20', '50'],
          onChange,
        }}
      />,
    );
    fireEvent.click(screen.getByTitle('4'));
    expect(onChange).toHaveBeenLastCalledWith(4, 20);
    const sizer = document.querySelector('.ant-pagination-options .ant-select')!;
    fireEvent.mouseDown(sizer.querySelector('.ant-select-content') ?? sizer);
    fireEvent.click(await screen.findByText('50 / page'));
    expect(onChange).toHaveBeenLastCalledWith(1, 50);
  });

  it('saves edited rows, or lists the failing columns with a not-saved status', () => {
    const handle = createRef<DataTableHandle<Row>>();
    const editable: Column<Row>[] = [
      { key: 'CommodityCode', title: 'Commodity code', edit: { input: 'text', required: true } },
      { key: 'Qty', title: 'Quantity', edit: { input: 'number' } },
    ];
    const data = [{ Id: 1, Name: 'A', Qty: 1, CommodityCode: '' }];
    const { rerender } = render(
      <DataTable
        columnSet="edit"
        columns={editable}
        rows={data}
        editing={{ rules: false, onChange: () => {} }}
        handle={handle}
      />,
    );
    expect(handle.current!.save()).toEqual({ ok: true, data });
    rerender(
      <DataTable
        columnSet="edit"
        columns={editable}
        rows={data}
        editing={{ rules: true, onChange: () => {} }}
        handle={handle}
      />,
    );
    expect(headers()).toEqual(['*Commodity code', 'Quantity']);
    expect(screen.getByPlaceholderText('Please enter Commodity code')).toBeTruthy();
    const r = handle.current!.save();
    expect(r).toMatchObject({ ok: false, status: 'notSaved', columns: ['Commodity code'] });
  });
});

describe('SearchPanel', () => {
  it('resets to the initial values, then searches', () => {
    const onSearch = vi.fn();
    render(
      <SearchPanel
        name="s"
        initialValues={{ Content: 'abc' }}
        fields={[{ name: 'Content', label: 'Keyword', type: 'text' }]}
        onSearch={onSearch}
      />,
    );
    const input = document.querySelector('#s_Content') as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'changed' } });
    fireEvent.click(screen.getByTestId('reset'));
    // antd mounts a new input once the clear icon is no longer needed: read it again.
    expect((document.querySelector('#s_Content') as HTMLInputElement).value).toBe('abc');
    expect(onSearch).toHaveBeenLastCalledWith({ Content: 'abc' });
  });

  it('searches as the user types after 200 ms', () => {
    vi.useFakeTimers();
    try {
      const onSearch = vi.fn();
      render(
        <SearchPanel
          name="live"
          fields={[{ name: 'UserId', label: 'Id', type: 'text', live: true }]}
          onSearch={onSearch}
        />,
      );
      const input = document.querySelector('#live_UserId') as HTMLInputElement;
      fireEvent.change(input, { target: { value: '1' } });
      fireEvent.change(input, { target: { value: '12' } });
      act(() => vi.advanceTimersByTime(150));
      expect(onSearch).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(60));
      expect(onSearch).toHaveBeenCalledTimes(1);
      expect(onSearch).toHaveBeenCalledWith({ UserId: '12' });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('Picker', () => {
  const people = Array.from({ length: 120 }, (_, i) => ({ Id: i + 1, Name: `Person ${i + 1}` }));
  const fetch = vi.fn(async (body: Record<string, unknown>) => {
    const match = people.filter((p) => !body.Content || p.Name.includes(String(body.Content)));
    const index = Number(body.index);
    const size = Number(body.rows);
    return { Code: 0 as const, Message: '', Data: match.slice((index - 1) * size, index * size), Total: match.length };
  });
  const wrap = (ui: React.ReactNode) => (
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      {ui}
    </QueryClientProvider>
  );
  const pickerColumns: Column<{ Id: number; Name: string }>[] = [
    { key: 'Name', title: 'Name', search: { type: 'text', name: 'Content' } },
  ];

  it('loads on first open with 50 rows and line numbers, emits the chosen Id, and clears to nothing', async () => {
    fetch.mockClear();
    const onChange = vi.fn();
    render(
      wrap(
        <Picker
          name="p"
          title="Person"
          columns={pickerColumns}
          fetch={fetch}
          label={(r) => r.Name}
          onChange={onChange}
        />,
      ),
    );
    expect(fetch).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('picker-open'));
    await screen.findByText('Person 50');
    expect(fetch).toHaveBeenCalledWith(expect.objectContaining({ index: 1, rows: 50 }));
    expect(screen.getByTestId('picker-row-50').textContent).toContain('50Person 50');
    // The Name column as wide as its widest name, as the lists size theirs.
    await waitFor(() =>
      expect(
        [...document.querySelectorAll<HTMLElement>('.ant-modal .ant-table colgroup col')].map((c) => c.style.width),
      ).toContain(`${estimateWidth('Person 50')}px`),
    );
    fireEvent.click(screen.getByText('Person 7'));
    fireEvent.click(screen.getByTestId('picker-ok'));
    expect(onChange).toHaveBeenLastCalledWith(7, [people[6]]);
  });

  it('starts a new search at page 1', async () => {
    fetch.mockClear();
    render(wrap(<Picker name="q" title="Person" columns={pickerColumns} fetch={fetch} label={(r) => r.Name} />));
    fireEvent.click(screen.getByTestId('picker-open'));
    await screen.findByText('Person 1');
    fireEvent.click(screen.getByTitle('2'));
    await screen.findByText('Person 51');
    expect(fetch).toHaveBeenLastCalledWith(expect.objectContaining({ index: 2 }));
    fireEvent.change(document.querySelector('#picker-q_Content')!, { target: { value: 'Person 11' } });
    fireEvent.click(screen.getByTestId('search'));
    await waitFor(() =>
      expect(fetch).toHaveBeenLastCalledWith(expect.objectContaining({ index: 1, Content: 'Person 11' })),
    );
  });

  it('shows the chosen label and emits nothing when cleared', async () => {
    const onChange = vi.fn();
    render(
      wrap(
        <Picker
          name="r"
          title="Person"
          columns={pickerColumns}
          fetch={fetch}
          label={(r) => r.Name}
          value={3}
          valueLabels={{ 3: 'Person 3' }}
          onChange={onChange}
        />,
      ),
    );
    expect((screen.getByTestId('picker-r').querySelector('input') as HTMLInputElement).value).toBe('Person 3');
    fireEvent.click(screen.getByTestId('picker-clear'));
    expect(onChange).toHaveBeenCalledWith(undefined, []);
  });
});
