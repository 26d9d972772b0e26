import type { BackstageMenuNode } from '@wms/contract';

/** A menu node as the tree table shows it (antd reads `children`; leaves have none). */
export type Row = Omit<BackstageMenuNode, 'Children'> & { children?: Row[] };
export interface MenuForm {
  ParentId?: number | null;
  Type: 1 | 2 | 3;
  Name: string;
  Path?: string;
  Router?: string;
  Icon?: string;
  PermissionCode?: string | null;
  Invisible?: boolean;
  Sort?: number;
  IsDeactivate?: boolean;
}
export const TYPE_COLOUR: Record<number, string> = { 1: 'blue', 2: 'green', 3: 'orange' };
export const toRows = (nodes: BackstageMenuNode[]): Row[] =>
  nodes.map(({ Children, ...n }) => ({ ...n, children: Children.length ? toRows(Children) : undefined }));
export const idsOf = (rows: Row[]): number[] => rows.flatMap((r) => [r.Id, ...idsOf(r.children ?? [])]);
