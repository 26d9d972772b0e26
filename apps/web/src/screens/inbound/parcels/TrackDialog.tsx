import { MAX_TRACK_QUERY, numberList, type PackageRow, packageFlow } from '@wms/contract';
import { Alert, Button, Form, Modal, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRules } from '../../../components/form/rules';
import { showServerError } from '../../../components/form/serverError';
import { StateTag } from '../../../components/workflow/StateTag';
import { useFieldLabel } from '../../../i18n/useFieldLabel';
import { formatDateTime } from '../../../utils/format';
import { type InboundScope, packageApi } from './api';
import { PlaceText, weightText } from './format';
import { NumbersBox } from './NumbersBox';

/** The key a number is matched by, as the server matches it: capitals, no dashes. */
const keyOf = (n: string) => n.toUpperCase().replace(/-/g, '');

/** The asked numbers no answered parcel stands for (another customer's are not answered either). */
export function notFound(numbers: string[], rows: Pick<PackageRow, 'Number' | 'TrackingNumber'>[]): string[] {
  const found = new Set(rows.flatMap((r) => [keyOf(r.Number), keyOf(r.TrackingNumber)]));
  return numbers.filter((n) => !found.has(keyOf(n)));
}

/**
 * Where parcels are, by up to 30 package or tracking numbers (TrackPackages): each found one
 * with its state and place, and the numbers nothing was found for. A query the server refuses
 * (too many numbers) says why under the box, in the server's words.
 */
export function TrackDialog({
  scope,
  open,
  onClose,
  onOpen,
}: {
  scope: InboundScope;
  open: boolean;
  onClose(): void;
  /** Opens a found parcel's detail. */
  onOpen(row: PackageRow): void;
}) {
  const { t } = useTranslation(['inbound', 'common']);
  const label = useFieldLabel();
  const r = useRules();
  const [form] = Form.useForm<{ Numbers: string }>();
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<{ rows: PackageRow[]; missing: string[] }>();
  const track = async () => {
    let v: { Numbers: string };
    try {
      v = await form.validateFields();
    } catch {
      return;
    }
    setBusy(true);
    try {
      const rows = await packageApi(scope).TrackPackages({ Numbers: v.Numbers }, { silent: true });
      setAnswer({ rows, missing: notFound(numberList(v.Numbers), rows) });
    } catch (e) {
      setAnswer(undefined);
      showServerError(form, e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={open}
      title={t('trackTitle')}
      width={960}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="close" onClick={onClose}>
          {t('common:close')}
        </Button>,
        <Button key="track" type="primary" loading={busy} onClick={() => void track()} data-testid="track-submit">
          {t('track')}
        </Button>,
      ]}
    >
      <Form form={form} name="track" layout="vertical" preserve={false}>
        <Form.Item name="Numbers" label={label('Numbers')} rules={[r.required(label('Numbers'))]}>
          <NumbersBox max={MAX_TRACK_QUERY} rows={6} testId="track-numbers" />
        </Form.Item>
      </Form>
      {answer ? (
        <>
          {answer.missing.length ? (
            <Alert
              type="warning"
              showIcon
              style={{ marginBottom: 12 }}
              data-testid="track-missing"
              title={t('notFound', { count: answer.missing.length, numbers: answer.missing.join(', ') })}
            />
          ) : null}
          <Table<PackageRow>
            rowKey="Id"
            size="small"
            pagination={false}
            dataSource={answer.rows}
            data-testid="track-results"
            columns={[
              {
                key: 'Number',
                dataIndex: 'Number',
                title: t('packageNumber'),
                render: (n: string, row) => (
                  <Button type="link" size="small" style={{ padding: 0 }} onClick={() => onOpen(row)}>
                    {n}
                  </Button>
                ),
              },
              { key: 'TrackingNumber', dataIndex: 'TrackingNumber', title: t('trackingNumber') },
              {
                key: 'Status',
                dataIndex: 'Status',
                title: t('state'),
                render: (v: number) => <StateTag workflow={packageFlow} value={v} />,
              },
              { key: 'WarehouseName', dataIndex: 'WarehouseName', title: t('warehouse') },
              { key: 'Place', title: t('place'), render: (_: unknown, row) => <PlaceText row={row} /> },
              { key: 'Weight', title: t('weight'), render: (_: unknown, row) => weightText(row.Weight) },
              {
                key: 'SignedTime',
                title: t('signedTime'),
                render: (_: unknown, row) => formatDateTime(row.SignedTime),
              },
              { key: 'StorageDays', dataIndex: 'StorageDays', title: t('storageDays'), align: 'right' },
            ]}
          />
        </>
      ) : null}
    </Modal>
  );
}
