/**
 * Makes editor HTML safe to show on public pages: removes <script> elements, event handler
 * attributes (on*) and script addresses (javascript:, vbscript:). Everything else is kept as it
 * came: the HTML is written by staff in the rich-text editor, so this guards against pasted or
 * hand-made markup rather than rewriting it.
 */

const SCRIPT_ELEMENT = /<script\b(?:"[^"]*"|'[^']*'|[^'">])*>[\s\S]*?<\/script\s*>/gi;
/** An opening or closing script tag left over (unclosed, or split to survive one pass). */
const SCRIPT_TAG = /<\/?script\b(?:"[^"]*"|'[^']*'|[^'">])*>?/gi;
/** A start tag, its quoted attribute values allowed to hold '>'; or else a '<' that opens a tag
 * never closed, which is escaped rather than guessed at. */
const START_TAG = /<([a-zA-Z][\w:-]*)((?:"[^"]*"|'[^']*'|[^'">])*)>|<(?=[a-zA-Z])/g;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s"'=<>`]+))?/g;
const SCRIPT_URL = /^(?:javascript|vbscript):/;

const NAMED: Record<string, string> = { colon: ':', tab: '\t', newline: '\n', amp: '&', lpar: '(', rpar: ')' };

/** The value a browser would read: entities decoded, then the characters browsers skip inside
 * a URL scheme (spaces, control characters) dropped. */
function urlOf(raw: string): string {
  const decoded = raw
    .replace(/&#x([0-9a-f]+);?/gi, (_, h: string) => String.fromCodePoint(Number.parseInt(h, 16) % 0x110000))
    .replace(/&#(\d+);?/g, (_, d: string) => String.fromCodePoint(Number(d) % 0x110000))
    .replace(/&([a-z]+);/gi, (m, n: string) => NAMED[n.toLowerCase()] ?? m);
  // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers ignore these inside a scheme
  return decoded.replace(/[\u0000-\u0020\u007f-\u00a0]/g, '').toLowerCase();
}

function cleanTag(name: string, attrs: string, selfClosing: boolean): string {
  const kept: string[] = [];
  for (const m of attrs.matchAll(ATTRIBUTE)) {
    const attr = m[1]!;
    const value = m[2];
    if (/^on/i.test(attr)) continue;
    if (value !== undefined && SCRIPT_URL.test(urlOf(value.replace(/^["']|["']$/g, '')))) continue;
    kept.push(value === undefined ? attr : `${attr}=${value}`);
  }
  return `<${name}${kept.length ? ` ${kept.join(' ')}` : ''}${selfClosing ? ' /' : ''}>`;
}

export function sanitiseHtml(html: string): string {
  let out = html;
  // Removing one element can join the pieces around it into a new one: repeat until stable.
  for (let previous = ''; previous !== out; ) {
    previous = out;
    out = out.replace(SCRIPT_ELEMENT, '').replace(SCRIPT_TAG, '');
  }
  return out.replace(START_TAG, (_tag, name: string | undefined, attrs: string) => {
    if (name === undefined) return '&lt;';
    const selfClosing = /\/\s*$/.test(attrs);
    return cleanTag(name, selfClosing ? attrs.replace(/\/\s*$/, '') : attrs, selfClosing);
  });
}
