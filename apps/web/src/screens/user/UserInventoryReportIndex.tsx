import { useQueryClient } from '@tanstack/react-query';
import type { InventoryRow } from '@wms/contract';
import { inventoryApi } from '../../api/inventory';
import { SearchPanel } from '../../components/search/SearchPanel';
import { searchFieldsOf } from '../../components/table/columns';
import { DataTable } from '../../components/table/DataTable';
import { usePagedList } from '../../components/table/usePagedList';
import { ListCard } from '../_shared/ListCard';
import { useInventoryColumns } from '../warehouse/inventoryColumns';

/** A customer's own stock, per commodity, warehouse and shelf. */
export default function UserInventoryReportIndex() {
  const client = useQueryClient();
  const list = usePagedList(['myInventory'], inventoryApi.mine, {});
  const columns = useInventoryColumns();
  return (
    <ListCard
      screen="UserInventoryReportIndex"
      onRefresh={() => client.invalidateQueries({ queryKey: ['myInventory'] })}
      search={<SearchPanel name="myInventorySearch" fields={searchFieldsOf(columns)} onSearch={list.search} />}
    >
      <DataTable<InventoryRow>
        columnSet="myInventory"
        columns={columns}
        rows={list.rows}
        loading={list.loading}
        pagination={list.pagination}
        summary
      />
    </ListCard>
  );
}
