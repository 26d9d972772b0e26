import { binFlow, packageClaimFlow, packageFlow, unknownItemFlow, warehouseDocumentFlow } from '@wms/contract';
import { and, eq } from 'drizzle-orm';
import { bins, packageClaims, packages, unknownItems, warehouseDocuments } from '../../db/schema/index.js';
import { isStaff } from '../../platform/auth.js';
import { customerOwn, ownedBy } from '../../platform/owner-scope.js';
import { bindWorkflow } from '../../platform/transition.js';

// The inbound workflows (the contract's calls/inbound.ts) on their tables. Customers see the
// history of their own documents, parcels and claims; unknown items and bins are the warehouse's.

export const documentWorkflow = bindWorkflow({
  workflow: warehouseDocumentFlow,
  table: warehouseDocuments,
  id: warehouseDocuments.id,
  state: warehouseDocuments.status,
  name: warehouseDocuments.number,
  owner: warehouseDocuments.ownerId,
  async canSee(db, auth, id) {
    const [row] = await db
      .select({ id: warehouseDocuments.id })
      .from(warehouseDocuments)
      .where(and(eq(warehouseDocuments.id, id), ownedBy(warehouseDocuments.ownerId, customerOwn(auth))));
    return !!row;
  },
});

export const packageWorkflow = bindWorkflow({
  workflow: packageFlow,
  table: packages,
  id: packages.id,
  state: packages.status,
  name: packages.number,
  owner: packages.ownerId,
  async canSee(db, auth, id) {
    const [row] = await db
      .select({ id: packages.id })
      .from(packages)
      .where(and(eq(packages.id, id), ownedBy(packages.ownerId, customerOwn(auth))));
    return !!row;
  },
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
  async canSee(db, auth, id) {
    const [row] = await db
      .select({ id: packageClaims.id })
      .from(packageClaims)
      .where(and(eq(packageClaims.id, id), ownedBy(packageClaims.ownerId, customerOwn(auth))));
    return !!row;
  },
});

export const binWorkflow = bindWorkflow({
  workflow: binFlow,
  table: bins,
  id: bins.id,
  state: bins.status,
  name: bins.number,
  canSee: async (_db, auth) => isStaff(auth),
});
