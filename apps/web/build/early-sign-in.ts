import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { evaluatedModule } from './texts.ts';

const web = path.resolve(import.meta.dirname, '..');
/** The languages of src/i18n/locales.ts, by the catalog's language key. */
const LANGUAGES = { 'zh-CN': 'zh-cn', 'zh-TW': 'zh-tw', 'en-US': 'en-us' } as const;
/** The texts the early form shows, by their key in the `login` area (`appName` is `common`'s). */
const LOGIN_KEYS = [
  'tagline',
  'feature1',
  'feature2',
  'feature3',
  'customerSignIn',
  'staffSignIn',
  'modeCustomer',
  'modeStaff',
  'passwordTab',
  'smsTab',
  'username',
  'password',
  'agreementPrefix',
  'agreementLink',
  'signIn',
  'forgot',
  'register',
] as const;

/** The page as src/pages/login/LoginPage.tsx draws it, in plain HTML and the antd theme's default
 * sizes, so that the hand-over to it moves nothing. Every text is filled in by the script. */
export const MARKUP = `<div id="early" hidden>
      <div class="early-side">
        <h1 data-text="appName"></h1>
        <p class="early-tagline" data-text="tagline"></p>
        <p data-text="feature1"></p><p data-text="feature2"></p><p data-text="feature3"></p>
      </div>
      <div class="early-main">
        <div class="early-seg early-lang" role="radiogroup">
          <button type="button" role="radio" data-lang="zh-CN">简</button><button type="button" role="radio" data-lang="zh-TW">繁</button><button type="button" role="radio" data-lang="en-US">EN</button>
        </div>
        <h1 class="early-narrow-title" data-text="appName"></h1>
        <form class="early-card" name="password-login" novalidate>
          <div class="early-seg" role="radiogroup">
            <button type="button" role="radio" data-mode-value="userLogin" data-testid="mode-customer" data-text="modeCustomer"></button><button type="button" role="radio" data-mode-value="backUserLogin" data-testid="mode-staff" data-text="modeStaff"></button>
          </div>
          <h2 data-testid="sign-in-title"></h2>
          <div class="early-seg early-tabs" role="radiogroup">
            <button type="button" role="radio" aria-checked="true" data-text="passwordTab"></button><button type="button" role="radio" aria-checked="false" data-testid="tab-sms" data-later="sms" data-text="smsTab"></button>
          </div>
          <input class="early-input" name="username" autocomplete="username" data-testid="username" data-placeholder="username" />
          <input class="early-input" name="password" type="password" autocomplete="current-password" data-testid="password" data-placeholder="password" />
          <div class="early-agreement">
            <label><input type="checkbox" name="agreement" data-testid="agreement" /><span data-text="agreementPrefix"></span></label>
            <a href="#" data-later="agreement" data-text="agreementLink"></a>
          </div>
          <button type="submit" class="early-submit" data-testid="sign-in" data-text="signIn"></button>
          <div class="early-links">
            <a href="/index?activeIndex=retrieve" data-text="forgot"></a><a href="/index?activeIndex=register" data-testid="go-register" data-text="register"></a>
          </div>
        </form>
      </div>
    </div>`;

/** The early form's script as the page carries it: a function expression, comments left out. */
export function earlyScript(): string {
  return fs
    .readFileSync(path.join(web, 'build/early-sign-in.client.js'), 'utf8')
    .replace(/^\s*\/\/.*$/gm, '')
    .trim()
    .replace(/;$/, '');
}

