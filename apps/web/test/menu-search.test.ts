import { describe, expect, it } from 'vitest';
import { createMenuSearch, type SearchItem } from '../src/layout/menu-search';

const item = (title: string, path: string, trail: string[] = ['Warehouses']): SearchItem => ({ title, path, trail });

/** The staff menu's screens a search for "shel" could touch, and some it must not. */
const ITEMS: SearchItem[] = [
  item('Package shelving', '/warehouse/PackagePutOnShelvesIndex'),
  item('Bin unshelving', '/warehouse/BinLowerShelf'),
  item('Batch add shelves', '/warehouse/ShelvesBatchAdd'),
  item('Shelves', '/warehouse/ShelvesIndex'),
  item('Returned order shelving', '/warehouse/ReturnLogisticsOrderPutOnShelves'),
  item('Staff users', '/system/BackstageUserIndex', ['System']),
  item('Sites', '/site/SiteIndex', ['Sites']),
  item('Help tutorials', '/site/HelpTutorialIndex', ['Sites']),
  item('Sales', '/finance/SalesIndex', ['Finance']),
  item('Warehouses', '/warehouse/WarehouseIndex'),
];

describe('menu search', () => {
  const search = createMenuSearch(ITEMS);
  const titles = (q: string) => search(q).map((r) => r.title);

  it('puts a title starting with the query first, then word starts (in menu order), then substrings', () => {
    expect(titles('shel')).toEqual([
      'Shelves',
      'Package shelving',
      'Batch add shelves',
      'Returned order shelving',
      'Bin unshelving',
    ]);
  });

  it('offers no screen that does not contain what was typed', () => {
    for (const q of ['shel', 'site', 'help', 'ware']) {
      for (const r of search(q)) {
        const text = `${r.title} ${r.path}`.toLowerCase();
        expect(text, `${q}: ${r.title}`).toContain(q);
      }
    }
    expect(titles('xyz')).toEqual([]);
    expect(titles('  ')).toEqual([]);
  });

  it('matches the screen key in the path and every word of a query of several', () => {
    expect(titles('BackstageUser')).toEqual(['Staff users']);
    expect(titles('add shel')).toEqual(['Batch add shelves']);
    expect(titles('SHELVES')[0]).toBe('Shelves');
  });
});
