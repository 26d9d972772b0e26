import type { RegionNode, RegionPathItem, RegionRoot } from '@wms/contract';
import { post } from './request';

/** The cascading region selector's calls (Region/*): countries, children, a stored id's chain. */
export const regionApi = {
  roots: () => post<RegionRoot[]>('/Region/GetRegionRoots', {}),
  children: (ParentId: number) => post<RegionNode[]>('/Region/GetRegionsByParentId', { ParentId }),
  path: (Id: number) => post<RegionPathItem[]>('/Region/GetRegionPath', { Id }),
};
