import type { GetOrganizesBody, OrganizeNode, Page } from '@wms/contract';
import { MAX_PAGE_ROWS } from '@wms/contract';
import { api, type CallOpts } from './client';

/** The two organisation trees: back office (staff users) and customer users. The action names
 * are the server's, misspelt "Oragnizes" included: they are also the permission codes. */
export type OrganizeVariant = 'Backstage' | 'User';

/** The calls of one tree the picker and the edit dialog make (the screen declares the rest). */
const treeCalls = (v: OrganizeVariant) => {
  const o = api.Organizes;
  return v === 'Backstage'
    ? {
        detail: o.GetEditBackstageOragnizesInfo,
        select: o.GetSelectBackstageOrganizes,
      }
    : {
        detail: o.GetEditUserOragnizesInfo,
        select: o.GetSelectUserOrganizes,
      };
};

/** Every page of one level (the lists answer at most 100 rows a call). */
async function wholeLevel(
  call: (body: GetOrganizesBody, o?: CallOpts) => Promise<Page<OrganizeNode>>,
  ParentId: number | null,
  silent: boolean,
): Promise<OrganizeNode[]> {
  const out: OrganizeNode[] = [];
  for (let index = 1; index <= 50; index++) {
    const r = await call({ ParentId, index, rows: MAX_PAGE_ROWS, sortType: 0, descendingOrder: false }, { silent });
    out.push(...r.Data);
    if (r.Data.length < MAX_PAGE_ROWS || out.length >= r.Total) break;
  }
  return out;
}

export function organizesApi(v: OrganizeVariant) {
  const c = treeCalls(v);
  return {
    detail: (Id: number) => c.detail({ Id }),
    /** The picker's level loader; quiet (a screen without the code shows an empty picker). */
    selectLevel: (ParentId: number | null) => wholeLevel(c.select, ParentId, true),
  };
}
