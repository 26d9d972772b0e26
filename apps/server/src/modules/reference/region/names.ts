import type { DictGroup, DictLike } from 'opencc-js/core';

/**
 * Region names in the three interface languages. The data package publishes simplified Chinese
 * only; the other two are derived here, once per name (callers memoise).
 */

// ---------------------------------------------------------------------------------------------
// zh-tw: OpenCC's simplified -> Taiwan conversion (the `s2tw` configuration of opencc-js).

type Converter = (text: string) => string;

/** A configuration as opencc-js holds it at run time (its types leave out normalizationChain). */
interface S2twConfig {
  normalizationChain?: DictGroup[];
  segmentation: DictLike | DictGroup;
  conversionChain: DictGroup[];
}

/** Code-unit bigrams of the names: a phrase can only occur in them if all its bigrams do. */
function occursIn(names: readonly string[]): (phrase: string) => boolean {
  const text = names.join('\n');
  const bigrams = new Set<string>();
  for (let i = 0; i + 1 < text.length; i++) bigrams.add(text.slice(i, i + 2));
  return (phrase) => {
    for (let i = 0; i + 1 < phrase.length; i++) if (!bigrams.has(phrase.slice(i, i + 2))) return false;
    return text.includes(phrase);
  };
}

function filterDict(dict: DictLike, keep: (source: string) => boolean): DictLike {
  if (typeof dict !== 'string') return dict.filter(([source]) => keep(source));
  return dict
    .split('|')
    .filter((entry) => keep(entry.slice(0, entry.indexOf(' '))))
    .join('|');
}

const isGroup = (d: DictLike | DictGroup): d is DictGroup =>
  Array.isArray(d) && d.every((x) => typeof x === 'string' || (Array.isArray(x) && Array.isArray(x[0])));

/**
 * The stock converter builds a trie of all ~50,000 OpenCC phrases (about 45 MB of heap, kept for
 * the life of the process). Only phrases that occur in the names to convert can ever match, so
 * the tries of the steps that read the source text keep just those: the same output (the region
 * test compares every name with the stock converter) for a few hundred KB.
 */
export async function twConverter(names: readonly string[]): Promise<Converter> {
  const [{ Trie }, { configs }] = await Promise.all([import('opencc-js/core'), import('opencc-js/preset/cn2t')]);
  const config = configs.s2tw as unknown as S2twConfig | undefined;
  if (!config) throw new Error('opencc-js has no s2tw configuration');
  const trieOf = (dicts: DictLike | DictGroup) => {
    const t = new Trie();
    if (isGroup(dicts)) t.loadDictGroup(dicts);
    else t.loadDict(dicts);
    return t;
  };
  const normalizers = (config.normalizationChain ?? []).map(trieOf);
  const normalize = (s: string) => normalizers.reduce((text, t) => t.convert(text), s);
  const occurs = occursIn(names.map(normalize));
  // Single characters are few and cheap: kept whole.
  const keep = (source: string) => [...source].length < 2 || occurs(source);
  const shrink = (d: DictLike | DictGroup): DictLike | DictGroup =>
    isGroup(d) ? d.map((x) => filterDict(x, keep)) : filterDict(d, keep);
  const segmentation = trieOf(shrink(config.segmentation));
  // Later steps read the output of the first one (traditional text): their dictionaries are
  // small and are kept whole.
  const steps = config.conversionChain.map((group, i) => trieOf(i === 0 ? shrink(group) : group));
  return (s) =>
    segmentation
      .segment(normalize(s))
      .map((segment) => steps.reduce((text, t) => t.convert(text), segment))
      .join('');
}

// ---------------------------------------------------------------------------------------------
// en-us: the data has no English, so names are made as English texts write Chinese places: the
// specific name in Hanyu Pinyin without tones, as one capitalised word (Xi'an: an apostrophe
// before a syllable starting with a, o, e; Lüliang), and the administrative term translated, or
// dropped where English drops it: 广东省 Guangdong, 深圳市 Shenzhen, 南山区 Nanshan District,
// 粤海街道 Yuehai Subdistrict, 延边朝鲜族自治州 Yanbian Korean Autonomous Prefecture.

/** Administrative terms split off the end of a name, longest first, and their English by level
 * (2 province, 3 city, 4 county, 5 town): a text for every level, or per level with `other` for
 * the rest. '' drops the term (a province or city is called by its name alone). */
