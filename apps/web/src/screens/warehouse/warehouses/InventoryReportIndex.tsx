import { AuditOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { calls, type InventoryRow } from '@wms/contract';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client';
import { queryKeys } from '../../../api/keys';
import { useDialog } from '../../../components/form/FormModal';
import { ShelvesPicker } from '../../../components/picker/ShelvesPicker';
import { UserPicker } from '../../../components/picker/UserPicker';
import { SearchPanel } from '../../../components/search/SearchPanel';
import { type Column, searchFieldsOf } from '../../../components/table/columns';
import { DataTable } from '../../../components/table/DataTable';
import { ListCard } from '../../../components/table/ListCard';
import { RowActions } from '../../../components/table/RowActions';
import { usePagedList } from '../../../components/table/usePagedList';
import { customerName } from '../../../utils/format';
import { AdjustDialog, type AdjustTarget } from './AdjustDialog';
import { useInventoryColumns } from './inventoryColumns';

const report = calls.Inventory.GetInventoryReport;

/** Every owner's stock per commodity, warehouse and shelf, with stock-taking. */
export default function InventoryReportIndex() {
  const { t } = useTranslation('inventory');
  const client = useQueryClient();
  const list = usePagedList(
    queryKeys.call(report),
    (b) => api.Inventory.GetInventoryReport(b),
    {},
    {
      sorts: report.sorts,
      ascending: report.ascending,
      url: true,
    },
  );
  const adjust = useDialog<AdjustTarget>();
  const refresh = () => client.invalidateQueries({ queryKey: queryKeys.area('Inventory') });
  const base = useInventoryColumns();
  const columns: Column<InventoryRow>[] = [
    ...base.slice(0, 3),
    {
      key: 'OwnerName',
      title: t('owner'),
      render: (name: string, r) => customerName(name, r.CustomerCode),
      search: { type: 'custom', name: 'OwnerId', render: () => <UserPicker /> },
    },
    ...base.slice(3, 4),
    { ...base[4]!, search: { type: 'custom', name: 'ShelfId', render: () => <ShelvesPicker /> } },
    ...base.slice(5),
  ];

  return (
    <ListCard
      screen="InventoryReportIndex"
      onRefresh={refresh}
      search={<SearchPanel name="inventorySearch" fields={searchFieldsOf(columns)} onSearch={list.search} />}
    >
      <DataTable<InventoryRow>
        columnSet="inventory"
        columns={columns}
        rows={list.rows}
        loading={list.loading}
        pagination={list.pagination}
        sort={list.sort}
        summary
        toolbar={[
          {
            key: 'stockTake',
            label: t('stockTake'),
            icon: <AuditOutlined />,
            primary: true,
            perm: 'Inventory:AdjustInventory',
            onClick: () => adjust.show({}),
          },
        ]}
        actions={(r) =>
          r.ShelfId ? (
            <RowActions
              actions={[
                {
                  key: 'stockTake',
                  label: t('stockTake'),
                  perm: 'Inventory:AdjustInventory',
                  onClick: () =>
                    adjust.show({
                      OwnerId: r.OwnerId,
                      CommodityId: r.CommodityId,
                      CommodityLabel: `${r.CommodityCode} ${r.ChineseName}`,
                      ShelfId: r.ShelfId!,
                      ShelvesNumber: r.ShelvesNumber,
                    }),
                },
              ]}
            />
          ) : null
        }
      />
      <AdjustDialog target={adjust.open ? adjust.data : undefined} onClose={adjust.close} onDone={refresh} />
    </ListCard>
  );
}
