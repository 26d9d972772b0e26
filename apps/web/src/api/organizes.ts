import type { EditOrganizeBody, EstablishOrganizeBody, GetOrganizesBody, OrganizeNode, Page } from '@wms/contract';
import { MAX_PAGE_ROWS } from '@wms/contract';
import { api, type CallOpts } from './client';

/** The two organisation trees: back office (staff users) and customer users. The action names
 * are the server's, misspelt "Oragnizes" included: they are also the permission codes. */
export type OrganizeVariant = 'Backstage' | 'User';

/** The calls of one tree, by role in the screen. */
const treeCalls = (v: OrganizeVariant) => {
  const o = api.Organizes;
  return v === 'Backstage'
    ? {
        list: o.GetBackstageOrganizes,
        add: o.EstablishBackstageOrganizes,
        detail: o.GetEditBackstageOragnizesInfo,
        edit: o.EditBackstageOragnizes,
        del: o.DeleteBackstageOragnizes,
        select: o.GetSelectBackstageOrganizes,
      }
    : {
        list: o.GetUserOrganizes,
        add: o.EstablishUserOrganizes,
        detail: o.GetEditUserOragnizesInfo,
        edit: o.EditUserOragnizes,
        del: o.DeleteUserOragnizes,
        select: o.GetSelectUserOrganizes,
      };
};

/** The permission codes of one tree's calls (`Organizes:<Action>`). */
export const organizeActions = <V extends OrganizeVariant>(v: V) =>
  ({
    list: `Get${v}Organizes`,
    add: `Establish${v}Organizes`,
    editInfo: `GetEdit${v}OragnizesInfo`,
    edit: `Edit${v}Oragnizes`,
    del: `Delete${v}Oragnizes`,
    select: `GetSelect${v}Organizes`,
  }) as const;

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
    /** One level of the tree, paged (ParentId null = the roots). */
    list: (body: GetOrganizesBody) => c.list(body),
    children: (ParentId: number) => wholeLevel(c.list, ParentId, false),
    detail: (Id: number) => c.detail({ Id }),
    create: (body: EstablishOrganizeBody, o?: CallOpts) => c.add(body, o),
    edit: (body: EditOrganizeBody, o?: CallOpts) => c.edit(body, o),
    remove: (Id: number) => c.del({ Id }),
    /** The picker's level loader; quiet (a screen without the code shows an empty picker). */
    selectLevel: (ParentId: number | null) => wholeLevel(c.select, ParentId, true),
  };
}
