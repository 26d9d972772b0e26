import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { commodityCategoryCalls as calls, type UserInfo } from '@wms/contract';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetToasts, setToastAdapter } from '../../src/api/notify';
import { SetupTree } from '../../src/components/setup/SetupTree';
import { useSessionStore } from '../../src/stores/session';
import { setupDom } from '../dom';
import { type FakeServer, fail, fakeServer } from '../fake-server';

beforeAll(setupDom);
beforeEach(() => {
  localStorage.clear();
  useSessionStore.setState({ user: { IsSuperUser: true, Buttons: [] } as unknown as UserInfo });
});
afterEach(() => {
  cleanup();
  setToastAdapter(null);
  resetToasts();
});

const node = (Id: number, Name: string, ParentId: number | null, Children: object[] = []) => ({
  Id,
  Name,
  ParentId,
  Sort: 0,
  IsDeactivate: false,
  CommodityCount: 0,
  CreationTime: '2026-01-01 08:00:00',
  Children,
});
/** Electronics > Phones > Cases, Electronics > Laptops; Clothing. */
const TREE = [
  node(1, 'Electronics', null, [node(2, 'Phones', 1, [node(3, 'Cases', 2)]), node(4, 'Laptops', 1)]),
  node(5, 'Clothing', null),
];

/** The server: the tree; a delete is refused, any other write answers 9. */
const serve = () =>
  fakeServer(
    {
      'CommodityCategories/GetCommodityCategories': (body) => (body.Content ? [node(5, 'Clothing', null)] : TREE),
      'CommodityCategories/DeleteCommodityCategories': fail(4, 'It has subcategories'),
    },
    { otherwise: 9 },
  );
/** Every call but the tree's. */
const writes = (s: FakeServer) => s.sent.filter((c) => c.path !== 'CommodityCategories/GetCommodityCategories');

function renderTree() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <SetupTree
          screen="CommodityCategoriesIndex"
          list={calls.GetCommodityCategories}
          names={{ form: 'category' }}
          kind="category"
          columns={[{ key: 'Name', search: { type: 'text', name: 'Content' } }, { key: 'Sort' }]}
          add={{ call: calls.EstablishCommodityCategories, label: 'Add category' }}
          edit={{ call: calls.EditCommodityCategories, label: 'Edit category' }}
          remove={calls.DeleteCommodityCategories}
          initialValues={{ Sort: 0 }}
          parent={{ label: 'Parent category' }}
          sorts={['Name']}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The names of the rows shown, each with its depth. */
const shownRows = () =>
  [...document.querySelectorAll('tr.ant-table-row')].map((r) => {
    const level = /ant-table-row-level-(\d)/.exec(r.className)![1];
    return `${level}:${r.querySelector('td')!.textContent}`;
  });
const rowOf = (name: string) =>
  [...document.querySelectorAll<HTMLElement>('tr.ant-table-row')].find(
    (r) => r.querySelector('td')!.textContent === name,
  )!;
const dialog = () => document.querySelector<HTMLElement>('.ant-modal')!;

describe('SetupTree', () => {
  it('draws the tree all open; collapse all and expand all', async () => {
    serve();
    renderTree();
    await waitFor(() =>
      expect(shownRows()).toEqual(['0:Electronics', '1:Phones', '2:Cases', '1:Laptops', '0:Clothing']),
    );
    fireEvent.click(screen.getByTestId('collapse-all'));
    await waitFor(() => expect(shownRows()).toEqual(['0:Electronics', '0:Clothing']));
    fireEvent.click(screen.getByTestId('expand-all'));
    await waitFor(() => expect(shownRows()).toHaveLength(5));
  });

  it('adds a child with its parent preset and sends it', async () => {
    const server = serve();
    renderTree();
    await waitFor(() => expect(rowOf('Phones')).toBeTruthy());
    fireEvent.click(within(rowOf('Phones')).getByTestId('row-add-child'));
    await waitFor(() => expect(dialog().querySelector('.ant-modal-title')!.textContent).toBe('Add under “Phones”'));
    // The picker shows the parent chosen.
    await waitFor(() => expect(dialog().querySelector('.ant-tree-select [title="Phones"]')).toBeTruthy());
    fireEvent.change(dialog().querySelector('#category_Name')!, { target: { value: 'Chargers' } });
    fireEvent.click(screen.getByTestId('category-submit'));
    await waitFor(() => expect(writes(server)).toHaveLength(1));
    expect(writes(server)[0]!.url).toMatch(/\/CommodityCategories\/EstablishCommodityCategories$/);
    expect(writes(server)[0]!.body).toMatchObject({ Name: 'Chargers', ParentId: 2 });
  });

  it("offers as parents every node but the edited one's own branch", async () => {
    const server = serve();
    renderTree();
    await waitFor(() => expect(rowOf('Phones')).toBeTruthy());
    fireEvent.click(within(rowOf('Phones')).getByTestId('row-edit'));
    await waitFor(() => expect(dialog().querySelector('.ant-tree-select [title="Electronics"]')).toBeTruthy());
    fireEvent.mouseDown(dialog().querySelector('.ant-tree-select .ant-select-selector, .ant-tree-select')!);
    const titles = () =>
      [...document.querySelectorAll('.ant-select-tree-node-content-wrapper')].map((n) => n.getAttribute('title'));
    await waitFor(() => expect(titles()).toEqual(['Electronics', 'Laptops', 'Clothing']));
    fireEvent.click(document.querySelector('.ant-select-tree-node-content-wrapper[title="Clothing"]')!);
    fireEvent.click(screen.getByTestId('category-submit'));
    await waitFor(() => expect(writes(server)).toHaveLength(1));
    expect(writes(server)[0]!.body).toMatchObject({ Id: 2, Name: 'Phones', ParentId: 5 });
  });

  it('sorts siblings by a clicked header, both ways, and back to the tree’s own order', async () => {
    serve();
    renderTree();
    await waitFor(() => expect(shownRows()).toHaveLength(5));
    const header = () => document.querySelector<HTMLElement>('th.ant-table-column-has-sorters')!;
    fireEvent.click(header());
    await waitFor(() =>
      expect(shownRows()).toEqual(['0:Clothing', '0:Electronics', '1:Laptops', '1:Phones', '2:Cases']),
    );
    fireEvent.click(header());
    await waitFor(() =>
      expect(shownRows()).toEqual(['0:Electronics', '1:Phones', '2:Cases', '1:Laptops', '0:Clothing']),
    );
    fireEvent.click(header());
    await waitFor(() =>
      expect(shownRows()).toEqual(['0:Electronics', '1:Phones', '2:Cases', '1:Laptops', '0:Clothing']),
    );
  });

  it("searches by the columns' filters and shows the server's refusal of a delete", async () => {
    serve();
    const seen: string[] = [];
    setToastAdapter({ open: (a) => seen.push(`${a.title} ${a.description ?? ''}`), destroy: () => {} });
    renderTree();
    await waitFor(() => expect(shownRows()).toHaveLength(5));
    fireEvent.change(document.querySelector('#CommodityCategoriesIndex-search_Content')!, {
      target: { value: 'clo' },
    });
    fireEvent.click(screen.getByTestId('search'));
    await waitFor(() => expect(shownRows()).toEqual(['0:Clothing']));
    fireEvent.click(within(rowOf('Clothing')).getByTestId('row-delete'));
    fireEvent.click(await screen.findByTestId('confirm-ok'));
    await waitFor(() => expect(seen.join('|')).toContain('It has subcategories'));
  });
});
