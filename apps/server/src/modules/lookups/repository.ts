import { asc, ilike, or } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { countries } from '../../db/schema/index.js';
import { contains } from '../../platform/paging.js';

export function findCountries(db: Queryable, content?: string) {
  const pattern = content ? contains(content) : undefined;
  const phone = content ? contains(content.replace(/^\+/, '')) : undefined;
  return db
    .select()
    .from(countries)
    .where(
      pattern
        ? or(
            ilike(countries.code, pattern),
            ilike(countries.nameZhCn, pattern),
            ilike(countries.nameZhTw, pattern),
            ilike(countries.nameEn, pattern),
            ilike(countries.phoneCode, phone!),
          )
        : undefined,
    )
    .orderBy(asc(countries.sort), asc(countries.id));
}
