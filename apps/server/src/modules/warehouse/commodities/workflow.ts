import { specificationAudit } from '@wms/contract';
import { commodities } from '../../../db/schema/index.js';
import { bindWorkflow } from '../../../platform/transition.js';

/** The specification check (the contract's `specificationAudit`) on the commodities table. Staff
 * see every commodity's history, a customer their own. */
export const specificationWorkflow = bindWorkflow({
  workflow: specificationAudit,
  table: commodities,
  id: commodities.id,
  state: commodities.specificationsAuditStatus,
  name: commodities.code,
  owner: commodities.ownerId,
});
