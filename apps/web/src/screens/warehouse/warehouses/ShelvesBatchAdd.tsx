import { useQueryClient } from '@tanstack/react-query';
import { batchShelfNumbers, MAX_BATCH_SHELVES, SHELF_CODE } from '@wms/contract';
import { Alert, Button, Card, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../../../api/client';
import { queryKeys } from '../../../api/keys';
import { toast } from '../../../api/notify';
import { NumberItem, TextItem } from '../../../components/form/fields';
import { useRules } from '../../../components/form/rules';
import { showServerError } from '../../../components/form/serverError';
import { useTitle } from '../../../i18n/useTitle';
import { useBuiltRoutes } from '../../../router/useBuiltRoutes';
import { DimensionItem, WarehousePartitionItems } from './shelfFields';

interface BatchForm {
  WarehouseId: number;
  PartitionId: number;
  Prefix: string;
  Rows: number;
  Columns: number;
  Separator?: string;
  PaddingDigits: number;
  ShelvesLength?: string;
  ShelvesWide?: string;
  ShelvesHigh?: string;
  Remarks?: string;
}

const GRID = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', columnGap: 16 } as const;

/** What the batch will make: how many, the first and the last number. */
function Preview() {
  const { t } = useTranslation('shelves');
  const v = Form.useWatch<Partial<BatchForm>>([], { preserve: true });
  // Only numbers the form would accept: a preview of -2 or 2.5 rows means nothing.
  const whole = (x: unknown) => (typeof x === 'number' && Number.isInteger(x) && x > 0 ? x : 0);
  const rows = whole(v?.Rows);
  const columns = whole(v?.Columns);
  if (!v?.Prefix || !rows || !columns) return null;
  const count = rows * columns;
  if (count > MAX_BATCH_SHELVES) return <Alert type="warning" title={t('tooMany', { max: MAX_BATCH_SHELVES })} />;
  const numbers = batchShelfNumbers({
    Prefix: v.Prefix.trim(),
    Separator: v.Separator ?? '',
    PaddingDigits: v.PaddingDigits ?? 0,
    Rows: rows,
    Columns: columns,
  });
  const [first, last] = [numbers[0], numbers[numbers.length - 1]];
  return <Alert type="info" data-testid="batch-preview" title={t('previewText', { count, first, last })} />;
}

/**
 * Shelves in bulk: Rows x Columns numbered Prefix-row-column (A-01-03) in one go. The server makes
 * all of them or none (a number already in the warehouse refuses the whole batch).
 */
export default function ShelvesBatchAdd() {
  const { t } = useTranslation(['shelves', 'common', 'system']);
  const title = useTitle();
  const r = useRules();
  const [form] = Form.useForm<BatchForm>();
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const routes = useBuiltRoutes();
  const client = useQueryClient();
  const back = () => navigate(routes.pathOf('ShelvesIndex') ?? '/');

  const submit = async () => {
    let v: BatchForm;
    try {
      v = await form.validateFields();
    } catch {
      return;
    }
    setBusy(true);
    try {
      const count = await api.Shelves.BatchAddShelves({ ...v, Separator: v.Separator ?? '' }, { silent: true });
      toast('success', t('batchDone', { count }), undefined, 3);
      await client.invalidateQueries({ queryKey: queryKeys.area('Shelves') });
      back();
    } catch (e) {
      showServerError(form, e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card variant="borderless" title={title('menu:ShelvesBatchAdd')} data-testid="screen-ShelvesBatchAdd">
      <Form<BatchForm>
        form={form}
        name="batch"
        layout="vertical"
        initialValues={{ Rows: 1, Columns: 1, Separator: '-', PaddingDigits: 2 }}
      >
        <div style={GRID}>
          <WarehousePartitionItems />
          <TextItem
            name="Prefix"
            label={t('prefix')}
            required
            max={20}
            rules={[r.check((x) => SHELF_CODE.test(x), r.rule('shelves.numberCharacters', t('prefix')))]}
          />
          <Form.Item
            name="Separator"
            label={t('separator')}
            rules={[
              r.max(3, t('separator')),
              r.check((x) => SHELF_CODE.test(x), r.rule('shelves.numberCharacters', t('separator'))),
            ]}
          >
            <Input placeholder={r.enter(t('separator'))} />
          </Form.Item>
          <NumberItem name="Rows" label={t('rows')} min={1} max={999} required />
          <NumberItem name="Columns" label={t('columns')} min={1} max={999} required />
          <NumberItem name="PaddingDigits" label={t('paddingDigits')} min={0} max={6} />
          <DimensionItem name="ShelvesLength" label={t('length')} />
          <DimensionItem name="ShelvesWide" label={t('wide')} />
          <DimensionItem name="ShelvesHigh" label={t('high')} />
        </div>
        <TextItem name="Remarks" label={t('system:remarks')} max={500} kind="textarea" />
        <Preview />
        <Space style={{ marginTop: 16 }}>
          <Button type="primary" loading={busy} onClick={() => void submit()} data-testid="batch-submit">
            {t('common:save')}
          </Button>
          <Button onClick={back}>{t('common:back')}</Button>
        </Space>
      </Form>
    </Card>
  );
}
