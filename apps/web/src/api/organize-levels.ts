import type { GetOrganizesBody, OrganizeNode, Page } from '@wms/contract';
import { MAX_PAGE_ROWS } from '@wms/contract';
import { api, type CallOpts } from './client';

/** The two organisation trees: back office (staff users) and customer users. The action names
 * are the server's, misspelt "Oragnizes" included: they are also the permission codes. */
export type OrganizeVariant = 'Backstage' | 'User';

/** Every node of one level of a tree, for the picker that loads a level when it opens: the
 * lists answer at most 100 rows a call, so the pages are read until the level is whole. Quiet:
 * a screen without the code shows an empty picker. */
export async function loadOrganizeLevel(v: OrganizeVariant, ParentId: number | null): Promise<OrganizeNode[]> {
  const call: (body: GetOrganizesBody, o?: CallOpts) => Promise<Page<OrganizeNode>> =
    v === 'Backstage' ? api.Organizes.GetSelectBackstageOrganizes : api.Organizes.GetSelectUserOrganizes;
  const out: OrganizeNode[] = [];
  for (let index = 1; index <= 50; index++) {
    const r = await call(
      { ParentId, index, rows: MAX_PAGE_ROWS, sortType: 0, descendingOrder: false },
      { silent: true },
    );
    out.push(...r.Data);
    if (r.Data.length < MAX_PAGE_ROWS || out.length >= r.Total) break;
  }
  return out;
}