const TERMS: [string, string | Partial<Record<2 | 3 | 4 | 5 | 'other', string>>][] = [
  ['经济技术开发区', 'Economic and Technological Development Zone'],
  ['高新技术产业开发区', 'High-tech Industrial Development Zone'],
  ['经济开发区', 'Economic Development Zone'],
  ['特别行政区', 'Special Administrative Region'],
  ['开发区', 'Development Zone'],
  ['工业园区', 'Industrial Park'],
  ['民族苏木', 'Ethnic Sumu'],
  ['行政委员会', 'Administrative Committee'],
  ['自治区', 'Autonomous Region'],
  ['自治州', 'Autonomous Prefecture'],
  ['自治县', 'Autonomous County'],
  ['自治旗', 'Autonomous Banner'],
  ['民族乡', 'Ethnic Township'],
  ['民族镇', 'Ethnic Town'],
  ['工业园', 'Industrial Park'],
  ['产业园', 'Industrial Park'],
  ['高新区', 'High-tech Zone'],
  ['管理区', 'Administrative Area'],
  ['管委会', 'Administrative Committee'],
  ['办事处', 'Office'],
  ['街道', 'Subdistrict'],
  ['地区', { 3: 'Prefecture', other: 'Area' }],
  ['新区', 'New Area'],
  ['矿区', 'Mining District'],
  ['特区', 'Special District'],
  ['群岛', 'Islands'],
  ['农场', 'Farm'],
  ['林场', 'Forest Farm'],
  ['牧场', 'Ranch'],
  ['苏木', 'Sumu'],
  ['省', ''],
  ['市', { 2: '', 3: '', 4: '', other: 'City' }],
  ['区', 'District'],
  ['县', 'County'],
  ['旗', 'Banner'],
  ['盟', 'League'],
  ['镇', 'Town'],
  ['乡', 'Township'],
];

/** Whole names English writes otherwise than the rules above. */
const WHOLE_NAMES: Record<string, string> = {
  内蒙古自治区: 'Inner Mongolia Autonomous Region',
  神农架林区: 'Shennongjia Forestry District',
  市辖区: 'City Districts',
  县: 'Counties',
  省直辖县级行政区划: 'County-level Divisions of the Province',
  自治区直辖县级行政区划: 'County-level Divisions of the Autonomous Region',
  中沙群岛的岛礁及其海域: 'Zhongsha Islands and their Waters',
};

/** Official spellings that plain pinyin gets wrong or leaves ambiguous (山西 is Shanxi too). */
const SPELLINGS: Record<string, string> = { 陕西: 'Shaanxi' };

/** The ethnic groups of autonomous areas and ethnic townships, as their official English names
 * spell them (延边朝鲜族自治州 Yanbian Korean Autonomous Prefecture). */
const ETHNIC: Record<string, string> = {
  蒙古: 'Mongolian',
  回: 'Hui',
  藏: 'Tibetan',
  维吾尔: 'Uygur',
  苗: 'Miao',
  彝: 'Yi',
  壮: 'Zhuang',
  布依: 'Bouyei',
  朝鲜: 'Korean',
  满: 'Manchu',
  侗: 'Dong',
  瑶: 'Yao',
  白: 'Bai',
  土家: 'Tujia',
  哈尼: 'Hani',
  哈萨克: 'Kazak',
  傣: 'Dai',
  黎: 'Li',
  傈僳: 'Lisu',
  佤: 'Va',
  畲: 'She',
  高山: 'Gaoshan',
  拉祜: 'Lahu',
  水: 'Shui',
  东乡: 'Dongxiang',
  纳西: 'Naxi',
  景颇: 'Jingpo',
  柯尔克孜: 'Kirgiz',
  土: 'Tu',
  达斡尔: 'Daur',
  仫佬: 'Mulao',
  羌: 'Qiang',
  布朗: 'Blang',
  撒拉: 'Salar',
  毛南: 'Maonan',
  仡佬: 'Gelao',
  锡伯: 'Xibe',
  阿昌: 'Achang',
  普米: 'Pumi',
  塔吉克: 'Tajik',
  怒: 'Nu',
  乌孜别克: 'Uzbek',
  俄罗斯: 'Russian',
  鄂温克: 'Ewenki',
  德昂: "De'ang",
  保安: 'Bonan',
  裕固: 'Yugur',
  京: 'Gin',
  塔塔尔: 'Tatar',
  独龙: 'Derung',
  鄂伦春: 'Oroqen',
  赫哲: 'Hezhen',
  门巴: 'Monba',
  珞巴: 'Lhoba',
  基诺: 'Jino',
};
const ETHNIC_NAMES = Object.keys(ETHNIC).sort((a, b) => b.length - a.length);

