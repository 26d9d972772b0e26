import { api } from './client';

/** The cascading region selector's calls (Region/*): countries, children, a stored id's chain. */
export const regionApi = {
  roots: () => api.Region.GetRegionRoots(),
  children: (ParentId: number) => api.Region.GetRegionsByParentId({ ParentId }),
  path: (Id: number) => api.Region.GetRegionPath({ Id }),
};
