import { RedoOutlined } from '@ant-design/icons';
import { calls, type EventDeliveryRow, EventDeliveryState } from '@wms/contract';
import { Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../api/notify';
import { useSelectList } from '../../../api/options';
import { SetupList, send } from '../../../components/setup/SetupList';
import { useFieldLabel } from '../../../i18n/useFieldLabel';
import { formatDateTime } from '../../../utils/format';

const { BusinessEvents } = calls;
const COLOURS: Record<number, string> = {
  [EventDeliveryState.Waiting]: 'processing',
  [EventDeliveryState.Done]: 'success',
  [EventDeliveryState.Failed]: 'error',
};

/** A name in the reader's language, its id (`Package.shelve`, `owner-notices`) a tooltip away for
 * whoever reads logs or the code. */
const Named = ({ name, id }: { name: string; id: string }) => (
  <Tooltip title={id}>
    <span>{name || id}</span>
  </Tooltip>
);

/**
 * What happened that other areas follow (a state change, a payment) and how each follower took
 * it: waiting, done, or failed with the reason. Failed ones are sent round again once the cause
 * is fixed (docs/architecture.md, "Business events").
 */
export default function BusinessEventIndex() {
  const { t } = useTranslation('system');
  const label = useFieldLabel();
  const states = useSelectList('EventDeliveryState');
  return (
    <SetupList
      screen="BusinessEventIndex"
      list={BusinessEvents.GetEventDeliveries}
      kind={label('EventId').toLowerCase()}
      nameOf={(r: EventDeliveryRow) => `${r.TypeName || r.Type} #${r.EventId}`}
      columns={[
        { key: 'EventId', align: 'right' },
        {
          key: 'Type',
          render: (type: string, r) => <Named name={r.TypeName} id={type} />,
          search: { type: 'text', name: 'Content', placeholder: t('eventSearchHint') },
        },
        { key: 'RecordName' },
        {
          key: 'Consumer',
          render: (consumer: string, r) => <Named name={r.ConsumerName} id={consumer} />,
          search: { type: 'text' },
        },
        {
          key: 'StateName',
          title: label('State'),
          render: (n: string, r) => <Tag color={COLOURS[r.State]}>{n}</Tag>,
          search: { type: 'select', name: 'State', options: states.data ?? [] },
        },
        { key: 'Attempts', align: 'right' },
        { key: 'NextAt', render: (v: string, r) => (r.State === EventDeliveryState.Waiting ? formatDateTime(v) : '') },
        {
          key: 'LastError',
          render: (e: string) => (e ? <Typography.Text type="danger">{e}</Typography.Text> : null),
          ellipsis: true,
        },
        { key: 'DoneTime', render: (v: string | null) => (v ? formatDateTime(v) : '') },
        { key: 'CreationTime', title: t('eventTime'), render: formatDateTime },
      ]}
      toolbar={({ refresh }) => [
        {
          key: 'retry',
          label: t('retryDeliveries'),
          icon: <RedoOutlined />,
          perm: 'BusinessEvents:RetryEventDeliveries',
          mustSelect: true,
          onClick: async (rows: EventDeliveryRow[]) => {
            const n = (await send(BusinessEvents.RetryEventDeliveries, { Ids: rows.map((r) => r.Id) })) as number;
            toast('success', t('deliveriesRetried', { count: n }));
            await refresh();
          },
        },
      ]}
    />
  );
}
