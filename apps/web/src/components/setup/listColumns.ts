import { useQueries } from '@tanstack/react-query';
import { type Lang, type SelectListName, searchIn } from '@wms/contract';
import type { z } from 'zod';
import { selectListQuery } from '../../api/options';
import { useFieldLabel } from '../../i18n/useFieldLabel';
import { useLang } from '../../i18n/useLang';
import { type Column, type SearchField, searchFieldsOf } from '../table/columns';

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

/**
 * The search panel's fields of a list, the search box (`Content`) named by the fields it matches
 * as the list's body declares them (`zSearch` in the contract: "Code, name or phone code"), not by
 * the column it sits under: a box titled "Code" that also found names said it filtered what it did
 * not. A column filter of its own (`Code`) keeps its column's title, and matches that field only.
 */
export function useSearchFields<Row>(columns: Column<Row>[], body: z.ZodType): SearchField[] {
  const label = useFieldLabel();
  const lang = useLang();
  const content = ((body as z.ZodObject).shape as Record<string, z.ZodType> | undefined)?.Content;
  const matched = content ? searchIn.get(content)?.fields : undefined;
  return searchFieldsOf(columns).map((f) =>
    f.name === 'Content' && matched ? { ...f, label: searchLabel(matched.map(label), lang) } : f,
  );
}

/** "Code, name or phone code": the labels as the language lists alternatives (the first keeps its
 * capital in English, the others read in the sentence). */
export function searchLabel(labels: string[], lang: Lang): string {
  const words = lang === 'en-us' ? labels.map((l, i) => (i === 0 ? l : l.toLowerCase())) : labels;
  // British lists, as the console's English writes them: no comma before "or".
  return new Intl.ListFormat(lang === 'en-us' ? 'en-GB' : lang, { type: 'disjunction' }).format(words);
}
