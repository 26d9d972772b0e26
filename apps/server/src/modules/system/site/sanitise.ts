import { createRequire } from 'node:module';
import type sanitize from 'sanitize-html';

/**
 * Makes rich text from the console's editor (About us; notices and help articles later) safe to
 * show on public pages. `sanitize-html` parses the HTML as a browser does (htmlparser2), so
 * malformed, unclosed and nested markup cannot smuggle anything past it the way it can past
 * patterns, and keeps only an allow-list: what the TipTap editor writes (paragraphs, headings,
 * marks, lists, quotes, code, links, images, video) plus tables and text alignment/colour, which
 * its table and style extensions write once a screen turns them on. Anything else is dropped; the
 * text inside an unknown element is kept, the content of script, style and the like is not.
 */

/** Values a style may take: alignment, and plain colours (no url(), expression() or var()). */
const ALIGN = [/^(?:left|right|center|justify)$/i];
const COLOUR = [
  /^#[0-9a-f]{3,8}$/i,
  /^rgba?\(\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*(?:,\s*(?:0|1|0?\.\d+)\s*)?\)$/i,
  /^[a-z]{3,20}$/i,
];
const LENGTH = [/^\d{1,4}(?:\.\d+)?(?:px|%|em|rem)$/i];

const CELL = ['colspan', 'rowspan', 'colwidth'];

const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    ...['p', 'br', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'code'],
    ...['strong', 'b', 'em', 'i', 'u', 's', 'strike', 'del', 'mark', 'sub', 'sup', 'span'],
    ...['ul', 'ol', 'li', 'a', 'img', 'video'],
    ...['table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'colgroup', 'col', 'caption'],
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    video: ['src', 'controls', 'width', 'height', 'poster'],
    ol: ['start', 'type'],
    th: CELL,
    td: CELL,
    col: ['span'],
    code: ['class'],
    '*': ['style'],
  },
  // Code blocks name their language as a class; no other class is meaningful outside the editor.
  allowedClasses: { code: ['language-*'] },
  allowedStyles: {
    '*': {
      'text-align': ALIGN,
      color: COLOUR,
      'background-color': COLOUR,
      width: LENGTH,
      'min-width': LENGTH,
      'max-width': LENGTH,
    },
  },
  // Links may go to the web, mail and phone; pictures and video only to http(s) or this server
  // (relative addresses such as /uploads/...). No javascript:, vbscript: or data: anywhere.
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'], video: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'poster', 'cite'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Links open here or in a new tab (no named frames), and a new tab must not get a handle on
  // this page.
  transformTags: {
    a: (tagName, attribs) => {
      const out = { ...attribs };
      if (out.target === '_blank') out.rel = 'noopener noreferrer nofollow';
      else {
        delete out.target;
        delete out.rel;
      }
      return { tagName, attribs: out };
    },
  },
};

const require = createRequire(import.meta.url);
// Loaded by the first rich text saved, not at start: the parser weighs ~15 MB of an idle server.
let clean: typeof sanitize | undefined;

export function sanitiseHtml(html: string): string {
  clean ??= require('sanitize-html') as typeof sanitize;
  return clean(html, OPTIONS);
}
