import { CheckOutlined, DeleteOutlined, ReadOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { calls, type UserMessageRow } from '@wms/contract';
import { Badge, Button, Card, Modal, Tag, Tooltip } from 'antd';
import { type Key, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { queryKeys } from '../../api/keys';
import { LoadingOverlay } from '../../components/confirm';
import { SearchPanel } from '../../components/search/SearchPanel';
import { type Column, searchFieldsOf } from '../../components/table/columns';
import { DataTable } from '../../components/table/DataTable';
import { usePagedList } from '../../components/table/usePagedList';
import { ALL_NS } from '../../i18n';
import { useSessionStore } from '../../stores/session';
import { formatDateTime } from '../../utils/format';
import { useRelativeTime } from '../../utils/useRelativeTime';

const typeColour: Record<string, string> = { info: 'blue', success: 'green', warning: 'orange', error: 'red' };

/** The user's messages: read, delete, the unread count kept in step with the
 * top bar's badge. */
export default function MineUserMessagesIndex() {
  const { t } = useTranslation(ALL_NS);
  const relative = useRelativeTime();
  const client = useQueryClient();
  const list = usePagedList(
    queryKeys.call(calls.UserMessages.GetUserMessages),
    api.UserMessages.GetUserMessages,
    {},
    {
      sorts: calls.UserMessages.GetUserMessages.sorts,
      url: true,
    },
  );
  const [selected, setSelected] = useState<Key[]>([]);

  const after = (r: { UnreadCount: number }) => {
    useSessionStore.getState().setUnread(r.UnreadCount);
    setSelected([]);
    void client.invalidateQueries({ queryKey: queryKeys.area('UserMessages') });
  };
  const read = useMutation({
    mutationFn: (body: { Ids?: number[]; All?: boolean }) => api.UserMessages.UserMessagesRead(body),
    onSuccess: after,
  });
  const remove = useMutation({
    mutationFn: (Ids: number[]) => api.UserMessages.UserMessagesDelete({ Ids }),
    onSuccess: after,
  });

  const open = (row: UserMessageRow) => {
    Modal.info({ title: row.Title, content: <div style={{ whiteSpace: 'pre-wrap' }}>{row.Message}</div>, width: 520 });
    if (!row.IsRead) read.mutate({ Ids: [row.Id] });
  };

  const columns: Column<UserMessageRow>[] = [
    {
      key: 'IsRead',
      title: t('pages:colStatus'),
      width: 90,
      render: (v: boolean) => (
        <Badge status={v ? 'default' : 'processing'} text={v ? t('pages:read') : t('pages:unread')} />
      ),
      search: {
        type: 'select',
        options: [
          { value: false, label: t('pages:filterUnread') },
          { value: true, label: t('pages:filterRead') },
        ],
      },
    },
    {
      key: 'Title',
      title: t('pages:colTitle'),
      ellipsis: true,
      render: (v: string, row) => (
        <Button type="link" size="small" onClick={() => open(row)} data-testid="open-message">
          {v}
        </Button>
      ),
    },
    { key: 'Message', title: t('pages:colMessage'), ellipsis: true },
    {
      key: 'InfoType',
      title: t('pages:colType'),
      width: 120,
      render: (v: number, row) => (
        <Tag color={typeColour[row.MessageType] ?? 'default'}>
          {v === 1 ? t('pages:infoType1') : v === 2 ? t('pages:infoType2') : t('pages:infoType3')}
        </Tag>
      ),
    },
    {
      key: 'CreationTime',
      title: t('pages:colTime'),
      width: 150,
      render: (v: string) => <Tooltip title={formatDateTime(v)}>{relative(v)}</Tooltip>,
      search: { type: 'dateRange' },
    },
  ];

  return (
    <Card variant="borderless" title={t('pages:messagesTitle')} data-testid="messages">
      <LoadingOverlay active={read.isPending || remove.isPending} />
      <SearchPanel name="messageSearch" fields={searchFieldsOf(columns)} onSearch={list.search} />
      <DataTable<UserMessageRow>
        columnSet="user-messages"
        columns={columns}
        rows={list.rows}
        loading={list.loading}
        pagination={list.pagination}
        sort={list.sort}
        selection={{ mode: 'checkbox', selected, onChange: setSelected }}
        toolbar={[
          {
            key: 'mark-read',
            label: t('pages:markRead'),
            icon: <ReadOutlined />,
            mustSelect: true,
            onClick: (rows) => read.mutate({ Ids: rows.map((r) => r.Id) }),
          },
          {
            key: 'mark-all-read',
            label: t('pages:markAllRead'),
            icon: <CheckOutlined />,
            onClick: () => read.mutate({ All: true }),
          },
          {
            key: 'delete',
            label: t('pages:deleteSelected'),
            icon: <DeleteOutlined />,
            danger: true,
            mustSelect: true,
            onClick: (rows) =>
              Modal.confirm({
                title: t('pages:deleteConfirm', { count: rows.length }),
                okText: t('common:delete'),
                cancelText: t('common:cancel'),
                okButtonProps: { danger: true },
                onOk: () => remove.mutateAsync(rows.map((r) => r.Id)),
              }),
          },
        ]}
      />
    </Card>
  );
}
