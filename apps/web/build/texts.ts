import path from 'node:path';
import type { Lang } from '@wms/contract';
import { type Plugin, runnerImport } from 'vite';

const web = path.resolve(import.meta.dirname, '..');
/** `texts/<lang>.ts` and `texts/<lang>.console.ts`: one language's texts, the public and the
 * console's part, loaded on demand (src/i18n/index.ts). */
const LANGUAGE_MODULE = /[\\/]src[\\/]i18n[\\/]texts[\\/](zh-cn|zh-tw|en-us)(\.console)?\.ts$/;

type TextsModule = typeof import('../src/i18n/texts');
interface Evaluated {
  textsOf: TextsModule['textsOf'];
  openPaths: readonly string[];
}

let evaluated: Promise<Evaluated> | null = null;
const load = <T>(file: string) =>
  runnerImport<T>(path.join(web, file), { configFile: false, root: web, logLevel: 'error' }).then((r) => r.module);

/** The three-language texts and the pages that open without a session, evaluated from the
 * source once per build (the early sign-in form of build/early-sign-in.ts reads them too). */
export function evaluatedModule(): Promise<Evaluated> {
  evaluated ??= Promise.all([
    load<TextsModule>('src/i18n/texts/index.ts'),
    load<typeof import('../src/router/fixed')>('src/router/fixed.ts'),
  ]).then(([texts, fixed]) => ({ textsOf: texts.textsOf, openPaths: fixed.OPEN_PATHS }));
  return evaluated;
}

/**
 * Replaces each language module of the console's texts with that language's strings, as JSON,
 * evaluated from the three-language sets at build time (`textsOf`, what the module exports).
 * Written as source, `texts/en-us.ts` calls `textsOf('en-us', 'public')` and so imports every
 * area with all three languages: bundled as is, each language's chunk would carry the other two
 * and the other part as well. Dev and tests run the modules as written.
 */
export function languageTexts(): Plugin {
  return {
    name: 'wms-language-texts',
    apply: 'build',
    buildStart() {
      // Evaluated once per build, afresh in each (a watch build sees edited texts).
      evaluated = null;
    },
    load: {
      filter: { id: LANGUAGE_MODULE },
      async handler(id) {
        const [, lang, consolePart] = LANGUAGE_MODULE.exec(id)!;
        const { textsOf } = await evaluatedModule();
        // A JSON string parses faster than the same object literal (V8's JSON.parse fast path).
        return `export default JSON.parse(${JSON.stringify(JSON.stringify(textsOf(lang as Lang, consolePart ? 'console' : 'public')))});`;
      },
    },
  };
}
