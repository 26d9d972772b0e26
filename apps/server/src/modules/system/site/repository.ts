import type { Lang } from '@wms/contract';
import { siteCalls } from '@wms/contract';
import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.js';
import {
  countries,
  siteHosts,
  sitePageConfigurations,
  siteSmsCountries,
  sites,
  uploadedFiles,
} from '../../../db/schema/index.js';
import { contains, dateRange, pageOf, pageWindow, sortBy } from '../../../platform/paging.js';

/** `%text%` for ILIKE with the caller's own wildcards taken literally. */

export type SiteRecord = typeof sites.$inferSelect;

/** The site a request host belongs to; when no site claims the host, the first site (active
 * ones first), so a fresh install answers on any address. One query. */
export async function siteForRequestHost(db: Queryable, host: string): Promise<SiteRecord | undefined> {
  const [row] = await db
    .select({ site: sites })
    .from(sites)
    .leftJoin(siteHosts, and(eq(siteHosts.siteId, sites.id), eq(siteHosts.host, host)))
    .orderBy(sql`${siteHosts.host} is null`, asc(sites.isDeactivate), asc(sites.id))
    .limit(1);
  return row?.site;
}

/** The site that claims exactly this host, if any. */
export async function siteClaimingHost(db: Queryable, host: string): Promise<SiteRecord | undefined> {
  const [row] = await db
    .select({ site: sites })
    .from(siteHosts)
    .innerJoin(sites, eq(sites.id, siteHosts.siteId))
    .where(eq(siteHosts.host, host));
  return row?.site;
}

export function pageConfigurationsOf(db: Queryable, siteId: number) {
  return db
    .select()
    .from(sitePageConfigurations)
    .where(eq(sitePageConfigurations.siteId, siteId))
    .orderBy(asc(sitePageConfigurations.language));
}

export async function pageConfiguration(db: Queryable, siteId: number, language: number) {
  const [row] = await db
    .select()
    .from(sitePageConfigurations)
    .where(and(eq(sitePageConfigurations.siteId, siteId), eq(sitePageConfigurations.language, language)));
  return row;
}

const countryName = { 'zh-cn': countries.nameZhCn, 'zh-tw': countries.nameZhTw, 'en-us': countries.nameEn } as const;

export function smsCountriesOf(db: Queryable, siteId: number, lang: Lang) {
  return db
    .select({
      Value: countries.id,
      Name: countryName[lang],
      Code: countries.code,
      PhoneCode: sql<string>`coalesce(${countries.phoneCode}, '')`,
    })
    .from(siteSmsCountries)
    .innerJoin(countries, eq(countries.id, siteSmsCountries.countryId))
    .where(eq(siteSmsCountries.siteId, siteId))
    .orderBy(asc(countries.sort), asc(countries.id));
}

export interface SiteListQuery {
  index: number;
  rows: number;
  sortType: number;
  descendingOrder: boolean;
  StartDate?: string;
  EndDate?: string;
  Name?: string;
}

export function listSites(db: Queryable, q: SiteListQuery) {
  const where = and(
    q.Name ? or(ilike(sites.name, contains(q.Name)), ilike(sites.code, contains(q.Name))) : undefined,
    dateRange(sites.creationTime, q),
  );
  const { limit, offset } = pageWindow(q);
  const _order = q.descendingOrder ? desc : asc;
  return pageOf(
    db
      .select()
      .from(sites)
      .where(where)
      .orderBy(
        ...sortBy(
          q,
          siteCalls.GetSites.sorts,
          { CreationTime: sites.creationTime, Name: sites.name, Code: sites.code },
          sites.id,
        ),
      )
      .limit(limit)
      .offset(offset),
    db.select({ count: count() }).from(sites).where(where),
  );
}

export async function hostsBySite(db: Queryable, siteIds: number[]): Promise<Map<number, string[]>> {
  const map = new Map<number, string[]>();
  if (!siteIds.length) return map;
  const rows = await db.select().from(siteHosts).where(inArray(siteHosts.siteId, siteIds)).orderBy(asc(siteHosts.host));
  for (const r of rows) map.set(r.siteId, [...(map.get(r.siteId) ?? []), r.host]);
  return map;
}

