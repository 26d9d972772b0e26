import { describe, expect, it } from 'vitest';
import { sanitiseHtml } from '../src/modules/system/site/sanitise.js';

// The rich-text sanitiser on its own: the usual XSS vectors come out harmless, and what the
// console's editor writes comes out as it went in.

/** Anything that could run script or load something a visitor did not ask for. */
const DANGER =
  /<\/?(?:script|iframe|svg|math|object|embed|form|input|base|meta|link|style|frame|frameset)\b|\son[a-z]+\s*=|javascript:|vbscript:|data:|expression\s*\(|url\s*\(|srcset|@import/i;

const VECTORS: [string, string][] = [
  ['script element', '<p>a<script>alert(1)</script>b</p>'],
  ['script in mixed case with attributes', '<ScRiPt type="text/javascript" src="https://evil.example/x.js"></sCrIpT>'],
  ['script split to survive one pass', '<scr<script>x</script>ipt>alert(2)</script>'],
  ['unclosed script', '<p>x</p><script>alert(1)'],
  ['event handler', '<p onclick="steal()">a</p><img src="/a.png" onerror=alert(1)>'],
  ['event handler without quotes or space', '<img/src="x"/onerror=alert(1)>'],
  ['javascript: link', '<a href="javascript:alert(1)">a</a>'],
  ['javascript: mixed case', '<a href="JaVaScRiPt:alert(1)">a</a>'],
  ['javascript: with leading space and tab', '<a href=" java\tscript:alert(1)">a</a>'],
  ['javascript: entity-encoded (hex)', '<a href="jav&#x61;script:alert(1)">a</a>'],
  [
    'javascript: entity-encoded (decimal, no semicolons)',
    '<a href="&#106&#97&#118&#97&#115&#99&#114&#105&#112&#116&#58alert(1)">a</a>',
  ],
  ['javascript: named entities', '<a href="javascript&colon;alert(1)">a</a>'],
  ['vbscript: link', '<a href="vbscript:msgbox(1)">a</a>'],
  ['data: link', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">a</a>'],
  ['data: image', '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">'],
  [
    'javascript: image and video addresses',
    '<img src="javascript:alert(1)"><video src="javascript:alert(2)" poster="javascript:alert(3)"></video>',
  ],
  ['srcset', '<img src="/a.png" srcset="javascript:alert(1) 2x">'],
  ['protocol-relative address', '<a href="//evil.example/">a</a>'],
  ['SVG with script and onload', '<svg onload="alert(1)"><script>alert(1)</script><circle r="1"/></svg>'],
  ['SVG foreignObject', '<svg><foreignObject><img src=x onerror=alert(1)></foreignObject></svg>'],
  ['iframe', '<iframe src="https://evil.example" srcdoc="<script>alert(1)</script>"></iframe>'],
  ['object and embed', '<object data="x.swf"></object><embed src="x.swf">'],
  ['form and autofocus input', '<form action="https://evil.example"><input onfocus=alert(1) autofocus></form>'],
  [
    'base and meta refresh',
    '<base href="https://evil.example/"><meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  ],
  [
    'style element',
    '<style>@import "https://evil.example/x.css"; body{background:url(javascript:alert(1))}</style><p>t</p>',
  ],
  [
    'style attribute expression and url',
    '<p style="width:expression(alert(1));background:url(javascript:alert(1))">s</p>',
  ],
  ['style attribute position overlay', '<p style="position:fixed;top:0;left:0;width:100%;height:100%">s</p>'],
  ['malformed attribute quotes', '<img src="/a.png"" onerror="alert(1)">'],
  ['unclosed tag', '<p>unclosed <b>bold <img src=x onerror=alert(1)'],
  ['tag broken by a newline', '<img\nsrc=x\nonerror=alert(1)>'],
  ['nested comments', '<!-- <!-- nested --> <script>alert(1)</script> -->x'],
  ['conditional comment', '<!--[if IE]><script>alert(1)</script><![endif]-->'],
  ['CDATA', '<![CDATA[<script>alert(1)</script>]]>'],
  ['mXSS through math and style', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>'],
  ['noscript', '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>'],
  ['textarea', '<textarea><script>alert(1)</script></textarea>'],
  ['link target without rel', '<a href="https://example.com" target="_blank">a</a>'],
];

describe('sanitiseHtml', () => {
  for (const [name, html] of VECTORS) {
    it(`makes harmless: ${name}`, () => {
      const clean = sanitiseHtml(html);
      expect(clean).not.toMatch(DANGER);
      // Cleaning is stable: what comes out is already clean.
      expect(sanitiseHtml(clean)).toBe(clean);
    });
  }

  it('keeps the text around what it removes', () => {
    expect(sanitiseHtml('<p onclick="x()">Hi<script>alert(1)</script> there</p>')).toBe('<p>Hi there</p>');
    expect(sanitiseHtml('<div><p>kept</p></div><custom-tag>text</custom-tag>')).toBe('<p>kept</p>text');
    expect(sanitiseHtml('<a href="javascript:alert(1)">name</a>')).toBe('<a>name</a>');
    expect(sanitiseHtml('<p>1 < 2 & 3 > 2</p>')).toBe('<p>1 &lt; 2 &amp; 3 &gt; 2</p>');
  });

  it('gives a link that opens a new tab rel=noopener', () => {
    expect(sanitiseHtml('<a href="https://example.com" target="_blank">a</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">a</a>',
    );
    expect(sanitiseHtml('<a href="https://example.com" target="_top">a</a>')).toBe(
      '<a href="https://example.com">a</a>',
    );
  });

  it('keeps what the editor writes: headings, marks, lists, quotes, code, links, images, video', () => {
    const editor =
      '<h1>Title</h1><h2>Sub</h2><h3>Small</h3>' +
      '<p><strong>b</strong><em>i</em><u>u</u><s>s</s><code>c</code><br />next</p>' +
      '<ul><li><p>one</p></li></ul><ol start="3"><li><p>three</p></li></ol>' +
      '<blockquote><p>quote</p></blockquote><pre><code class="language-ts">const a = 1;</code></pre><hr />' +
      '<p><a target="_blank" rel="noopener noreferrer nofollow" href="https://example.com/a?b=1&amp;c=2">link</a>' +
      '<a href="mailto:us@example.com">mail</a><a href="tel:+8613800000000">call</a><a href="/about">here</a></p>' +
      '<img src="/uploads/2026/01/0123456789abcdef0123456789abcdef.png" alt="box.png" />' +
      '<img src="https://cdn.example.com/x.png" alt="" title="t" />' +
      '<video controls="true" style="max-width:100%" src="/uploads/2026/01/0123456789abcdef0123456789abcdef.mp4"></video>';
    expect(sanitiseHtml(editor)).toBe(editor);
  });

  it('keeps tables, text alignment and colours, and only those styles', () => {
    const table =
      '<table><tbody><tr><th colspan="1" rowspan="1"><p>h</p></th></tr>' +
      '<tr><td colspan="2" rowspan="1"><p style="text-align:center">d</p></td></tr></tbody></table>';
    expect(sanitiseHtml(table)).toBe(table);
    expect(sanitiseHtml('<p style="text-align:right;color:#ff0000;background-color:rgb(1, 2, 3)">c</p>')).toBe(
      '<p style="text-align:right;color:#ff0000;background-color:rgb(1, 2, 3)">c</p>',
    );
    expect(sanitiseHtml('<span style="color:red;font-size:900px;position:absolute">c</span>')).toBe(
      '<span style="color:red">c</span>',
    );
    expect(sanitiseHtml('<p class="lead" id="x" data-x="1">c</p>')).toBe('<p>c</p>');
  });
});
