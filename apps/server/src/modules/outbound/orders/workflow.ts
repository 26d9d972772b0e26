import { logisticsOrderFlow } from '@wms/contract';
import { logisticsOrders } from '../../../db/schema/index.js';
import { bindWorkflow } from '../../../platform/transition.js';

// The order workflow (the contract's calls/orders.ts) on its table. Customers see the history of
// their own orders.
export const orderWorkflow = bindWorkflow({
  workflow: logisticsOrderFlow,
  table: logisticsOrders,
  id: logisticsOrders.id,
  state: logisticsOrders.status,
  name: logisticsOrders.number,
  owner: logisticsOrders.ownerId,
});
