import { billFlow } from '@wms/contract';
import { bills } from '../../../db/schema/index.js';
import { bindWorkflow } from '../../../platform/transition.js';

/** Bills on their table: a customer sees the history of their own. */
export const billWorkflow = bindWorkflow({
  workflow: billFlow,
  table: bills,
  id: bills.id,
  state: bills.status,
  name: bills.number,
  owner: bills.ownerId,
});
