import { logisticsInvoiceFlow } from '@wms/contract';
import { logisticsInvoices } from '../../../db/schema/index.js';
import { bindWorkflow } from '../../../platform/transition.js';

/** Logistics invoices on their table: a customer sees the history of their own. */
export const logisticsInvoiceWorkflow = bindWorkflow({
  workflow: logisticsInvoiceFlow,
  table: logisticsInvoices,
  id: logisticsInvoices.id,
  state: logisticsInvoices.status,
  name: logisticsInvoices.number,
  owner: logisticsInvoices.ownerId,
});
