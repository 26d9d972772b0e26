export interface SearchItem {
  title: string;
  path: string;
  /** Directory titles above it, shown with the result. */
  trail: string[];
}

/** How well a query matches: lower is better, null is no match. */
const TITLE_PREFIX = 0;
const TITLE_WORD = 1;
const KEY_WORD = 2;
const TITLE_SUBSTRING = 3;
const KEY_SUBSTRING = 4;

/** Words of a title ("Batch add shelves") and of a screen key ("PackagePutOnShelvesIndex"). */
const wordsOf = (text: string) =>
  text
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[\s/_\-.,:;()（）·、]+/)
    .filter(Boolean);

/** The last segment of a path: the screen key, which people who know the system type. */
const keyOf = (path: string) => path.split('/').filter(Boolean).pop() ?? '';

function rank(term: string, title: string, titleWords: string[], key: string, keyWords: string[]): number | null {
  if (title.startsWith(term)) return TITLE_PREFIX;
  if (titleWords.some((w) => w.startsWith(term))) return TITLE_WORD;
  if (key.startsWith(term) || keyWords.some((w) => w.startsWith(term))) return KEY_WORD;
  // Chinese titles have no spaces: any place in them is a fair match.
  if (title.includes(term)) return TITLE_SUBSTRING;
  if (key.includes(term)) return KEY_SUBSTRING;
  return null;
}

/**
 * The menu search of the top bar. A screen matches when every word typed is found in its title
 * or its screen key; it ranks by its weakest word: the title starting with it, then a word of
 * the title starting with it, then a word of the screen key, then anywhere in the title, then
 * anywhere in the key. Ties keep the menu's order. Nothing fuzzy: a typed word that is not there
 * offers nothing, rather than unrelated screens.
 */
export function createMenuSearch(items: SearchItem[]) {
  const prepared = items.map((item, order) => {
    const key = keyOf(item.path);
    return {
      item,
      order,
      title: item.title.toLowerCase(),
      titleWords: wordsOf(item.title),
      key: key.toLowerCase(),
      keyWords: wordsOf(key),
    };
  });
  return (query: string): SearchItem[] => {
    const terms = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
    if (!terms.length) return [];
    const hits: { item: SearchItem; score: number; order: number }[] = [];
    for (const p of prepared) {
      let score = 0;
      for (const term of terms) {
        const r = rank(term, p.title, p.titleWords, p.key, p.keyWords);
        if (r === null) {
          score = -1;
          break;
        }
        score = Math.max(score, r);
      }
      if (score >= 0) hits.push({ item: p.item, score, order: p.order });
    }
    return hits.sort((a, b) => a.score - b.score || a.order - b.order).map((h) => h.item);
  };
}