/** antd's default theme values (colorPrimary aside, which the visitor's settings may change). */
const STYLE = `#early { --early-primary: #1890ff; position: fixed; inset: 0; z-index: 1000; display: flex; background: #f5f5f5; color: rgba(0,0,0,.88); font-size: 14px; overflow: auto; }
      #early[hidden] { display: none; }
      #early button { font: inherit; cursor: pointer; }
      .early-side { flex: 1; min-width: 0; display: flex; flex-direction: column; justify-content: center; padding: 48px 64px; color: #fff; background: linear-gradient(135deg, var(--early-primary) 0%, #001529 100%); }
      .early-side h1 { font-size: 30px; font-weight: 600; margin: 0; }
      .early-side p { color: rgba(255,255,255,.85); font-size: 15px; margin: 14px 0 0; }
      .early-side p[data-text^="feature"]::before { content: "✓"; display: inline-block; width: 15px; height: 15px; line-height: 15px; margin-right: 10px; border-radius: 50%; background: rgba(255,255,255,.85); color: #0b3a6b; font-size: 10px; text-align: center; vertical-align: 1px; }
      .early-side .early-tagline { font-size: 18px; margin: 24px 0 16px; }
      .early-main { width: 480px; box-sizing: border-box; display: flex; flex-direction: column; justify-content: center; padding: 32px 48px; position: relative; }
      .early-narrow-title { display: none; text-align: center; font-size: 22px; font-weight: 600; margin: 0 0 16px; }
      .early-lang { position: absolute; top: 16px; right: 16px; }
      .early-card { background: #fff; border-radius: 8px; padding: 24px; box-shadow: 0 1px 2px 0 rgba(0,0,0,.03), 0 1px 6px -1px rgba(0,0,0,.02), 0 2px 4px 0 rgba(0,0,0,.02); }
      .early-seg { display: flex; padding: 2px; gap: 2px; border-radius: 6px; background: #f5f5f5; }
      .early-lang, .early-tabs { display: inline-flex; }
      .early-seg button { flex: 1; border: 0; padding: 0 11px; height: 28px; border-radius: 4px; background: transparent; color: rgba(0,0,0,.65); }
      #early .early-lang button { padding: 0 7px; height: 24px; font-size: 12px; }
      .early-lang button, .early-tabs button { flex: none; }
      .early-seg button[aria-checked="true"] { background: #fff; color: rgba(0,0,0,.88); box-shadow: 0 1px 2px 0 rgba(0,0,0,.03), 0 1px 6px -1px rgba(0,0,0,.02), 0 2px 4px 0 rgba(0,0,0,.02); }
      .early-card h2 { font-size: 20px; font-weight: 600; margin: 16px 0; }
      .early-tabs { margin-bottom: 20px; }
      .early-input { display: block; width: 100%; box-sizing: border-box; height: 40px; padding: 0 11px 0 33px; margin-bottom: 20px; border: 1px solid #d9d9d9; border-radius: 8px; font: inherit; font-size: 16px; outline: 0; }
      .early-input:focus { border-color: var(--early-primary); box-shadow: 0 0 0 2px rgba(5,145,255,.1); }
      .early-agreement { margin-bottom: 16px; }
      .early-agreement label { display: inline-flex; align-items: center; gap: 8px; cursor: pointer; }
      .early-agreement input { width: 16px; height: 16px; margin: 0; accent-color: var(--early-primary); }
      #early a { color: var(--early-primary); text-decoration: none; margin-left: 4px; }
      .early-submit { display: block; width: 100%; height: 40px; border: 0; border-radius: 8px; background: var(--early-primary); color: #fff; font-size: 16px !important; }
      .early-busy { opacity: .65; }
      .early-links { display: flex; justify-content: space-between; margin-top: 12px; }
      .early-links a { margin-left: 0 !important; }
      @media (max-width: 767.98px) {
        .early-side { display: none; }
        .early-main { width: 100%; padding: 16px; }
        .early-narrow-title { display: block; }
      }`;

/** How long after the early form's first frame the console starts by itself, when the visitor
 * has not touched the form before (a touch, a key, a focus or a submit starts it at once). */
export const BOOT_AFTER_MS = 300;

