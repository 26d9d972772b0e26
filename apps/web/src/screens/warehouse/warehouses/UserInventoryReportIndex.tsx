import { useQueryClient } from '@tanstack/react-query';
import { calls, type InventoryRow } from '@wms/contract';
import { api } from '../../../api/client';
import { queryKeys } from '../../../api/keys';
import { SearchPanel } from '../../../components/search/SearchPanel';
import { searchFieldsOf } from '../../../components/table/columns';
import { DataTable } from '../../../components/table/DataTable';
import { ListCard } from '../../../components/table/ListCard';
import { usePagedList } from '../../../components/table/usePagedList';
import { useInventoryColumns } from './inventoryColumns';

const report = calls.UserInventory.GetInventoryReport;

/** A customer's own stock, per commodity, warehouse and shelf. */
export default function UserInventoryReportIndex() {
  const client = useQueryClient();
  const list = usePagedList(
    queryKeys.call(report),
    (b) => api.UserInventory.GetInventoryReport(b),
    {},
    {
      sorts: report.sorts,
      ascending: report.ascending,
      url: true,
    },
  );
  const columns = useInventoryColumns();
  return (
    <ListCard
      screen="UserInventoryReportIndex"
      onRefresh={() => client.invalidateQueries({ queryKey: queryKeys.area('UserInventory') })}
      search={<SearchPanel name="myInventorySearch" fields={searchFieldsOf(columns)} onSearch={list.search} />}
    >
      <DataTable<InventoryRow>
        columnSet="myInventory"
        columns={columns}
        rows={list.rows}
        loading={list.loading}
        pagination={list.pagination}
        sort={list.sort}
        summary
      />
    </ListCard>
  );
}
