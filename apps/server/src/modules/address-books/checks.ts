import { createRequire } from 'node:module';
import { idCardRule, type Lang, MAX_REGION_LEVEL, phoneNumberRule } from '@wms/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { countries, users } from '../../db/schema/index.js';
import type { Deps } from '../../platform/deps.js';
import { invalid } from '../../platform/errors.js';
import { type PagedResult, paged } from '../../platform/route.js';
import { divisions, MAX_COUNTRY_ID } from '../region/divisions.js';
import { regionService } from '../region/service.js';

// The rules every address book shares (docs/domain.md, "Address books"): the entry's country is
// an active one, its phones follow that country's numbering and its ID card that country's rule
// (both declared in the contract's validators/numbering.ts), and a region chosen lies in it.

type Body = Record<string, unknown>;
export interface Country {
  code: string;
  phoneCode: string;
}

/** The active country picked, else Code 2 on CountryId. */
export async function countryOf(tx: Queryable, id: unknown): Promise<Country> {
  const [row] = await tx
    .select({ code: countries.code, phoneCode: countries.phoneCode })
    .from(countries)
    .where(and(eq(countries.id, Number(id)), eq(countries.isDeactivate, false)));
  if (!row) throw invalid('CountryId', 'validation.unknownChoice');
  return { code: row.code, phoneCode: row.phoneCode ?? '' };
}

/** Each of `fields` a phone of the country's numbering, else Code 2 on it saying what is expected. */
export function checkPhones(b: Body, c: Country, ...fields: string[]) {
  for (const f of fields) {
    const rule = phoneNumberRule(String(b[f] ?? ''), c.phoneCode);
    if (rule) throw invalid(f, rule.key, rule.params);
  }
}

export function checkIdCard(b: Body, c: Country, field = 'IdCardNumber') {
  const rule = idCardRule(String(b[field] ?? ''), c.phoneCode);
  if (rule) throw invalid(field, rule.key, rule.params);
}

const require = createRequire(import.meta.url);
// The library without its entry point, which would also load ~100 locale files of names.
let iso: typeof import('i18n-iso-countries') | undefined;
const isoNumeric = (alpha2: string) => {
  iso ??= require('i18n-iso-countries/index.js') as typeof import('i18n-iso-countries');
  return Number(iso.alpha2ToNumeric(alpha2.toUpperCase()) ?? 0);
};

export interface RegionCodes {
  CountryCode: string;
  ProvinceCode: string;
  CityCode: string;
  CountyCode: string;
  TownCode: string;
}
const LEVELS = ['ProvinceCode', 'CityCode', 'CountyCode', 'TownCode'] as const;

/** The region's code per level (empty below the level chosen); Code 2 on RegionId when the
 * selector does not know it or it lies outside the country. Region ids are ISO numeric codes for
 * countries and GB/T 2260 codes for China's divisions (the `region` module). */
export function regionCodes(regionId: unknown, c: Country): RegionCodes {
  const out: RegionCodes = { CountryCode: c.code, ProvinceCode: '', CityCode: '', CountyCode: '', TownCode: '' };
  if (regionId === undefined || regionId === null) return out;
  const id = Number(regionId);
  if (id <= MAX_COUNTRY_ID) {
    if (id !== isoNumeric(c.code)) throw invalid('RegionId', 'addressBooks.regionOutsideCountry');
    return out;
  }
  const d = divisions().byId.get(id);
  if (!d || c.code !== 'CN') throw invalid('RegionId', 'addressBooks.regionOutsideCountry');
  for (let x: typeof d | null = d; x; x = x.parent)
    if (x.level >= 2 && x.level <= MAX_REGION_LEVEL) out[LEVELS[x.level - 2]!] = String(x.id);
  return out;
}

/** The fields a page of rows shows beyond its columns, read once per page: the owner's user name
 * (rows with `OwnerId`) and the region's path in the caller's language (rows with `RegionId`). */
export function pageNames(deps: Deps) {
  const regions = regionService(deps);
  return async (rows: Body[], lang: Lang): Promise<Body[]> => {
    const owners = [...new Set(rows.map((r) => r.OwnerId as number | undefined).filter((x) => x !== undefined))];
    const names = new Map(
      owners.length
        ? (
            await deps.db
              .select({ id: users.id, userName: users.userName })
              .from(users)
              .where(inArray(users.id, owners))
          ).map((u) => [u.id, u.userName])
        : [],
    );
    const hasRegion = rows.some((r) => 'RegionId' in r);
    const paths = hasRegion
      ? await regions.pathNames(
          lang,
          rows.map((r) => (r.RegionId as number | null) ?? null),
        )
      : null;
    return rows.map((r) => ({
      ...('OwnerId' in r ? { UserName: names.get(r.OwnerId as number) ?? '' } : {}),
      ...(paths ? { RegionName: r.RegionId == null ? '' : (paths.get(r.RegionId as number) ?? '') } : {}),
    }));
  };
}

/** A page listed outside `setupRoutes` with the same names added to its rows (its rows have a
 * `RegionId`, so each gets its `RegionName`). */
export async function withNames<R extends Body>(
  names: ReturnType<typeof pageNames>,
  page: PagedResult<R>,
  lang: Lang,
): Promise<PagedResult<R & { RegionName: string }>> {
  const extra = await names(page.rows, lang);
  return paged(
    page.rows.map((r, i) => ({ ...r, ...extra[i] }) as R & { RegionName: string }),
    page.total,
  );
}
