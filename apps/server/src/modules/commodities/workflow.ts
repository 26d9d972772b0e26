import { SpecificationsAuditStatus } from '@wms/contract';
import { and, eq } from 'drizzle-orm';
import { commodities } from '../../db/schema/index.js';
import { customerOwn, ownedBy } from '../../platform/owner-scope.js';
import { defineWorkflow } from '../../platform/transition.js';
import { SpecificationsAuditStatusList } from './lists.js';

/** A commodity's specification check: none -> pending (declared) -> approved or rejected (the
 * warehouse's verdict or measurement). Staff see every commodity's history, a customer its own. */
export const specificationWorkflow = defineWorkflow({
  entity: 'CommoditySpecification',
  table: commodities,
  id: commodities.id,
  state: commodities.specificationsAuditStatus,
  stateKey: 'specificationsAuditStatus',
  states: SpecificationsAuditStatus,
  stateNames: SpecificationsAuditStatusList.name,
  recordName: (c) => c.code,
  async canSee(db, auth, id) {
    const [row] = await db
      .select({ id: commodities.id })
      .from(commodities)
      .where(and(eq(commodities.id, id), ownedBy(commodities.ownerId, customerOwn(auth))));
    return !!row;
  },
});
