import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { roles } from '../db/schema/index.js';
import { addMissingSeed, SEED_ROLES } from './sync.js';

/** The demo seed's roles and both menu trees with their grants: what start-up adds to any site
 * that lacks them (sync.ts), here inside the seed's transaction. Answers the role ids. */
export async function seedMenus(db: Db) {
  await addMissingSeed(db);
  const rows = await db
    .select({ id: roles.id, code: roles.code })
    .from(roles)
    .where(
      inArray(
        roles.code,
        SEED_ROLES.map((r) => r.code),
      ),
    );
  const by = (code: string) => rows.find((r) => r.code === code)!.id;
  return { superAdmin: by('super_admin'), warehouseClerk: by('warehouse_clerk'), customer: by('customer') };
}
