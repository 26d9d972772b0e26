import { CheckCircleOutlined, FileExcelOutlined, PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import {
  calls as callTables,
  type LogisticsOrderRow,
  logisticsOrderFlow,
  MAX_BATCH_SEARCH,
  type OrderIdsBody,
  OrderSource,
  type PermissionCode,
} from '@wms/contract';
import { Tag, Typography } from 'antd';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { api } from '../../../api/client';
import { queryKeys } from '../../../api/keys';
import { useDialog } from '../../../components/form/FormModal';
import { HistoryDrawer } from '../../../components/history/HistoryDrawer';
import type { SetupColumn } from '../../../components/setup/listColumns';
import { useOwnerColumns } from '../../../components/setup/ownerColumns';
import { SetupList } from '../../../components/setup/SetupList';
import { StateTag } from '../../../components/workflow/StateTag';
import { useOfferedMoves } from '../../../components/workflow/state';
import { useMoveActions } from '../../../components/workflow/useMoveActions';
import { useFieldLabel } from '../../../i18n/useFieldLabel';
import { useBuiltRoutes } from '../../../router/useBuiltRoutes';
import { saveBlob } from '../../../utils/download';
import { formatDateTime } from '../../../utils/format';
import { useBatchOutcome } from '../../inbound/parcels/DocumentScreen';
import { NumbersBox } from '../../inbound/parcels/NumbersBox';
import { type OrderScope, orderApi, orderTable, screensOf } from './api';
import { freightText, OrderDrawer } from './OrderDrawer';
import { RejectDialog } from './RejectDialog';

/** The time-out of the workbook: up to 10,000 orders take the server a few seconds. */
const EXPORT_TIMEOUT = 120_000;

/** States in which the owner (and staff) may still change an order, by its workflow: those its
 * cancel-before-review move leaves from (pending review, rejected). */
const editable = (r: LogisticsOrderRow) => logisticsOrderFlow.movesFrom(r.Status).includes('cancel');

/**
 * Logistics orders (docs/domain.md, "Orders"): staff see every customer's (`/LogisticsOrder/`,
 * each button behind its code; `peer` keeps to the orders peers sent), a customer their own
 * (`/UserLogisticsOrder/`). State tabs with counts, a batch search of order numbers, the moves the
 * workflow declares on each row and for the selected rows (review; reject with a note the customer
 * reads; confirming arrival, irreversible and confirmed with its declared text; cancel), editing
 * while pending review or rejected, the detail with lines, customs and services, the state
 * history, and the list's filters as a workbook.
 */
export function OrderScreen({ scope, peer = false }: { scope: OrderScope; peer?: boolean }) {
  const staff = scope === 'staff';
  const { t } = useTranslation(['orders', 'system']);
  const label = useFieldLabel();
  const table = orderTable(scope);
  const calls = orderApi(scope);
  const owner = useOwnerColumns<LogisticsOrderRow>(staff, { customer: t('customer'), warehouse: t('warehouse') });
  const navigate = useNavigate();
  const routes = useBuiltRoutes();
  const client = useQueryClient();
  const outcome = useBatchOutcome();
  const [detail, setDetail] = useState<number>();
  const [history, setHistory] = useState<{ Id: number; Number: string }>();
  const rejecting = useDialog<LogisticsOrderRow[]>();
  const reject = useOfferedMoves(logisticsOrderFlow).find((m) => m.move === 'reject');
  const screens = screensOf(scope);
  const screen = peer ? 'PeerLogisticsOrderIndex' : screens.list;
  const formPath = routes.pathOf(screens.form);
  const ids = (rows: LogisticsOrderRow[]): z.input<typeof OrderIdsBody> => ({ Ids: rows.map((r) => r.Id) });
  // Peer orders are the orders peers sent (source Peer): their own list call, the same rows.
  const list = peer ? callTables.PeerLogisticsOrder.GetPeerLogisticsOrders : table.GetLogisticsOrders;
  const done = () => client.invalidateQueries({ queryKey: queryKeys.area(list.controller) });
  // What each move calls: approval is one review call (the server approves to picking, or to
  // awaiting arrival when some goods are not in yet); both cancels are the one cancel call.
  const review = async (rows: LogisticsOrderRow[]) =>
    outcome(await api.LogisticsOrder.ReviewLogisticsOrders(ids(rows)), (count) => t('approved', { count }));
  const arrive = async (rows: LogisticsOrderRow[]) =>
    outcome(await api.LogisticsOrder.ConfirmLogisticsOrderArrival(ids(rows)), (count) => t('arrived', { count }));
  const cancel = async (rows: LogisticsOrderRow[]) =>
    outcome(await calls.CancelLogisticsOrders(ids(rows)), (count) => t('cancelled', { count }));
  const rowMoves = useMoveActions(logisticsOrderFlow, {
    state: (r: LogisticsOrderRow) => r.Status,
    name: (r) => r.Number,
    run: staff ? { approve: review, confirmArrival: arrive, cancel, cancelApproved: cancel } : { cancel },
    done,
  });
  // The toolbar's group names each move once: a staff cancel of the selected rows is the one
  // that says what it gives back (the server cancels each as its state allows).
  const batchMoves = useMoveActions(logisticsOrderFlow, {
    state: (r: LogisticsOrderRow) => r.Status,
    name: (r) => r.Number,
    run: staff ? { approve: review, confirmArrival: arrive, cancelApproved: cancel } : { cancel },
    done,
  });

  const columns: SetupColumn<LogisticsOrderRow>[] = [
    {
      key: 'Content',
      title: t('orderSearch'),
      hideInTable: true,
      hideInDetail: true,
      search: { type: 'text', placeholder: t('orderSearchHint') },
    },
    {
      key: 'Numbers',
      title: t('batchSearch'),
      hideInTable: true,
      hideInDetail: true,
      search: { type: 'custom', render: () => <NumbersBox max={MAX_BATCH_SEARCH} testId="order-numbers" /> },
    },
    { key: 'Number', title: t('orderNumber') },
    ...owner,
    {
      key: 'Status',
      title: t('state'),
      render: (v: number, r) => (
        <>
          <StateTag workflow={logisticsOrderFlow} value={v} />
          {r.PackingLocked ? <Tag color="red">{t('packingLocked')}</Tag> : null}
          {r.RefundLocked ? <Tag color="volcano">{t('refundLocked')}</Tag> : null}
        </>
      ),
    },
    { key: 'OrderType', title: t('orderType'), list: { name: 'OrderTypes', search: true } },
    ...(staff && !peer
      ? [
          {
            key: 'OrderSource',
            title: t('orderSource'),
            list: { name: 'OrderSources' as const, search: true as const },
          },
        ]
      : []),
    { key: 'TypeOfShippingName', title: t('shippingType') },
    {
      key: 'TypeOfShippingId',
      title: t('shippingType'),
      hideInTable: true,
      hideInDetail: true,
      list: { name: 'TypeOfShipping', search: true },
    },
    { key: 'CountryName', title: t('destination') },
    {
      key: 'CountryId',
      title: t('destination'),
      hideInTable: true,
      hideInDetail: true,
      list: { name: 'ShippingCountry', search: true },
    },
    { key: 'Recipient', title: t('recipient') },
    { key: 'PackageCount', title: t('parcelCount'), align: 'right' },
    { key: 'ItemCount', title: t('itemCount'), align: 'right' },
    {
      key: 'EstimatedFreight',
      title: t('estimatedFreight'),
      align: 'right',
      render: (v: string | null, r) => freightText(v, r.EstimatedCurrencyCode),
    },
    { key: 'WaybillNumber', title: t('waybillNumber') },
    {
      key: 'ReviewNote',
      title: t('reviewNote'),
      ellipsis: true,
      render: (v: string) => (v ? <Typography.Text type="warning">{v}</Typography.Text> : null),
    },
    { key: 'StoreEntryTime', title: t('storeEntryTime'), render: formatDateTime },
    { key: 'Remarks', title: t('system:remarks'), ellipsis: true },
  ];

  const exportFile = (filters: Record<string, unknown>) =>
    void calls
      .ExportLogisticsOrders(
        { ...filters, ...(peer ? { OrderSource: OrderSource.Peer } : {}), sortType: 0, descendingOrder: true } as never,
        { timeout: EXPORT_TIMEOUT },
      )
      .then((b) => saveBlob(b as Blob, `${t('exportFile')}.xlsx`));

  return (
    <SetupList<typeof list>
      screen={screen}
      names={{ table: `orders-${peer ? 'peer' : scope}`, search: `orderSearch-${peer ? 'peer' : scope}` }}
      list={list}
      kind={t('whatOrder')}
      nameOf={(r) => r.Number}
      columns={columns}
      created
      tabs={{ workflow: logisticsOrderFlow, field: 'Status' }}
      toolbar={({ filters, refresh }) => {
        // The moves of the selected rows, rejection with them (it asks for its note first).
        const moves = batchMoves.toolbar(t('moves'), <CheckCircleOutlined />, refresh);
        const rejectRows = reject && staff ? reject : undefined;
        return [
          {
            key: 'new',
            label: t('newOrder'),
            icon: <PlusOutlined />,
            primary: true,
            hidden: !formPath || peer,
            perm: table.EstablishLogisticsOrder.code ?? undefined,
            onClick: () => formPath && navigate(formPath),
          },
          {
            ...moves,
            hidden: moves.hidden && !rejectRows,
            perm:
              Array.isArray(moves.perm) && rejectRows?.perm
                ? [...moves.perm, rejectRows.perm as PermissionCode]
                : moves.perm,
            group: [
              ...(moves.group ?? []),
              ...(rejectRows
                ? [
                    {
                      key: 'move-reject',
                      label: rejectRows.label,
                      mustSelect: true,
                      perm: rejectRows.perm,
                      onClick: (rows: LogisticsOrderRow[]) => rejecting.show(rows),
                    },
                  ]
                : []),
            ],
          },
          {
            key: 'export',
            label: t('export'),
            icon: <FileExcelOutlined />,
            perm: table.ExportLogisticsOrders.code ?? undefined,
            onClick: () => exportFile(filters),
          },
        ];
      }}
      rowActions={(r) => [
        {
          key: 'detail',
          label: t('detail'),
          perm: table.GetLogisticsOrderById.code ?? undefined,
          onClick: () => setDetail(r.Id),
        },
        {
          key: 'edit',
          label: t('edit'),
          hidden: !editable(r) || !formPath || peer,
          perm: table.EditLogisticsOrder.code ?? undefined,
          onClick: () => formPath && navigate(`${formPath}?id=${r.Id}`),
        },
        ...rowMoves.rowActions(r),
        ...(reject && staff && logisticsOrderFlow.movesFrom(r.Status).includes('reject')
          ? [
              {
                key: 'move-reject',
                label: reject.label,
                perm: reject.perm,
                onClick: () => rejecting.show([r]),
              },
            ]
          : []),
        { key: 'history', label: label('StateHistory'), onClick: () => setHistory(r) },
      ]}
    >
      {({ refresh }) => (
        <>
          {/* Two modal holders side by side: antd gives both the same key, so each gets its own. */}
          <Fragment key="row-moves">{rowMoves.holder}</Fragment>
          <Fragment key="batch-moves">{batchMoves.holder}</Fragment>
          {staff ? (
            <RejectDialog
              rows={rejecting.data}
              label={reject?.label ?? ''}
              open={rejecting.open}
              onClose={rejecting.close}
              onDone={() => void refresh()}
            />
          ) : null}
          <OrderDrawer scope={scope} id={detail} onClose={() => setDetail(undefined)} onHistory={setHistory} />
          <HistoryDrawer
            entity={logisticsOrderFlow.entity}
            record={history && { Id: history.Id, title: history.Number }}
            onClose={() => setHistory(undefined)}
          />
        </>
      )}
    </SetupList>
  );
}
