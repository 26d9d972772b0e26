import { createRequire } from 'node:module';
import type { Lang, RegionNode, RegionPathItem, RegionRoot } from '@wms/contract';
import type { Queryable } from '../../../db/client.js';
import type { Deps } from '../../../platform/deps.js';
import { notFound } from '../../../platform/errors.js';
import { nameIn } from '../../../platform/local-name.js';
import { type Division, divisions, MAX_COUNTRY_ID, namesIn } from './divisions.js';
import * as repo from './repository.js';

/** ISO 3166-1 numeric code of China: the one country whose divisions are kept. */
export const CHINA = 156;

type CountryRow = Awaited<ReturnType<typeof repo.allCountries>>[number];
interface Country {
  id: number;
  row: CountryRow;
}

const require = createRequire(import.meta.url);
// The library without its entry point, which would also load ~100 locale files of country names.
type IsoCountries = typeof import('i18n-iso-countries');
let iso: IsoCountries | undefined;
const isoNumeric = (alpha2: string): number | undefined => {
  iso ??= require('i18n-iso-countries/index.js') as IsoCountries;
  const numeric = iso.alpha2ToNumeric(alpha2.toUpperCase());
  return numeric ? Number(numeric) : undefined;
};

const notFoundRegion = (id: number) => notFound('region.notFound', { id });

/**
 * The cascading region selector: countries (the countries table, read on every call since staff
 * may add some) and under China its divisions from the data package, held in memory.
 */
export function regionService(deps: Deps) {
  const { db, log } = deps;
  const warned = new Set<string>();

  async function countries(q: Queryable = db): Promise<Country[]> {
    const out: Country[] = [];
    for (const row of await repo.allCountries(q)) {
      const id = isoNumeric(row.code);
      if (id !== undefined) out.push({ id, row });
      else if (!warned.has(row.code)) {
        // Ids are ISO numeric codes so that stored regions mean the same in every database; a
        // row without one cannot be given a stable id and is left out of the selector.
        warned.add(row.code);
        log.warn({ code: row.code }, 'region: country code has no ISO 3166-1 numeric code; not offered');
      }
    }
    return out;
  }

  async function nodes(lang: Lang, list: readonly Division[]): Promise<RegionNode[]> {
    const names = await namesIn(lang, list);
    return list.map((d, i) => ({
      Id: d.id,
      Name: names[i]!,
      Code: String(d.id),
      HasChildren: d.children.length > 0,
      Level: d.level,
    }));
  }

  async function pathIn(lang: Lang, id: number, all: Country[]): Promise<RegionPathItem[]> {
    const countryItem = (c: Country) => ({ Id: c.id, Name: nameIn(c.row, lang), Level: 1 });
    if (id <= MAX_COUNTRY_ID) {
      const c = all.find((x) => x.id === id);
      if (!c) throw notFoundRegion(id);
      return [countryItem(c)];
    }
    const d = divisions().byId.get(id);
    if (!d) throw notFoundRegion(id);
    const chain: Division[] = [];
    for (let x: Division | null = d; x; x = x.parent) chain.unshift(x);
    const names = await namesIn(lang, chain);
    const china = all.find((x) => x.id === CHINA);
    return [
      // Without a China row (never seeded that way) the stored division still reads back.
      ...(china ? [countryItem(china)] : []),
      ...chain.map((x, i) => ({ Id: x.id, Name: names[i]!, Level: x.level })),
    ];
  }

  return {
    async roots(lang: Lang): Promise<RegionRoot[]> {
      return (await countries()).map(({ id, row }) => ({
        Id: id,
        Name: nameIn(row, lang),
        Code: row.code,
        PhoneCode: row.phoneCode,
        HasChildren: id === CHINA,
        Level: 1 as const,
      }));
    },

    async children(lang: Lang, parentId: number): Promise<RegionNode[]> {
      if (parentId > MAX_COUNTRY_ID) {
        const d = divisions().byId.get(parentId);
        if (!d) throw notFoundRegion(parentId);
        return nodes(lang, d.children);
      }
      if (!(await countries()).some((c) => c.id === parentId)) throw notFoundRegion(parentId);
      return parentId === CHINA ? nodes(lang, divisions().provinces) : [];
    },

    /** Whether a form may store this region id (a country of the table or a kept division).
     * `q`: the caller's transaction when it checks inside one. Reading through the pool there
     * deadlocked PGlite (one connection, held by the transaction) and took a second PostgreSQL
     * connection per call; found by the fuzz suite (EstablishWarehouse never answered). */
    async exists(id: number, q: Queryable = db): Promise<boolean> {
      if (id > MAX_COUNTRY_ID) return divisions().byId.has(id);
      return (await countries(q)).some((c) => c.id === id);
    },

    async path(lang: Lang, id: number): Promise<RegionPathItem[]> {
      return pathIn(lang, id, await countries());
    },

    /** The paths of many regions as "China / Guangdong / Shenzhen" texts, with one read of the
     * countries, for list rows; an id no longer known reads as empty rather than failing the list. */
    async pathNames(lang: Lang, ids: Iterable<number | null>): Promise<Map<number, string>> {
      const out = new Map<number, string>();
      const wanted = [...new Set([...ids].filter((id): id is number => id !== null))];
      if (!wanted.length) return out;
      const all = await countries();
      for (const id of wanted) {
        const names = await pathIn(lang, id, all).then(
          (items) => items.map((i) => i.Name),
          () => [],
        );
        out.set(id, names.join(' / '));
      }
      return out;
    },
  };
}
