import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.js';
import { countries } from '../../../db/schema/index.js';

/** Every active country, in display order: the first level of the region selector. */
export function allCountries(db: Queryable) {
  return (
    db
      .select({
        code: countries.code,
        nameZhCn: countries.nameZhCn,
        nameZhTw: countries.nameZhTw,
        nameEn: countries.nameEn,
        phoneCode: countries.phoneCode,
      })
      .from(countries)
      // A deactivated country is offered in no picker.
      .where(eq(countries.isDeactivate, false))
      .orderBy(asc(countries.sort), asc(countries.id))
  );
}
