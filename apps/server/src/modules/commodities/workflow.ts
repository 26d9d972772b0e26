import { and, eq } from 'drizzle-orm';
import { commodities } from '../../db/schema/index.js';
import { customerOwn } from '../../platform/owner-scope.js';
import { defineWorkflow } from '../../platform/transition.js';

/** A commodity's specification check: none -> pending (declared) -> approved or rejected (the
 * warehouse's verdict or measurement). Staff see every commodity's history, a customer its own. */
export const specificationWorkflow = defineWorkflow({
  entity: 'CommoditySpecification',
  table: commodities,
  id: commodities.id,
  state: commodities.specificationsAuditStatus,
  stateKey: 'specificationsAuditStatus',
  stateList: 'SpecificationsAuditStatus',
  recordName: (c) => c.code,
  async canSee(db, auth, id) {
    const owner = customerOwn(auth);
    const [row] = await db
      .select({ id: commodities.id })
      .from(commodities)
      .where(and(eq(commodities.id, id), owner === undefined ? undefined : eq(commodities.ownerId, owner)));
    return !!row;
  },
});
