import { and, eq } from 'drizzle-orm';
import { commodities } from '../../db/schema/index.js';
import { isStaff } from '../../platform/auth.js';
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
    const [row] = await db
      .select({ id: commodities.id })
      .from(commodities)
      .where(and(eq(commodities.id, id), isStaff(auth) ? undefined : eq(commodities.ownerId, auth.userId)));
    return !!row;
  },
});
