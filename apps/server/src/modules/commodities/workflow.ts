import { specificationAudit } from '@wms/contract';
import { and, eq } from 'drizzle-orm';
import { commodities } from '../../db/schema/index.js';
import { customerOwn, ownedBy } from '../../platform/owner-scope.js';
import { bindWorkflow } from '../../platform/transition.js';

/** The specification check (the contract's `specificationAudit`) on the commodities table. Staff
 * see every commodity's history, a customer their own. */
export const specificationWorkflow = bindWorkflow({
  workflow: specificationAudit,
  table: commodities,
  id: commodities.id,
  state: commodities.specificationsAuditStatus,
  name: commodities.code,
  owner: commodities.ownerId,
  async canSee(db, auth, id) {
    const [row] = await db
      .select({ id: commodities.id })
      .from(commodities)
      .where(and(eq(commodities.id, id), ownedBy(commodities.ownerId, customerOwn(auth))));
    return !!row;
  },
});
