import { pickingClaimFlow, pickingListFlow } from '@wms/contract';
import { pickingLists } from '../../../db/schema/index.js';
import { isStaff } from '../../../platform/auth.js';
import { bindWorkflow } from '../../../platform/transition.js';

// The picking workflows (the contract's calls/picking.ts): a list's picking state and its claim,
// two workflows on two columns of one table. Picking lists are the warehouse's: staff only.
export const pickingListWorkflow = bindWorkflow({
  workflow: pickingListFlow,
  table: pickingLists,
  id: pickingLists.id,
  state: pickingLists.status,
  name: pickingLists.number,
  canSee: async (_db, auth) => isStaff(auth),
});

export const pickingClaimWorkflow = bindWorkflow({
  workflow: pickingClaimFlow,
  table: pickingLists,
  id: pickingLists.id,
  state: pickingLists.claimStatus,
  name: pickingLists.number,
  canSee: async (_db, auth) => isStaff(auth),
});
