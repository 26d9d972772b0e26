import { useQueries } from '@tanstack/react-query';
import type { SelectListName } from '@wms/contract';
import { selectListQuery } from '../../api/options';
import type { Column } from '../table/columns';

/** A column of a set-up list: titled by its field's label unless given a title. `list` names the
 * `/Select/` list its value (an id or a code) comes from: the cell shows the option's label and,
 * with `{ name, search: true }`, the search panel offers the list. */
export type SetupColumn<Row> = Omit<Column<Row>, 'title'> & {
  title?: string;
  list?: SelectListName | { name: SelectListName; search: true };
};

/** The columns with their option lists loaded (one cached query per list, shared with forms). */
export function useListColumns<Row>(columns: SetupColumn<Row>[]): (Omit<Column<Row>, 'title'> & { title?: string })[] {
  const nameOf = (c: SetupColumn<Row>) => (typeof c.list === 'object' ? c.list.name : c.list);
  const names = [...new Set(columns.flatMap((c) => (c.list ? [nameOf(c)!] : [])))];
  const lists = useQueries({ queries: names.map(selectListQuery) });
  return columns.map(({ list, ...c }) => {
    if (!list) return c;
    const options = lists[names.indexOf(nameOf({ list } as SetupColumn<Row>)!)]?.data ?? [];
    return {
      ...c,
      render: c.render ?? ((v: number | string) => options.find((o) => o.value === v)?.label ?? v),
      ...(typeof list === 'object' && list.search ? { search: { type: 'select' as const, options } } : {}),
    };
  });
}
