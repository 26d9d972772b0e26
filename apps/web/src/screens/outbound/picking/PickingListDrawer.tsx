import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  calls,
  logisticsOrderFlow,
  type PickingLineRow,
  type PickingListDetail,
  pickingClaimFlow,
  pickingListFlow,
} from '@wms/contract';
import { type ButtonProps, Descriptions, Drawer, Modal, Spin, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client';
import { queryKeys } from '../../../api/keys';
import { RowActions } from '../../../components/table/RowActions';
import { StateTag } from '../../../components/workflow/StateTag';
import { useFieldLabel } from '../../../i18n/useFieldLabel';
import { formatDateTime } from '../../../utils/format';
import { goodsOf, placeOf } from './lists';

type Order = PickingListDetail['Orders'][number];
const { PickingList } = calls;

/** One picking list with what is on it (`PickingList/GetPickingById`), read afresh on opening. */
export function usePickingList(id: number | undefined) {
  return useQuery({
    queryKey: queryKeys.call(PickingList.GetPickingById, { Id: id }),
    queryFn: () => api.PickingList.GetPickingById({ Id: id! }),
    enabled: !!id,
  });
}

/**
 * A picking list with its orders (each in its sorting slot, with what packing will add) and its
 * lines in walking order (partition, shelf). An order is taken off the list with
 * `DeletePickingListOrder`, after a confirmation: what was picked of it goes back to its places.
 */
export function PickingListDrawer({ id, onClose }: { id: number | undefined; onClose(): void }) {
  const { t } = useTranslation(['picking', 'common']);
  const label = useFieldLabel();
  const client = useQueryClient();
  const [modal, holder] = Modal.useModal();
  const list = usePickingList(id);
  const d = list.data?.Id === id ? list.data : undefined;
  const open = (s: number) => s === pickingListFlow.state.ToBePicked || s === pickingListFlow.state.PartiallyPicked;

  const takeOff = (o: Order) =>
    modal.confirm({
      title: t('takeOff'),
      content: t('takeOffConfirm', { order: o.Number, list: d!.Number }),
      okText: t('takeOff'),
      cancelText: t('common:cancel'),
      okButtonProps: { danger: true, 'data-testid': 'confirm-ok' } as ButtonProps,
      onOk: async () => {
        try {
          await api.PickingList.DeletePickingListOrder({ Id: d!.Id, OrderId: o.Id });
        } finally {
          await client.invalidateQueries({ queryKey: queryKeys.area('PickingList') });
        }
      },
    });

  return (
    <Drawer
      open={!!id}
      size="70%"
      onClose={onClose}
      title={d ? t('detailTitle', { number: d.Number }) : null}
      data-testid="picking-drawer"
      destroyOnHidden
    >
      {holder}
      {d ? (
        <>
          <Descriptions column={2} bordered size="small" data-testid="picking-detail">
            <Descriptions.Item label={t('listNumber')}>{d.Number}</Descriptions.Item>
            <Descriptions.Item label={t('pickingState')}>
              <StateTag workflow={pickingListFlow} value={d.Status} />
            </Descriptions.Item>
            <Descriptions.Item label={label('ClaimStatus')}>
              <StateTag workflow={pickingClaimFlow} value={d.ClaimStatus} />
            </Descriptions.Item>
            <Descriptions.Item label={label('OperatorName')}>{d.OperatorName ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={label('WarehouseName')}>{d.WarehouseName}</Descriptions.Item>
            <Descriptions.Item label={label('Type')}>{d.TypeName}</Descriptions.Item>
            <Descriptions.Item label={label('QuantityToPick')}>{d.QuantityToPick}</Descriptions.Item>
            <Descriptions.Item label={label('QuantityPicked')}>{d.QuantityPicked}</Descriptions.Item>
            <Descriptions.Item label={label('PickingRuleName')}>{d.PickingRuleName ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={t('printed')}>
              {d.PrintedTime ? formatDateTime(d.PrintedTime) : t('common:no')}
            </Descriptions.Item>
            <Descriptions.Item label={label('CreationTime')}>{formatDateTime(d.CreationTime)}</Descriptions.Item>
            <Descriptions.Item label={label('FinishedTime')}>{formatDateTime(d.FinishedTime)}</Descriptions.Item>
          </Descriptions>
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            {t('orders')}
          </Typography.Title>
          <Table<Order>
            rowKey="Id"
            size="small"
            pagination={false}
            dataSource={d.Orders}
            data-testid="picking-orders"
            scroll={{ x: 'max-content' }}
            columns={[
              { key: 'Serial', dataIndex: 'Serial', title: t('slot'), align: 'right' },
              { key: 'Number', dataIndex: 'Number', title: label('OrderNumber') },
              {
                key: 'Status',
                dataIndex: 'Status',
                title: label('Status'),
                render: (s: number) => <StateTag workflow={logisticsOrderFlow} value={s} />,
              },
              { key: 'UserName', dataIndex: 'UserName', title: label('UserName') },
              { key: 'TypeOfShippingName', dataIndex: 'TypeOfShippingName', title: label('TypeOfShippingName') },
              {
                key: 'Picked',
                title: t('picked'),
                align: 'right',
                render: (_: unknown, o) => `${o.PickedQuantity} / ${o.Quantity}`,
              },
              { key: 'PackingListNumber', dataIndex: 'PackingListNumber', title: label('PackingListNumber') },
              { key: 'ReviewWeight', dataIndex: 'ReviewWeight', title: label('ReviewWeight') },
              { key: 'Dimensions', dataIndex: 'Dimensions', title: label('Dimensions') },
              { key: 'CarrierNumber', dataIndex: 'CarrierNumber', title: label('CarrierNumber') },
              {
                key: 'actions',
                title: '',
                render: (_: unknown, o) => (
                  <RowActions
                    actions={[
                      {
                        key: 'take-off',
                        label: t('takeOff'),
                        danger: true,
                        perm: PickingList.DeletePickingListOrder.code ?? undefined,
                        hidden: !open(d.Status),
                        onClick: () => takeOff(o),
                      },
                    ]}
                  />
                ),
              },
            ]}
          />
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            {t('lines')}
          </Typography.Title>
          <Table<PickingLineRow>
            rowKey="Id"
            size="small"
            pagination={false}
            dataSource={d.Lines}
            data-testid="picking-lines"
            scroll={{ x: 'max-content' }}
            columns={[
              { key: 'n', title: '#', align: 'right', render: (_: unknown, _l, i) => i + 1 },
              { key: 'Place', title: t('place'), render: (_: unknown, l) => placeOf(l) },
              { key: 'Goods', title: t('goods'), render: (_: unknown, l) => goodsOf(l) },
              {
                key: 'Order',
                title: label('OrderNumber'),
                render: (_: unknown, l) => `${l.OrderNumber} (${t('slot')} ${l.OrderSerial})`,
              },
              {
                key: 'Picked',
                title: t('picked'),
                align: 'right',
                render: (_: unknown, l) => `${l.PickedQuantity} / ${l.Quantity}`,
              },
            ]}
          />
        </>
      ) : (
        <Spin spinning={list.isFetching} />
      )}
    </Drawer>
  );
}
