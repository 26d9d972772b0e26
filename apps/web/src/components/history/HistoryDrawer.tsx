import { useQuery } from '@tanstack/react-query';
import type { StateHistoryRow } from '@wms/contract';
import { Drawer, Table } from 'antd';
import { api } from '../../api/client';
import { queryKeys } from '../../api/keys';
import { useFieldLabel } from '../../i18n/useFieldLabel';
import { formatDateTime } from '../../utils/format';

/** The state history of any workflow record (`entity` as the server declares it): when, who,
 * from which state to which, and why; newest first. */
export function HistoryDrawer({
  entity,
  record,
  onClose,
}: {
  entity: string;
  record: { Id: number; title: string } | undefined;
  onClose(): void;
}) {
  const label = useFieldLabel();
  const history = useQuery({
    queryKey: [...queryKeys.area('StateHistory'), entity, record?.Id],
    queryFn: () => api.StateHistory.GetStateHistory({ Entity: entity, Id: record!.Id }),
    enabled: !!record,
  });
  return (
    <Drawer
      open={!!record}
      onClose={onClose}
      width={640}
      title={record ? `${label('StateHistory')}: ${record.title}` : null}
      data-testid="history-drawer"
    >
      <Table<StateHistoryRow>
        rowKey="Id"
        size="small"
        loading={history.isFetching}
        dataSource={history.data ?? []}
        pagination={false}
        columns={[
          { key: 'CreationTime', dataIndex: 'CreationTime', title: label('CreationTime'), render: formatDateTime },
          { key: 'UserName', dataIndex: 'UserName', title: label('ChangedBy') },
          { key: 'FromStateName', dataIndex: 'FromStateName', title: label('FromStateName') },
          { key: 'ToStateName', dataIndex: 'ToStateName', title: label('ToStateName') },
          { key: 'Note', dataIndex: 'Note', title: label('Note') },
        ]}
      />
    </Drawer>
  );
}
