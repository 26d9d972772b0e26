import { billFlow } from '@wms/contract';
import { and, eq } from 'drizzle-orm';
import { bills } from '../../db/schema/index.js';
import { customerOwn, ownedBy } from '../../platform/owner-scope.js';
import { bindWorkflow } from '../../platform/transition.js';

/** Bills on their table: a customer sees the history of their own. */
export const billWorkflow = bindWorkflow({
  workflow: billFlow,
  table: bills,
  id: bills.id,
  state: bills.status,
  name: bills.number,
  owner: bills.ownerId,
  async canSee(db, auth, id) {
    const [row] = await db
      .select({ id: bills.id })
      .from(bills)
      .where(and(eq(bills.id, id), ownedBy(bills.ownerId, customerOwn(auth))));
    return !!row;
  },
});
