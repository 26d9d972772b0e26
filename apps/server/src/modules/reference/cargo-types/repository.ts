import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.js';
import { cargoTypes } from '../../../db/schema/index.js';

/** Active cargo types with their names in every language: the select list and the commodity
 * import's name lookup. */
export function activeCargoTypes(db: Queryable) {
  return db
    .select({ id: cargoTypes.id, name: cargoTypes.name, nameI18n: cargoTypes.nameI18n })
    .from(cargoTypes)
    .where(eq(cargoTypes.isDeactivate, false))
    .orderBy(asc(cargoTypes.name), asc(cargoTypes.id));
}
