import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Column } from './columns';

/** A yes / no value: both as tags, yes coloured, so that a column of them reads alike whichever
 * way each row goes (a "Yes" tag over a bare "No" read as two kinds of value). */
export function YesNoTag({ value }: { value: boolean }) {
  const { t } = useTranslation('common');
  return value ? <Tag color="blue">{t('yes')}</Tag> : <Tag>{t('no')}</Tag>;
}

/** The choices of a yes / no filter in a search panel. */
export function useYesNoOptions(): { value: boolean; label: string }[] {
  const { t } = useTranslation('common');
  return [
    { value: true, label: t('yes') },
    { value: false, label: t('no') },
  ];
}

/** What a cell shows: the column's own rendering, else the value, a yes / no value as
 * `YesNoTag`: every list, its detail drawer and its cards show a boolean the same way. */
export function cellContent<Row>(c: Column<Row>, v: unknown, row: Row, i: number): ReactNode {
  if (c.render) return c.render(v, row, i);
  return typeof v === 'boolean' ? <YesNoTag value={v} /> : (v as ReactNode);
}