export async function smsCountryIdsOf(db: Queryable, siteId: number): Promise<number[]> {
  const rows = await db
    .select({ id: siteSmsCountries.countryId })
    .from(siteSmsCountries)
    .where(eq(siteSmsCountries.siteId, siteId))
    .orderBy(asc(siteSmsCountries.countryId));
  return rows.map((r) => r.id);
}

export async function findSite(db: Queryable, id: number, lock = false): Promise<SiteRecord | undefined> {
  const q = db.select().from(sites).where(eq(sites.id, id));
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

export async function siteWithCode(db: Queryable, code: string, exceptId?: number) {
  const [row] = await db
    .select({ id: sites.id })
    .from(sites)
    .where(and(eq(sites.code, code), exceptId ? ne(sites.id, exceptId) : undefined));
  return row;
}

/** Hosts of the list already claimed by another site, with that site's name. */
export function hostsClaimedElsewhere(db: Queryable, hosts: string[], siteId?: number) {
  if (!hosts.length) return Promise.resolve([]);
  return db
    .select({ host: siteHosts.host, site: sites.name })
    .from(siteHosts)
    .innerJoin(sites, eq(sites.id, siteHosts.siteId))
    .where(and(inArray(siteHosts.host, hosts), siteId ? ne(siteHosts.siteId, siteId) : undefined))
    .orderBy(asc(siteHosts.host));
}

export async function missingCountryIds(db: Queryable, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const found = await db.select({ id: countries.id }).from(countries).where(inArray(countries.id, ids));
  const have = new Set(found.map((r) => r.id));
  return ids.filter((id) => !have.has(id));
}

export async function replaceHosts(db: Queryable, siteId: number, hosts: string[]) {
  await db.delete(siteHosts).where(eq(siteHosts.siteId, siteId));
  if (hosts.length) await db.insert(siteHosts).values(hosts.map((host) => ({ host, siteId })));
}

export async function replaceSmsCountries(db: Queryable, siteId: number, countryIds: number[]) {
  await db.delete(siteSmsCountries).where(eq(siteSmsCountries.siteId, siteId));
  if (countryIds.length) {
    await db.insert(siteSmsCountries).values(countryIds.map((countryId) => ({ siteId, countryId })));
  }
}

export function activeSiteOptions(db: Queryable) {
  return db
    .select({ id: sites.id, name: sites.name })
    .from(sites)
    .where(eq(sites.isDeactivate, false))
    .orderBy(asc(sites.name), asc(sites.id));
}

export interface PageValues {
  title?: string;
  logo?: string;
  carouselImages?: string[];
  aboutUs?: string;
}

/** Which of the stored names (`yyyy/mm/name.ext`) are images this server stored. */
export async function storedImages(db: Queryable, storedNames: string[]): Promise<Set<string>> {
  if (!storedNames.length) return new Set();
  const rows = await db
    .select({ name: uploadedFiles.storedName })
    .from(uploadedFiles)
    .where(and(inArray(uploadedFiles.storedName, storedNames), ilike(uploadedFiles.mimeType, 'image/%')));
  return new Set(rows.map((r) => r.name));
}

/**
 * Writes the given page configuration values of one language. Only the values sent are
 * changed (a concurrent edit of the other value is not lost); a missing row is created with
 * the site name as title.
 */
export async function upsertPageConfiguration(
  db: Queryable,
  siteId: number,
  language: number,
  values: PageValues,
  defaultTitle: string,
) {
  const set: Record<string, unknown> = {};
  if (values.title !== undefined) set.title = values.title;
  if (values.logo !== undefined) set.logo = values.logo;
  if (values.carouselImages !== undefined) set.carouselImages = values.carouselImages;
  if (values.aboutUs !== undefined) set.aboutUs = values.aboutUs;
  const insert = db.insert(sitePageConfigurations).values({
    siteId,
    language,
    title: values.title ?? defaultTitle,
    logo: values.logo ?? '',
    carouselImages: values.carouselImages ?? [],
    aboutUs: values.aboutUs ?? '',
  });
  if (!Object.keys(set).length) {
    await insert.onConflictDoNothing();
    return;
  }
  await insert.onConflictDoUpdate({
    target: [sitePageConfigurations.siteId, sitePageConfigurations.language],
    set,
  });
}
