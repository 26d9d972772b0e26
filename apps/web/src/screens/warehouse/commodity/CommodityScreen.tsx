import { AuditOutlined, FileExcelOutlined, ImportOutlined, PlusOutlined, PrinterOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { type CommodityRow, calls } from '@wms/contract';
import { Image, Tag, TreeSelect } from 'antd';
import { type Key, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CommodityScope, commodityApi, specificationApi, useCategoryOptions } from '../../../api/commodities';
import { queryKeys } from '../../../api/keys';
import { useSelectList } from '../../../api/options';
import { useConfirm } from '../../../components/confirm';
import { HistoryDrawer } from '../../../components/history/HistoryDrawer';
import { dimensionsOf } from '../../../components/picker/CommodityPicker';
import { UserPicker } from '../../../components/picker/UserPicker';
import { SearchPanel } from '../../../components/search/SearchPanel';
import { type Column, searchFieldsOf } from '../../../components/table/columns';
import { DataTable } from '../../../components/table/DataTable';
import { usePagedList } from '../../../components/table/usePagedList';
import { useFieldLabel } from '../../../i18n/useFieldLabel';
import { saveBlob } from '../../../utils/download';
import { formatDateTime } from '../../../utils/format';
import { formatMoney } from '../../../utils/money';
import { FormModal, useDialog } from '../../_shared/FormModal';
import { ListCard } from '../../_shared/ListCard';
import { RowActions, useRowLinks } from '../../_shared/RowActions';
import { bodyOf, CommodityFields, type CommodityFormValues, editBodyOf, formValuesOf } from './CommodityForm';
import { ImportDialog } from './ImportDialog';
import { MeasureDialog } from './MeasureDialog';

const AUDIT_COLOURS: Record<number, string | undefined> = { 1: 'orange', 2: 'green', 3: 'red' };

/**
 * Commodities with their stock: staff see every customer's (`/Commodity/`, each button behind its
 * code), a customer their own (`/UserCommodity/`). Create, edit, delete, Excel import, printed
 * report; staff also check specifications.
 */
export function CommodityScreen({ scope }: { scope: CommodityScope }) {
  const staff = scope === 'staff';
  const { t, i18n } = useTranslation(['commodity', 'system', 'common']);
  const api = commodityApi(scope);
  const client = useQueryClient();
  const table = staff ? calls.Commodity : calls.UserCommodity;
  const list = usePagedList(
    queryKeys.call(table.GetCommodity),
    api.list,
    {},
    {
      sorts: table.GetCommodity.sorts,
      url: true,
    },
  );
  const categories = useCategoryOptions();
  const cargoTypes = useSelectList('CargoType');
  const statuses = useSelectList('CommodityStatus');
  const audits = useSelectList('SpecificationsAuditStatus');
  const edit = useDialog<CommodityRow | null>();
  const measure = useDialog<CommodityRow>();
  const [history, setHistory] = useState<CommodityRow>();
  const label = useFieldLabel();
  const importing = useDialog();
  const [selected, setSelected] = useState<Key[]>([]);
  const { confirmDelete, holder } = useConfirm();
  const links = useRowLinks();
  /** Staff buttons carry their code; a customer's calls are all their own. */
  const perm = (action: keyof typeof calls.Commodity) => (staff ? calls.Commodity[action].code : undefined);
  const refresh = () => {
    setSelected([]);
    return client.invalidateQueries({ queryKey: queryKeys.area(table.GetCommodity.controller) });
  };
  const stock = (key: string, title: string): Column<CommodityRow> => ({ key, title, align: 'right', sum: true });

  const columns: Column<CommodityRow>[] = [
    {
      key: 'Pictures',
      title: t('pictures'),
      hideInDetail: true,
      render: (p: string[]) =>
        p[0] ? <Image src={p[0]} width={40} height={40} style={{ objectFit: 'cover' }} /> : null,
    },
    {
      key: 'CommodityCode',
      title: t('commodityCode'),
      search: { type: 'text', name: 'Content', placeholder: t('keywordHint') },
    },
    { key: 'CommoditySku', title: t('commoditySku') },
    { key: 'ChineseName', title: t('chineseName') },
    { key: 'EnglishName', title: t('englishName'), ellipsis: true },
    ...(staff
      ? [
          {
            key: 'UserName',
            title: t('owner'),
            render: (n: string, r: CommodityRow) => (r.NickName ? `${n} (${r.NickName})` : n),
            search: { type: 'custom' as const, name: 'UserId', render: () => <UserPicker /> },
          },
        ]
      : []),
    {
      key: 'CommodityCategoriesName',
      title: t('category'),
      search: {
        type: 'custom',
        name: 'CategoryId',
        render: () => (
          <TreeSelect treeData={categories.data ?? []} allowClear treeDefaultExpandAll placeholder={t('category')} />
        ),
      },
    },
    {
      key: 'CargoTypeName',
      title: t('cargoType'),
      search: { type: 'select', name: 'CargoTypeId', options: cargoTypes.data ?? [] },
    },
    { key: 'Length', title: t('dimensions'), render: (_: unknown, r) => dimensionsOf(r) },
    { key: 'ActualWeight', title: t('actualWeight'), align: 'right' },
    {
      key: 'Price',
      title: t('price'),
      align: 'right',
      // The symbol alone can be shared (CNY and JPY are both ¥): the name is on hover.
      render: (p: string, r) => (
        <span title={r.CurrencyName || undefined}>
          {formatMoney(
            p,
            { Code: r.CurrencyCode, Symbol: r.CurrencySymbol, Decimals: r.CurrencyDecimals },
            i18n.language,
          )}
        </span>
      ),
    },
    { key: 'SalesModesName', title: t('salesMode') },
    {
      key: 'CommodityStatusName',
      title: t('commodityStatus'),
      search: { type: 'select', name: 'CommodityStatus', options: statuses.data ?? [] },
    },
    {
      key: 'SpecificationsAuditStatusName',
      title: t('specAudit'),
      render: (n: string, r) => <Tag color={AUDIT_COLOURS[r.SpecificationsAuditStatus]}>{n}</Tag>,
      search: { type: 'select', name: 'SpecificationsAuditStatus', options: audits.data ?? [] },
    },
    stock('Total', t('total')),
    stock('Available', t('available')),
    stock('Frozen', t('frozen')),
    stock('Defective', t('defective')),
    stock('Problem', t('problem')),
    stock('InTransit', t('inTransit')),
    { key: 'Remarks', title: t('system:remarks'), ellipsis: true },
    { key: 'CreationTime', title: t('system:creationTime'), render: formatDateTime, search: { type: 'dateRange' } },
  ];
  const audit = (status: 2 | 3) => specificationApi.audit(selected as number[], status).then(refresh);

  return (
    <ListCard
      screen={staff ? 'CommodityIndex' : 'UserCommodityIndex'}
      onRefresh={refresh}
      search={
        <SearchPanel
          name={`commoditySearch-${scope}`}
          fields={searchFieldsOf(columns)}
          values={list.filters}
          onSearch={list.search}
        />
      }
    >
      {holder}
      <DataTable<CommodityRow>
        columnSet={`commodities-${scope}`}
        columns={columns}
        rows={list.rows}
        loading={list.loading}
        pagination={list.pagination}
        sort={list.sort}
        summary
        selection={{ mode: 'checkbox', selected, onChange: setSelected }}
        toolbar={[
          {
            key: 'add',
            label: t('addCommodity'),
            icon: <PlusOutlined />,
            primary: true,
            perm: perm('EstablishCommodity'),
            onClick: () => edit.show(null),
          },
          {
            key: 'import',
            label: t('importCommodities'),
            icon: <ImportOutlined />,
            perm: perm('UpLoadCommodity'),
            onClick: () => importing.show(),
          },
          {
            key: 'print',
            label: t('printReport'),
            icon: <PrinterOutlined />,
            perm: perm('PrintCommodityReport'),
            onClick: () =>
              void api
                .print({ ...list.filters, sortType: 0, descendingOrder: true })
                .then((b) => saveBlob(b, t('reportFile'))),
          },
          {
            key: 'exportReport',
            label: t('exportReport'),
            icon: <FileExcelOutlined />,
            perm: perm('ExportCommodityReport'),
            onClick: () =>
              void api
                .exportReport({ ...list.filters, sortType: 0, descendingOrder: true })
                .then((b) => saveBlob(b, t('reportWorkbook'))),
          },
          {
            key: 'audit',
            label: t('specAudit'),
            icon: <AuditOutlined />,
            hidden: !staff,
            perm: 'Commodity:CommoditySpecificationsAuditStatus',
            mustSelect: true,
            group: [
              { key: 'approve', label: t('approve'), mustSelect: true, onClick: () => void audit(2) },
              { key: 'reject', label: t('reject'), mustSelect: true, onClick: () => void audit(3) },
            ],
          },
        ]}
        actions={(r) => (
          <RowActions
            actions={[
              links.edit(perm('EditCommodity'), () => edit.show(r)),
              {
                key: 'measure',
                label: t('measure'),
                hidden: !staff,
                perm: 'Commodity:CommoditySpecificationModification',
                onClick: () => measure.show(r),
              },
              { key: 'history', label: label('StateHistory'), onClick: () => setHistory(r) },
              links.remove(perm('DeleteCommodity'), () =>
                confirmDelete(t('system:whatCommodity'), r.CommodityCode, () => api.remove(r.Id).then(refresh)),
              ),
            ]}
          />
        )}
      />
      <FormModal<CommodityFormValues>
        name="commodity"
        width={860}
        columns={2}
        open={edit.open}
        title={edit.data ? t('editCommodity') : t('addCommodity')}
        initialValues={edit.data ? undefined : { SalesModes: 1, CommodityStatus: 1, Pictures: [] }}
        load={edit.data ? async () => formValuesOf(await api.detail(edit.data!.Id)) : undefined}
        onClose={edit.close}
        onDone={refresh}
        onSubmit={(v, o) => (edit.data ? api.edit(editBodyOf(v, edit.data.Id), o) : api.create(bodyOf(v), o))}
      >
        <CommodityFields withOwner={staff && !edit.data} />
      </FormModal>
      <ImportDialog scope={scope} open={importing.open} onClose={importing.close} onDone={refresh} />
      {staff ? <MeasureDialog row={measure.data} open={measure.open} onClose={measure.close} onDone={refresh} /> : null}
      <HistoryDrawer
        entity="CommoditySpecification"
        record={history && { Id: history.Id, title: history.CommodityCode }}
        onClose={() => setHistory(undefined)}
      />
    </ListCard>
  );
}
