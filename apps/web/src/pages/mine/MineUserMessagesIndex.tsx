import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UserMessageRow } from '@wms/contract';
import { Badge, Button, Card, DatePicker, Modal, Segmented, Space, Table, Tag, Tooltip } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { userMessagesApi } from '../../api/user-messages';
import { ALL_NS } from '../../i18n';
import { useSessionStore } from '../../stores/session';
import { DATE_SHORTCUTS, dateRange, formatDateTime, PAGE_SIZES } from '../../utils/format';
import { useRelativeTime } from '../../utils/useRelativeTime';

type Filter = 'all' | 'unread' | 'read';
const typeColour: Record<string, string> = { info: 'blue', success: 'green', warning: 'orange', error: 'red' };

/** The user's messages (spec 01 section 4): read, delete, the unread count kept in step with the
 * top bar's badge. */
export default function MineUserMessagesIndex() {
  const { t } = useTranslation(ALL_NS);
  const relative = useRelativeTime();
  const client = useQueryClient();
  const [filter, setFilter] = useState<Filter>('all');
  const [range, setRange] = useState<[Dayjs, Dayjs] | null>(null);
  const [page, setPage] = useState({ index: 1, rows: 20 });
  const [selected, setSelected] = useState<number[]>([]);

  const body = {
    index: page.index,
    rows: page.rows,
    sortType: 0,
    descendingOrder: true,
    IsRead: filter === 'all' ? undefined : filter === 'read',
    StartDate: range?.[0].toISOString(),
    EndDate: range?.[1].toISOString(),
  };
  const list = useQuery({ queryKey: ['userMessages', body], queryFn: () => userMessagesApi.list(body) });

  const after = (r: { UnreadCount: number }) => {
    useSessionStore.getState().setUnread(r.UnreadCount);
    setSelected([]);
    void client.invalidateQueries({ queryKey: ['userMessages'] });
  };
  const read = useMutation({ mutationFn: userMessagesApi.read, onSuccess: after });
  const remove = useMutation({ mutationFn: userMessagesApi.remove, onSuccess: after });

  const open = (row: UserMessageRow) => {
    Modal.info({ title: row.Title, content: <div style={{ whiteSpace: 'pre-wrap' }}>{row.Message}</div>, width: 520 });
    if (!row.IsRead) read.mutate({ Ids: [row.Id] });
  };

  return (
    <Card variant="borderless" title={t('pages:messagesTitle')} data-testid="messages">
      <Space wrap style={{ marginBottom: 16 }}>
        <Segmented
          value={filter}
          onChange={(v) => {
            setFilter(v as Filter);
            setPage((p) => ({ ...p, index: 1 }));
          }}
          options={[
            { value: 'all', label: t('pages:filterAll') },
            { value: 'unread', label: t('pages:filterUnread') },
            { value: 'read', label: t('pages:filterRead') },
          ]}
        />
        <DatePicker.RangePicker
          value={range}
          onChange={(v) => {
            setRange(v?.[0] && v[1] ? [v[0].startOf('day'), v[1].endOf('day')] : null);
            setPage((p) => ({ ...p, index: 1 }));
          }}
          presets={DATE_SHORTCUTS.map((s) => ({ label: t(`common:${s}`), value: dateRange(s) }))}
          aria-label={t('pages:dateRange')}
        />
        <Button disabled={!selected.length} loading={read.isPending} onClick={() => read.mutate({ Ids: selected })}>
          {t('pages:markRead')}
        </Button>
        <Button onClick={() => read.mutate({ All: true })} data-testid="mark-all-read">
          {t('pages:markAllRead')}
        </Button>
        <Button
          danger
          disabled={!selected.length}
          loading={remove.isPending}
          onClick={() =>
            Modal.confirm({
              title: t('pages:deleteConfirm', { count: selected.length }),
              okButtonProps: { danger: true },
              onOk: () => remove.mutateAsync(selected),
            })
          }
        >
          {t('pages:deleteSelected')}
        </Button>
      </Space>
      <Table<UserMessageRow>
        rowKey="Id"
        size="middle"
        loading={list.isFetching}
        dataSource={list.data?.Data ?? []}
        locale={{ emptyText: t('pages:noMessages') }}
        rowSelection={{ selectedRowKeys: selected, onChange: (k) => setSelected(k as number[]) }}
        onRow={(row) => ({ onClick: () => open(row), style: { cursor: 'pointer' } })}
        pagination={{
          current: page.index,
          pageSize: page.rows,
          total: list.data?.Total ?? 0,
          pageSizeOptions: PAGE_SIZES.map(String),
          showSizeChanger: true,
          showTotal: (total) => t('common:total', { count: total }),
          onChange: (index, rows) => setPage({ index, rows }),
        }}
        columns={[
          {
            title: t('pages:colStatus'),
            dataIndex: 'IsRead',
            width: 90,
            render: (v: boolean) => (
              <Badge status={v ? 'default' : 'processing'} text={v ? t('pages:read') : t('pages:unread')} />
            ),
          },
          { title: t('pages:colTitle'), dataIndex: 'Title', ellipsis: true },
          { title: t('pages:colMessage'), dataIndex: 'Message', ellipsis: true },
          {
            title: t('pages:colType'),
            dataIndex: 'InfoType',
            width: 120,
            render: (v: number, row) => (
              <Tag color={typeColour[row.MessageType] ?? 'default'}>
                {v === 1 ? t('pages:infoType1') : v === 2 ? t('pages:infoType2') : t('pages:infoType3')}
              </Tag>
            ),
          },
          {
            title: t('pages:colTime'),
            dataIndex: 'CreationTime',
            width: 150,
            render: (v: string) => <Tooltip title={formatDateTime(v)}>{relative(v)}</Tooltip>,
          },
        ]}
      />
    </Card>
  );
}
