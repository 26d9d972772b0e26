import type { BackstageMenuNode, MenuTypeValue } from '@wms/contract';
import type { TreeRow } from '../../../components/setup/SetupTree';
import { estimateWidth } from '../../../components/table/logic';

/** A menu node as the tree table shows it. */
export type Row = TreeRow<BackstageMenuNode>;
export interface MenuForm {
  ParentId?: number | null;
  Type: MenuTypeValue;
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

/** The tree table's indent per level and its expand button (antd's sizes). */
const INDENT = 15;
const EXPANDER = 26;
/** Width of the Title column: the longest title at its depth, so no title wraps inside a word
 * ("Persona l centre") however deep it sits; at most `max`, past which it wraps between words. */
export const titleWidth = (rows: Row[], max = 360, depth = 0): number =>
  Math.min(
    max,
    Math.max(
      estimateWidth(''),
      ...rows.map((r) =>
        Math.max(estimateWidth(r.Title) + depth * INDENT + EXPANDER, titleWidth(r.children ?? [], max, depth + 1)),
      ),
    ),
  );
