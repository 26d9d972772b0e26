import type { ReactNode } from 'react';
import type { CellRule } from './logic';

export interface Option {
  value: string | number | boolean;
  label: ReactNode;
}

/** A search field: from a column (`Column.search`) or standalone in `SearchPanel.fields`. */
export type SearchInput =
  | { type: 'text'; placeholder?: string /** Searches as the user types (200 ms debounce). */; live?: boolean }
  | { type: 'number'; placeholder?: string; live?: boolean }
  | { type: 'select'; options: Option[]; multiple?: boolean }
  /** A date-time range sent as `StartDate` / `EndDate` (or the names given). */
  | { type: 'dateRange'; names?: [string, string] }
  /** Any control taking `value` / `onChange` (a tree select, a picker). */
  | { type: 'custom'; render: () => ReactNode };

export type SearchField = SearchInput & {
  /** The body field; a column's search uses the column key unless named otherwise. */
  name: string;
  label: string;
};

/**
 * One column definition drives the table, the search panel and the detail drawer (the
 * ant-design-pro habit): a screen writes its columns once.
 */
export interface Column<Row> {
  /** Field of the row (also the search field's name unless `search.name` says otherwise). */
  key: string;
  title: string;
  render?: (value: any, row: Row, index: number) => ReactNode;
  width?: number;
  align?: 'left' | 'right' | 'center';
  ellipsis?: boolean;
  fixed?: 'left' | 'right';
  /** Summed in the summary row ('Total'). */
  sum?: boolean;
  /** A search field for this column. */
  search?: SearchInput & { name?: string };
  /** Only in search and detail, not a table column. */
  hideInTable?: boolean;
  hideInDetail?: boolean;
  /** Inline editing of this cell; `rules` are checked by the table's save when rules are on. */
  edit?: { input: 'text' | 'number' | 'select'; options?: Option[]; required?: boolean; rules?: CellRule[] };
}

/** The search fields of a column set, in column order. */
export function searchFieldsOf<Row>(columns: Column<Row>[]): SearchField[] {
  return columns
    .filter((c) => c.search)
    .map((c) => ({ ...(c.search as SearchInput), name: c.search?.name ?? c.key, label: c.title }));
}