/**
 * Starts the console's entry script: at once on any page but the early sign-in form; with the form
 * showing, on the visitor's first touch, key, focus or submit, else BOOT_AFTER_MS after its first
 * frame. The entry's chunks (the head's `modulepreload` links, moved here) are fetched at once
 * too, or with the form showing, once its first frame is drawn. The console's ~530 KiB evaluate
 * in ~250 ms, holding the page: started as the parse ends, they held the form too (ready to type
 * at 266 ms against a plain form's 144, bench/web.mjs), and fetched during the parse, their
 * requests and answers held its first frame; started after it, the form takes input from its
 * first paint, and what is typed meanwhile waits at most that long, then is the page's
 * (src/session/early-sign-in.ts, which also keeps a press under way whole).
 */
const BOOT = `function (src, preload, shown) {
  var started = false, events = ['pointerdown', 'keydown', 'focusin', 'touchstart', 'submit'];
  var fetch = function () {
    preload.forEach(function (href) {
      var l = document.createElement('link');
      l.rel = 'modulepreload';
      l.crossOrigin = '';
      l.href = href;
      document.head.appendChild(l);
    });
  };
  var go = function () {
    if (started) return;
    started = true;
    events.forEach(function (e) { document.removeEventListener(e, go, true); });
    var s = document.createElement('script');
    s.type = 'module';
    s.crossOrigin = '';
    s.src = src;
    document.head.appendChild(s);
  };
  if (!shown) {
    fetch();
    return go();
  }
  events.forEach(function (e) { document.addEventListener(e, go, true); });
  requestAnimationFrame(function () {
    setTimeout(fetch, 0);
    setTimeout(go, ${BOOT_AFTER_MS});
  });
}`;

/**
 * A first visit's sign-in form in the built index.html itself (docs/architecture.md, "The sign-in
 * page's first load"): the page is ready to type once the HTML has parsed, not after the console's
 * ~500 KiB of script have run (bench/web.mjs). A small inline script shows it when the sign-in page
 * is the one opening and fills its texts in the visitor's language; the real page takes over what
 * was typed, chosen or submitted (src/session/early-sign-in.ts). Builds only: in development the
 * page draws without it.
 */
export function earlySignIn(): Plugin {
  return {
    name: 'wms-early-sign-in',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(page) {
        let html = page;
        const { textsOf, openPaths } = await evaluatedModule();
        const texts = Object.fromEntries(
          Object.entries(LANGUAGES).map(([locale, lang]) => {
            const res = textsOf(lang, 'public') as Record<string, Record<string, string>>;
            const login = res.login ?? {};
            const picked: Record<string, string> = { appName: res.common?.appName ?? '' };
            for (const k of LOGIN_KEYS) {
              if (!login[k]) throw new Error(`early sign-in: the login text ${k} is missing in ${lang}`);
              picked[k] = login[k];
            }
            return [locale, picked];
          }),
        );
        // The console's entry leaves the head: it is fetched and started by BOOT
        // below, with its chunks' preloads, at once unless the early form is showing.
        const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
        if (!entry) throw new Error('early sign-in: index.html has no entry <script type="module" crossorigin src>');
        html = html.replace(entry[0], '');
        const preload = [entry[1]];
        html = html.replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_, href: string) => {
          preload.push(href);
          return '';
        });
        const publicPages = openPaths.filter((p) => p !== '/index').concat(['/404', '/401']);
        const source = earlyScript();
        const args = [texts, publicPages.map((p) => p.toLowerCase())].map((a) => JSON.stringify(a)).join(',');
        const root = /<div id="root">[\s\S]*?<\/div><\/div>/;
        if (!root.test(html))
          throw new Error('early sign-in: index.html has no <div id="root"><div id="boot">…</div></div>');
        return html
          .replace('</head>', `  <style>\n      ${STYLE}\n    </style>\n  </head>`)
          .replace(
            root,
            (m) =>
              `${m}\n    ${MARKUP}\n    <script>(${BOOT})(${JSON.stringify(entry[1])},${JSON.stringify(preload)},(${source})(${args}))</script>`,
          );
      },
    },
  };
}
