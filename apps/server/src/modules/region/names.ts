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
// en-us: Hanyu Pinyin without tones, written as Chinese place names are romanised (GB/T 17693):
// the specific name as one word, the administrative term as a separate word, both capitalised:
// 北京市 Beijing Shi, 广东省 Guangdong Sheng, 南山区 Nanshan Qu, 粤海街道 Yuehai Jiedao,
// 西安市 Xi'an Shi (apostrophe before a syllable starting with a, o, e), 吕梁市 Lüliang Shi.

/** Administrative terms split off the end of a name, longest first. */
const TERMS = [
  '特别行政区',
  '行政区划',
  '自治区',
  '自治州',
  '自治县',
  '自治旗',
  '街道',
  '地区',
  '林区',
  '特区',
  '新区',
  '矿区',
  '苏木',
  '省',
  '市',
  '区',
  '县',
  '旗',
  '盟',
  '镇',
  '乡',
];

/** Official spellings that plain pinyin gets wrong or leaves ambiguous (山西 is Shanxi too). */
const SPELLINGS: Record<string, string> = { 陕西: 'Shaanxi' };

type PinyinArray = (text: string) => string[];

function word(syllables: string[]): string {
  const joined = syllables.map((s, i) => (i > 0 && /^[aoe]/.test(s) ? `'${s}` : s)).join('');
  return joined.charAt(0).toUpperCase() + joined.slice(1);
}

function romaniseHan(run: string, pinyin: PinyinArray): string {
  const chars = [...run];
  const syllables = pinyin(run);
  // pinyin-pro answers one syllable per character for Chinese text; anything else is kept as is.
  if (syllables.length !== chars.length) return word(syllables);
  const term = TERMS.find((t) => run.endsWith(t));
  if (!term || term === run) return SPELLINGS[run] ?? word(syllables);
  const cut = chars.length - [...term].length;
  const stem = chars.slice(0, cut).join('');
  return `${SPELLINGS[stem] ?? word(syllables.slice(0, cut))} ${word(syllables.slice(cut))}`;
}

/** Romanises a name; full-width punctuation becomes ASCII: 中国（上海）自由贸易试验区 ->
 * Zhongguo (Shanghai) Ziyoumaoyishiyan Qu. The few characters pinyin-pro does not know (3 of the
 * package's names have one, e.g. 㵲) are left as they are. */
export function romanise(name: string, pinyin: PinyinArray): string {
  const parts = name
    .normalize('NFKC')
    .replace(/、/g, ', ')
    .split(/(\p{Script=Han}+)/u);
  return parts
    .map((part, i) => (i % 2 === 1 ? ` ${romaniseHan(part, pinyin)} ` : part))
    .join('')
    .replace(/\s+/g, ' ')
    .replace(/\( /g, '(')
    .replace(/ ([),])/g, '$1')
    .replace(/ ?- ?/g, '-')
    .trim();
}

export async function pinyinOf(): Promise<PinyinArray> {
  const { pinyin } = await import('pinyin-pro');
  return (text) => pinyin(text, { toneType: 'none', type: 'array' });
}