type PinyinArray = (text: string) => string[];

function word(syllables: string[]): string {
  const joined = syllables.map((s, i) => (i > 0 && /^[aoe]/.test(s) ? `'${s}` : s)).join('');
  return joined.charAt(0).toUpperCase() + joined.slice(1);
}

function termIn(term: (typeof TERMS)[number][1], level: number): string {
  if (typeof term === 'string') return term;
  return term[level as 2 | 3 | 4 | 5] ?? term.other ?? '';
}

/** Splits the ethnic groups off the end of a stem: 恩施土家族苗族 -> 恩施, [Tujia, Miao]. The
 * word 族 is required, except in autonomous areas and 民族乡 (鄂伦春自治旗, 新发朝鲜民族乡), whose
 * term already says the name before it is an ethnic group. */
function ethnicGroups(stem: string, bare: boolean): { place: string; groups: string[] } {
  const groups: string[] = [];
  let place = stem;
  for (;;) {
    const found = ETHNIC_NAMES.find(
      (e) => place.endsWith(`${e}族`) || (bare && [...e].length > 1 && place.endsWith(e)),
    );
    if (!found) break;
    place = place.slice(0, place.length - found.length - (place.endsWith(`${found}族`) ? 1 : 0));
    groups.unshift(ETHNIC[found]!);
  }
  return { place, groups };
}

const list = (items: string[]) =>
  items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

function romaniseHan(run: string, level: number, pinyin: PinyinArray): { text: string; dropped: boolean } {
  if (WHOLE_NAMES[run]) return { text: WHOLE_NAMES[run], dropped: false };
  const chars = [...run];
  const syllables = pinyin(run);
  // pinyin-pro answers one syllable per character for Chinese text; anything else is kept as is.
  if (syllables.length !== chars.length) return { text: word(syllables), dropped: false };
  const found = TERMS.find(([t]) => run.endsWith(t));
  if (!found) return { text: SPELLINGS[run] ?? word(syllables), dropped: false };
  const [term, english] = found;
  let translated = termIn(english, level);
  if (term === run) return { text: translated || word(syllables), dropped: false };
  const autonomous = term.startsWith('自治') || term.startsWith('民族');
  const { place, groups } = ethnicGroups(chars.slice(0, chars.length - [...term].length).join(''), autonomous);
  // An ethnic township or town says so (于家务回族乡 Yujiawu Hui Ethnic Township).
  if (groups.length && (term === '乡' || term === '镇')) translated = `Ethnic ${translated}`;
  const placeText = place ? (SPELLINGS[place] ?? word(syllables.slice(0, [...place].length))) : '';
  const text = [placeText, list(groups), translated].filter(Boolean).join(' ');
  return { text, dropped: !translated };
}

/**
 * The English name of a division of the given level. `dropped` says that the term was left out
 * (a province or city by its name alone), so that the caller can add "City" where the bare name
 * would read the same as its parent's or a sibling's (吉林省 Jilin, 吉林市 Jilin City). Names
 * holding more than one part keep their punctuation in ASCII: 中国（上海）自由贸易试验区 ->
 * Zhongguo (Shanghai) Ziyoumaoyishiyan District. The few characters pinyin-pro does not know (3 of
 * the package's names have one, e.g. 㵲) are left as they are.
 */
export function englishName(name: string, level: number, pinyin: PinyinArray): { text: string; dropped: boolean } {
  const parts = name
    .normalize('NFKC')
    .replace(/、/g, ', ')
    .split(/(\p{Script=Han}+)/u);
  let dropped = false;
  const text = parts
    .map((part, i) => {
      if (i % 2 === 0) return part;
      const r = romaniseHan(part, level, pinyin);
      if (i === parts.length - 2) dropped = r.dropped;
      return ` ${r.text} `;
    })
    .join('')
    .replace(/\s+/g, ' ')
    .replace(/\( /g, '(')
    .replace(/ ([),])/g, '$1')
    .replace(/ ?- ?/g, '-')
    .trim();
  return { text, dropped: dropped && parts.at(-1) === '' };
}

export async function pinyinOf(): Promise<PinyinArray> {
  const { pinyin } = await import('pinyin-pro');
  return (text) => pinyin(text, { toneType: 'none', type: 'array' });
}
