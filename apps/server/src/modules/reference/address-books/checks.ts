import { createRequire } from 'node:module';
import {
  countryNumbers,
  idCardRule,
  type Lang,
  MAX_REGION_LEVEL,
  pastedIdCard,
  pastedPhone,
  phoneNumberRule,
} from '@wms/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Queryable } from '../../../db/client.js';
import { countries, users } from '../../../db/schema/index.js';
import type { Deps } from '../../../platform/deps.js';
import { invalid } from '../../../platform/errors.js';
import { type PagedResult, paged } from '../../../platform/route.js';
import { divisions, MAX_COUNTRY_ID } from '../region/divisions.js';
import { regionService } from '../region/service.js';

// The rules every address book shares (docs/domain.md, "Address books"): the entry's country is
// an active one, its phones follow that country's numbering and its ID card that country's rule
// (the contract's validators/phone.ts and numbering.ts; which fields follow the country, its
// calls/address-books.ts), and a region chosen lies in it.

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

/**
 * The body's numbers that follow its country (`byCountry` in the contract: phones, an ID card),
 * each read as pasted with the country's phone code (`+86 138 0013 8000` is 13800138000, an HK
 * card typed without brackets gets them), written back to the body so that it is stored so, then
 * checked: Code 2 on the first that breaks its rule, saying what the country's numbers look like.
 */
export function checkNumbers(b: Body, c: Country, body: z.ZodType) {
  for (const f of countryNumbers(body)) {
    const v = b[f.name];
    if (typeof v !== 'string') continue;
    b[f.name] = f.rule === 'idCard' ? pastedIdCard(v, c.phoneCode) : pastedPhone(v, c.phoneCode);
    const rule = f.rule === 'idCard' ? idCardRule(b[f.name], c.phoneCode) : phoneNumberRule(b[f.name], c.phoneCode);
    if (rule) throw invalid(f.name, rule.key, rule.params);
  }
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
