import type {
  EditOrganizeBody,
  EstablishOrganizeBody,
  GetOrganizesBody,
  OrganizeDetail,
  OrganizeNode,
} from '@wms/contract';
import { MAX_PAGE_ROWS } from '@wms/contract';
import { post, requestEnvelope } from './request';
import type { CallOpts } from './users';

/** The two organisation trees: back office (staff users) and customer users. The action names
 * are the server's, misspelt "Oragnizes" included: they are also the permission codes. */
export type OrganizeVariant = 'Backstage' | 'User';

export const organizeActions = (v: OrganizeVariant) => ({
  list: `Get${v}Organizes`,
  add: `Establish${v}Organizes`,
  editInfo: `GetEdit${v}OragnizesInfo`,
  edit: `Edit${v}Oragnizes`,
  del: `Delete${v}Oragnizes`,
  select: `GetSelect${v}Organizes`,
});

/** Every page of one level (the lists answer at most 100 rows a call). */
async function wholeLevel(url: string, ParentId: number | null, silent: boolean): Promise<OrganizeNode[]> {
  const out: OrganizeNode[] = [];
  for (let index = 1; index <= 50; index++) {
    const body: GetOrganizesBody = { ParentId, index, rows: MAX_PAGE_ROWS, sortType: 0, descendingOrder: false };
    const r = await requestEnvelope<OrganizeNode[]>({ url, data: body, silent });
    out.push(...r.Data);
    if (r.Data.length < MAX_PAGE_ROWS || out.length >= (r.Total ?? 0)) break;
  }
  return out;
}

export function organizesApi(v: OrganizeVariant) {
  const a = organizeActions(v);
  return {
    /** One level of the tree, paged (ParentId null = the roots). */
    list: (body: GetOrganizesBody) => requestEnvelope<OrganizeNode[]>({ url: `/Organizes/${a.list}`, data: body }),
    children: (ParentId: number) => wholeLevel(`/Organizes/${a.list}`, ParentId, false),
    detail: (Id: number) => post<OrganizeDetail>(`/Organizes/${a.editInfo}`, { Id }),
    create: (body: EstablishOrganizeBody, o?: CallOpts) => post<number>(`/Organizes/${a.add}`, body, o),
    edit: (body: EditOrganizeBody, o?: CallOpts) => post<boolean>(`/Organizes/${a.edit}`, body, o),
    remove: (Id: number) => post<boolean>(`/Organizes/${a.del}`, { Id }),
    /** The picker's level loader; quiet (a screen without the code shows an empty picker). */
    selectLevel: (ParentId: number | null) => wholeLevel(`/Organizes/${a.select}`, ParentId, true),
  };
}
