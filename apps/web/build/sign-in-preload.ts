import type { Plugin } from 'vite';

/** The chunks the sign-in page waits for beyond the entry's, by the module that starts them. */
const SIGN_IN = '/src/pages/login/LoginPage.tsx';
/** Per language (a `Locale` of src/i18n/locales.ts): its public texts and antd's locale pack. */
const LANGUAGE: Record<string, string[]> = {
  'zh-CN': ['/src/i18n/texts/zh-cn.ts', '/antd/es/locale/zh_CN.js'],
  'zh-TW': ['/src/i18n/texts/zh-tw.ts', '/antd/es/locale/zh_TW.js'],
  'en-US': ['/src/i18n/texts/en-us.ts', '/antd/es/locale/en_US.js'],
};

interface Chunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
}

/**
 * A first visit's sign-in page downloads its chunk and its language's texts while the entry's
 * chunks download, not after the entry has run (which is when `startSignIn` asks for them): ~40 ms
 * sooner ready to type on this machine. The built index.html gets a few lines that add
 * `modulepreload` links for them when no session is stored (a signed-in reload needs none of
 * them) and for the visitor's language: the stored one, else the browser's, as
 * `detectLocale` (src/i18n/locales.ts) chooses it. Added once the page's first frame is drawn, as
 * the entry's own are (BOOT in build/early-sign-in.ts): started during the parse, their requests
 * and answers held the early form's first frame (ready to type ~260 against ~210 ms, bench/web.mjs).
 */
export function signInPreload(): Plugin {
  let base = '/';
  return {
    name: 'wms-sign-in-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).filter((c): c is Chunk & typeof c => c.type === 'chunk');
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        /** A chunk and everything it imports statically, by file name. */
        const closure = (file: string, into = new Set<string>()) => {
          if (into.has(file)) return into;
          into.add(file);
          for (const f of byFile.get(file)?.imports ?? []) closure(f, into);
          return into;
        };
        const entry = chunks.find((c) => c.isEntry);
        if (!entry) return html;
        const loaded = closure(entry.fileName);
        const startedBy = (suffix: string) => {
          const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(suffix));
          // Missing: the module was renamed; nothing is preloaded for it (the budget test notices
          // the page getting slower, not wrong).
          return chunk ? [...closure(chunk.fileName)].filter((f) => !loaded.has(f)) : [];
        };
        const signIn = startedBy(SIGN_IN);
        const languages = Object.fromEntries(
          Object.entries(LANGUAGE).map(([locale, modules]) => [locale, modules.flatMap(startedBy)]),
        );
        const script = `(function(B,P,L){try{var s=localStorage;if(s.getItem('Admin-Token'))return;var l=s.getItem('language'),n=navigator.languages||[],i,v;if(!L[l]){l='zh-CN';for(i=0;i<n.length;i++){v=n[i].toLowerCase();if(/^zh-(tw|hk|mo)|^zh-hant/.test(v)){l='zh-TW';break}if(v.indexOf('zh')===0){l='zh-CN';break}if(v.indexOf('en')===0){l='en-US';break}}}requestAnimationFrame(function(){setTimeout(function(){P.concat(L[l]).forEach(function(f){var e=document.createElement('link');e.rel='modulepreload';e.href=B+f;document.head.appendChild(e)})},0)})}catch(e){}})`;
        const args = [base, signIn, languages].map((a) => JSON.stringify(a)).join(',');
        return html.replace('</head>', `  <script>${script}(${args})</script>\n  </head>`);
      },
    },
  };
}
