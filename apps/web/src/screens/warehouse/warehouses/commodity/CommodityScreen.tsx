import { AuditOutlined, FileExcelOutlined, ImportOutlined, PrinterOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import {
  type CommodityListRow,
  CommodityStatus,
  calls,
  SalesMode,
  SpecificationsAuditStatus,
  specificationAudit,
} from '@wms/contract';
import { Image, TreeSelect } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../../api/client';
import { type CommodityScope, commodityCalls, FILE_TIMEOUT, useCategoryOptions } from '../../../../api/commodities';
import { queryKeys } from '../../../../api/keys';
import { useSelectList } from '../../../../api/options';
import { useDialog } from '../../../../components/form/FormModal';
import { HistoryDrawer } from '../../../../components/history/HistoryDrawer';
import { dimensionsOf } from '../../../../components/picker/CommodityPicker';
import { UserPicker } from '../../../../components/picker/UserPicker';
import { SetupList } from '../../../../components/setup/SetupList';
import type { Column } from '../../../../components/table/columns';
import { StateTag } from '../../../../components/workflow/StateTag';
import { useMoveActions } from '../../../../components/workflow/useMoveActions';
import { useFieldLabel } from '../../../../i18n/useFieldLabel';
import { saveBlob } from '../../../../utils/download';
import { formatMoney } from '../../../../utils/money';
import { bodyOf, CommodityFields, type CommodityFormValues, editBodyOf, formValuesOf } from './CommodityForm';
import { ImportDialog } from './ImportDialog';
import { MeasureDialog } from './MeasureDialog';

/**
 * Commodities with their stock: staff see every customer's (`/Commodity/`, each button behind its
 * code), a customer their own (`/UserCommodity/`). Create, edit, delete, Excel import, printed
 * report; staff also check specifications.
 */
export function CommodityScreen({ scope }: { scope: CommodityScope }) {
  const staff = scope === 'staff';
  const { t, i18n } = useTranslation(['commodity', 'system', 'common']);
  const commodity = commodityCalls(scope);
  const table = staff ? calls.Commodity : calls.UserCommodity;
  const categories = useCategoryOptions();
  const cargoTypes = useSelectList('CargoType');
  const statuses = useSelectList('CommodityStatus');
  const client = useQueryClient();
  const measure = useDialog<CommodityListRow>();
  const [history, setHistory] = useState<CommodityListRow>();
  const label = useFieldLabel();
  const importing = useDialog();
  const stock = (key: string, title: string): Column<CommodityListRow> => ({ key, title, align: 'right', sum: true });
  /** The printed report and the workbook: the filters the list shows, newest first. */
  const report = (file: typeof commodity.PrintCommodityReport, name: string, filters: Record<string, unknown>) =>
    void file({ ...filters, sortType: 0, descendingOrder: true }, { timeout: FILE_TIMEOUT }).then((b) =>
      saveBlob(b, name),
    );
  // The specification check's moves, from its declaration: offered by state, confirmed where it asks.
  const moves = useMoveActions(specificationAudit, {
    state: (r: CommodityListRow) => r.SpecificationsAuditStatus,
    name: (r) => r.CommodityCode,
    run: {
      approve: (rows) =>
        api.Commodity.CommoditySpecificationsAuditStatus({
          Ids: rows.map((r) => r.Id),
          SpecificationsAuditStatus: SpecificationsAuditStatus.Approved,
        }),
      reject: (rows) =>
        api.Commodity.CommoditySpecificationsAuditStatus({
          Ids: rows.map((r) => r.Id),
          SpecificationsAuditStatus: SpecificationsAuditStatus.Rejected,
        }),
    },
    done: () => client.invalidateQueries({ queryKey: queryKeys.area(table.GetCommodity.controller) }),
  });

  const columns: Column<CommodityListRow>[] = [
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
            render: (n: string, r: CommodityListRow) => (r.NickName ? `${n} (${r.NickName})` : n),
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
      render: (_: string, r) => <StateTag workflow={specificationAudit} value={r.SpecificationsAuditStatus} />,
    },
    stock('Total', t('total')),
    stock('Available', t('available')),
    stock('Frozen', t('frozen')),
    stock('Defective', t('defective')),
    stock('Problem', t('problem')),
    stock('InTransit', t('inTransit')),
    { key: 'Remarks', title: t('system:remarks'), ellipsis: true },
  ];

  return (
    <SetupList<typeof table.GetCommodity, CommodityFormValues>
      screen={staff ? 'CommodityIndex' : 'UserCommodityIndex'}
      names={{ table: `commodities-${scope}`, search: `commoditySearch-${scope}`, form: 'commodity' }}
      list={table.GetCommodity}
      kind={t('system:whatCommodity')}
      nameOf={(r) => r.CommodityCode}
      columns={columns}
      created
      summary
      add={{ call: table.EstablishCommodity, label: t('addCommodity'), body: bodyOf }}
      initialValues={{ SalesModes: SalesMode.Retail, CommodityStatus: CommodityStatus.OnSale, Pictures: [] }}
      edit={{
        call: table.EditCommodity,
        label: t('editCommodity'),
        load: async (r) => formValuesOf(await commodity.GetCommodityById({ Id: r.Id })),
        body: (v, r) => editBodyOf(v, r.Id),
      }}
      remove={table.DeleteCommodity}
      formWidth={860}
      formColumns={2}
      form={(editing) => <CommodityFields withOwner={staff && !editing} />}
      toolbar={({ filters, refresh }) => [
        {
          key: 'import',
          label: t('importCommodities'),
          icon: <ImportOutlined />,
          perm: staff ? 'Commodity:UpLoadCommodity' : undefined,
          onClick: () => importing.show(),
        },
        {
          key: 'print',
          label: t('printReport'),
          icon: <PrinterOutlined />,
          perm: staff ? 'Commodity:PrintCommodityReport' : undefined,
          onClick: () => report(commodity.PrintCommodityReport, t('reportFile'), filters),
        },
        {
          key: 'exportReport',
          label: t('exportReport'),
          icon: <FileExcelOutlined />,
          perm: staff ? 'Commodity:ExportCommodityReport' : undefined,
          onClick: () => report(commodity.ExportCommodityReport, t('reportWorkbook'), filters),
        },
        moves.toolbar(t('specAudit'), <AuditOutlined />, refresh),
      ]}
      tabs={{ workflow: specificationAudit, field: 'SpecificationsAuditStatus' }}
      rowActions={(r) => [
        ...moves.rowActions(r),
        {
          key: 'measure',
          label: t('measure'),
          hidden: !staff,
          perm: 'Commodity:CommoditySpecificationModification',
          onClick: () => measure.show(r),
        },
        { key: 'history', label: label('StateHistory'), onClick: () => setHistory(r) },
      ]}
    >
      {({ refresh }) => (
        <>
          {moves.holder}
          <ImportDialog scope={scope} open={importing.open} onClose={importing.close} onDone={refresh} />
          {staff ? (
            <MeasureDialog row={measure.data} open={measure.open} onClose={measure.close} onDone={refresh} />
          ) : null}
          <HistoryDrawer
            entity="CommoditySpecification"
            record={history && { Id: history.Id, title: history.CommodityCode }}
            onClose={() => setHistory(undefined)}
          />
        </>
      )}
    </SetupList>
  );
}
