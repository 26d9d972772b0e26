import { useWarehouseOptions } from '../../api/options';
import { customerName } from '../../utils/format';
import { UserPicker } from '../picker/UserPicker';
import type { SetupColumn } from './listColumns';

/** What a row of a customer's record in a warehouse shows of both. */
interface Owned {
  UserName: string;
  CustomerCode?: string | null;
  WarehouseName: string;
}

/**
 * The customer and warehouse columns of a list of customers' records kept in a warehouse
 * (documents, parcels, and the orders after them): staff see the customer, with their code, and
 * search by the customer picker; a customer sees only their own records, so no customer column;
 * everyone searches by warehouse.
 */
export function useOwnerColumns<Row extends Owned>(
  staff: boolean,
  titles: { customer: string; warehouse: string },
): SetupColumn<Row>[] {
  const warehouses = useWarehouseOptions();
  return [
    ...(staff
      ? [
          {
            key: 'UserName',
            title: titles.customer,
            render: (n: string, r: Row) => customerName(n, r.CustomerCode),
            search: { type: 'custom' as const, name: 'UserId', render: () => <UserPicker /> },
          },
        ]
      : []),
    {
      key: 'WarehouseName',
      title: titles.warehouse,
      search: { type: 'select', name: 'WarehouseId', options: warehouses.data ?? [] },
    },
  ];
}
