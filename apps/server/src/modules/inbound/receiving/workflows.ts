import { binFlow, packageClaimFlow, packageFlow, unknownItemFlow, warehouseDocumentFlow } from '@wms/contract';
import { bins, packageClaims, packages, unknownItems, warehouseDocuments } from '../../../db/schema/index.js';
import { isStaff } from '../../../platform/auth.js';
import { bindWorkflow } from '../../../platform/transition.js';

// The inbound workflows (the contract's calls/inbound.ts) on their tables. Customers see the
// history of their own documents, parcels and claims; unknown items and bins are the warehouse's.

export const documentWorkflow = bindWorkflow({
  workflow: warehouseDocumentFlow,
  table: warehouseDocuments,
  id: warehouseDocuments.id,
  state: warehouseDocuments.status,
  name: warehouseDocuments.number,
  owner: warehouseDocuments.ownerId,
});

export const packageWorkflow = bindWorkflow({
  workflow: packageFlow,
  table: packages,
  id: packages.id,
  state: packages.status,
  name: packages.number,
  owner: packages.ownerId,
});

export const unknownItemWorkflow = bindWorkflow({
  workflow: unknownItemFlow,
  table: unknownItems,
  id: unknownItems.id,
  state: unknownItems.status,
  name: unknownItems.number,
  // A customer sees nothing of an item before their claim is approved.
  canSee: async (_db, auth) => isStaff(auth),
});

export const claimWorkflow = bindWorkflow({
  workflow: packageClaimFlow,
  table: packageClaims,
  id: packageClaims.id,
  state: packageClaims.status,
  name: packageClaims.trackingNumber,
  owner: packageClaims.ownerId,
});

export const binWorkflow = bindWorkflow({
  workflow: binFlow,
  table: bins,
  id: bins.id,
  state: bins.status,
  name: bins.number,
  canSee: async (_db, auth) => isStaff(auth),
});
