import { asc } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { countries } from '../../db/schema/index.js';

/** Every country, in display order: the first level of the region selector. */
export function allCountries(db: Queryable) {
  return db
    .select({
      code: countries.code,
      nameZhCn: countries.nameZhCn,
      nameZhTw: countries.nameZhTw,
      nameEn: countries.nameEn,
      phoneCode: countries.phoneCode,
    })
    .from(countries)
    .orderBy(asc(countries.sort), asc(countries.id));
}
