import { Descriptions, Drawer } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cellContent } from './cell';
import type { Column } from './columns';

/** A row's every column in a side drawer, 70% wide. */
export function DetailDrawer<Row>({
  columns,
  row,
  title,
  onClose,
}: {
  columns: Column<Row>[];
  row: Row | undefined;
  title?: ReactNode;
  onClose(): void;
}) {
  const { t } = useTranslation('table');
  return (
    <Drawer open={!!row} width="70%" title={title ?? t('detail')} onClose={onClose} destroyOnHidden>
      {row ? (
        <Descriptions column={2} bordered size="small" data-testid="detail">
          {columns.map((c, i) => {
            const v = (row as Record<string, unknown>)[c.key];
            return (
              <Descriptions.Item key={c.key} label={c.title}>
                {cellContent(c, v, row, i)}
              </Descriptions.Item>
            );
          })}
        </Descriptions>
      ) : null}
    </Drawer>
  );
}
