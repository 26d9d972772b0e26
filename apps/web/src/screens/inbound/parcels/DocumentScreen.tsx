import { CheckCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { type BatchResult, type WarehouseDocumentRow, warehouseDocumentFlow } from '@wms/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { queryKeys } from '../../../api/keys';
import { toast } from '../../../api/notify';
import { HistoryDrawer } from '../../../components/history/HistoryDrawer';
import type { SetupColumn } from '../../../components/setup/listColumns';
import { useOwnerColumns } from '../../../components/setup/ownerColumns';
import { SetupList } from '../../../components/setup/SetupList';
import { StateTag } from '../../../components/workflow/StateTag';
import { useMoveActions } from '../../../components/workflow/useMoveActions';
import { useFieldLabel } from '../../../i18n/useFieldLabel';
import { useBuiltRoutes } from '../../../router/useBuiltRoutes';
import { formatDateTime } from '../../../utils/format';
import { documentApi, documentTable, type InboundScope } from './api';
import { DocumentDrawer } from './DocumentDrawer';

/** Tells what a batch move did: how many moved, and each refusal in the server's words. */
export function useBatchOutcome() {
  const { t } = useTranslation('inbound');
  return (r: BatchResult, done: (count: number) => string) => {
    if (r.Moved.length) toast('success', done(r.Moved.length), undefined, 3);
    if (r.Refused.length)
      toast(
        'warning',
        t('refused', { count: r.Refused.length }),
        r.Refused.map((x) => `${x.Name}: ${x.Reason}`).join('\n'),
      );
  };
}

/**
 * Warehouse documents (inbound notices): staff see every customer's (`/WarehouseDocument/`, each
 * button behind its code), a customer their own (`/UserWarehouseDocument/`). State tabs with
 * counts, the detail with its parcels and goods, finishing (irreversible, confirmed first), delete
 * of an open document none of whose parcels was signed, and the state history.
 */
export function DocumentScreen({ scope }: { scope: InboundScope }) {
  const staff = scope === 'staff';
  const { t } = useTranslation(['inbound', 'system']);
  const label = useFieldLabel();
  const table = documentTable(scope);
  const calls = documentApi(scope);
  const owner = useOwnerColumns<WarehouseDocumentRow>(staff, { customer: t('customer'), warehouse: t('warehouse') });
  const navigate = useNavigate();
  const routes = useBuiltRoutes();
  const outcome = useBatchOutcome();
  const client = useQueryClient();
  const [detail, setDetail] = useState<WarehouseDocumentRow>();
  const [history, setHistory] = useState<WarehouseDocumentRow>();
  const forecastScreen = staff ? 'WarehouseDocumentEstablishPacket' : 'UserWarehouseDocumentEstablishPacket';
  const forecastPath = routes.pathOf(forecastScreen);
  // Finishing, from the workflow's declaration: offered on open documents, confirmed with its text.
  const moves = useMoveActions(warehouseDocumentFlow, {
    state: (r: WarehouseDocumentRow) => r.Status,
    name: (r) => r.Number,
    run: {
      finish: async (rows) =>
        outcome(await calls.FinishWarehouseDocuments({ Ids: rows.map((r) => r.Id) }), (count) =>
          t('finished', { count }),
        ),
    },
    done: () => client.invalidateQueries({ queryKey: queryKeys.area(table.GetWarehouseDocuments.controller) }),
  });

  const columns: SetupColumn<WarehouseDocumentRow>[] = [
    {
      key: 'Content',
      title: t('documentSearch'),
      hideInTable: true,
      hideInDetail: true,
      search: { type: 'text', placeholder: t('documentSearchHint') },
    },
    { key: 'Number', title: t('documentNumber') },
    ...owner,
    {
      key: 'Status',
      title: t('state'),
      render: (v: number) => <StateTag workflow={warehouseDocumentFlow} value={v} />,
    },
    { key: 'PackageCount', title: t('parcelCount'), align: 'right' },
    { key: 'SignedCount', title: t('signedCount'), align: 'right' },
    { key: 'FinishedTime', title: t('finishedTime'), render: formatDateTime },
    { key: 'Remarks', title: t('system:remarks'), ellipsis: true },
  ];

  return (
    <SetupList<typeof table.GetWarehouseDocuments>
      screen={staff ? 'WarehouseDocumentIndex' : 'UserWarehouseDocumentIndex'}
      names={{ table: `documents-${scope}`, search: `documentSearch-${scope}` }}
      list={table.GetWarehouseDocuments}
      kind={t('whatDocument')}
      nameOf={(r) => r.Number}
      columns={columns}
      created
      tabs={{ workflow: warehouseDocumentFlow, field: 'Status' }}
      remove={table.DeleteWarehouseDocument}
      // Only an open document none of whose parcels was signed can go; the server refuses the others.
      removable={(r) => r.Status === warehouseDocumentFlow.state.Open && r.SignedCount === 0}
      removeText={t('deleteDocumentText')}
      toolbar={({ refresh }) => [
        {
          key: 'forecast',
          label: staff ? t('newDocument') : t('forecastParcels'),
          icon: <PlusOutlined />,
          primary: true,
          hidden: !forecastPath,
          perm: staff
            ? ['WarehouseDocument:EstablishWarehouseDocument', 'WarehouseDocument:BatchEstablishWarehouseDocument']
            : undefined,
          onClick: () => forecastPath && navigate(forecastPath),
        },
        moves.toolbar(t('finish'), <CheckCircleOutlined />, refresh),
      ]}
      rowActions={(r) => [
        {
          key: 'detail',
          label: t('detail'),
          perm: table.GetWarehouseDocumentById.code ?? undefined,
          onClick: () => setDetail(r),
        },
        ...moves.rowActions(r),
        { key: 'history', label: label('StateHistory'), onClick: () => setHistory(r) },
      ]}
    >
      {() => (
        <>
          {moves.holder}
          <DocumentDrawer scope={scope} row={detail} onClose={() => setDetail(undefined)} />
          <HistoryDrawer
            entity={warehouseDocumentFlow.entity}
            record={history && { Id: history.Id, title: history.Number }}
            onClose={() => setHistory(undefined)}
          />
        </>
      )}
    </SetupList>
  );
}
