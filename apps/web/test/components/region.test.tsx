import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RegionCascader } from '../../src/components/region/RegionCascader';
import { setupDom } from '../dom';
import { fakeServer } from '../fake-server';

beforeAll(setupDom);
afterEach(cleanup);

/**
 * A server whose every region claims children, at every depth: the cascader alone must stop at
 * level 5. Ids encode the path: 1, 11, 111, ... (level = digit count).
 */
function serve() {
  const node = (id: number) => ({
    Id: id,
    Name: `R${id}`,
    Code: String(id),
    HasChildren: true,
    Level: String(id).length,
  });
  return fakeServer({
    'Region/GetRegionRoots': [
      { ...node(1), PhoneCode: '86' },
      { ...node(2), PhoneCode: null },
    ],
    'Region/GetRegionsByParentId': (body) => [node(body.ParentId * 10 + 1), node(body.ParentId * 10 + 2)],
    'Region/GetRegionPath': (body) => {
      const digits = String(body.Id);
      return [...digits].map((_, i) => ({
        Id: Number(digits.slice(0, i + 1)),
        Name: `R${digits.slice(0, i + 1)}`,
        Level: i + 1,
      }));
    },
  }).sent;
}

const menuItem = (name: string) =>
  waitFor(() => {
    const el = [...document.querySelectorAll('.ant-cascader-menu-item')].find((e) => e.textContent === name);
    if (!el) throw new Error(`no ${name}`);
    return el as HTMLElement;
  });

describe('RegionCascader', () => {
  it('loads each level lazily and stops at level 5', async () => {
    const calls = serve();
    const onChange = vi.fn();
    render(<RegionCascader onChange={onChange} />);
    await waitFor(() => expect(calls.map((c) => c.url)).toEqual(['/openapi/Region/GetRegionRoots']));
    fireEvent.mouseDown(screen.getByRole('combobox'));

    for (const name of ['R1', 'R11', 'R111', 'R1111']) fireEvent.click(await menuItem(name));
    const town = await menuItem('R11111');
    // A town is a leaf: no expand arrow, nothing asked below it.
    expect(town.querySelector('.ant-cascader-menu-item-expand-icon')).toBeNull();
    fireEvent.click(town);
    expect(onChange).toHaveBeenCalledWith(11111);
    expect(calls.filter((c) => c.url.endsWith('GetRegionsByParentId')).map((c) => c.body.ParentId)).toEqual([
      1, 11, 111, 1111,
    ]);
    await waitFor(() => expect(screen.getByTitle('R1 / R11 / R111 / R1111 / R11111')).toBeTruthy());
  });

  it('shows a stored id through its path, loading the levels above it', async () => {
    const calls = serve();
    render(<RegionCascader value={11112} />);
    await waitFor(() => expect(screen.getByTitle('R1 / R11 / R111 / R1111 / R11112')).toBeTruthy());
    expect(calls.filter((c) => c.url.endsWith('GetRegionPath')).map((c) => c.body.Id)).toEqual([11112]);
    expect(
      calls
        .filter((c) => c.url.endsWith('GetRegionsByParentId'))
        .map((c) => c.body.ParentId)
        .sort(),
    ).toEqual([1, 11, 111, 1111]);
  });
});
