import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { WEB_DIST } from './dist';

/**
 * The sign-in page's first download stays small (issue 16: at most 170 KiB of JavaScript on the
 * wire for a first visit to /index). Counted from the build's manifest: what the page loads
 * before the form is ready to type. That is the entry chunk with its static imports, and what
 * start-up asks for before the first draw (main.tsx): the sign-in page's chunk and the
 * language's texts and locale packs, each with their static imports. `node bench/web.mjs`
 * measures the same in a browser, with the time to ready.
 */
const BUDGET_KIB = 170;
/** And in few files: a browser fetches six at a time from a server without HTTP/2, so every six
 * more files are one more round of waiting (33 of them queued for up to half a second on a busy
 * machine). The entry's static imports are one chunk (vite.config.ts, `codeSplitting`). */
const MAX_FILES = 12;

interface Chunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
const manifest = JSON.parse(fs.readFileSync(path.join(WEB_DIST, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  Chunk
>;

/** The manifest key of a module (keys are paths relative to apps/web). */
const keyOf = (module: string) => Object.keys(manifest).find((k) => k.endsWith(module));

function withStaticImports(keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const k of manifest[key]!.imports ?? []) visit(k);
  };
  for (const k of keys) visit(k);
  return seen;
}

/** Bytes on the wire, as the server sends them: the brotli copy the build wrote beside a file
 * (from 1 KiB up, build/precompress.ts), else the file itself. */
function wireBytes(file: string): number {
  const f = path.join(WEB_DIST, file);
  return fs.statSync(fs.existsSync(`${f}.br`) ? `${f}.br` : f).size;
}

const chunkText = (key: string) => fs.readFileSync(path.join(WEB_DIST, manifest[key]!.file), 'utf8');

/** Per language: its public texts and antd's locale pack (English has antd's built in). dayjs
 * and its locale load with the session. */
const LANGUAGES: Record<string, string[]> = {
  'zh-CN': ['src/i18n/texts/zh-cn.ts', 'antd/es/locale/zh_CN.js'],
  'zh-TW': ['src/i18n/texts/zh-tw.ts', 'antd/es/locale/zh_TW.js'],
  'en-US': ['src/i18n/texts/en-us.ts'],
};

function signInChunks(language: string): Set<string> {
  const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
  const started = ['src/pages/login/LoginPage.tsx', ...LANGUAGES[language]!].map((m) => {
    const key = keyOf(m);
    expect(key, `${m} is a chunk of its own`).toBeDefined();
    return key!;
  });
  return withStaticImports([entry, ...started]);
}

describe('the sign-in page', () => {
  it.each(Object.keys(LANGUAGES))(
    `downloads at most ${BUDGET_KIB} KiB of JavaScript before it is ready (%s)`,
    (language) => {
      const chunks = [...signInChunks(language)];
      const kib = chunks.reduce((sum, k) => sum + wireBytes(manifest[k]!.file), 0) / 1024;
      expect(kib, `${language}: ${chunks.length} chunks, ${kib.toFixed(1)} KiB`).toBeLessThanOrEqual(BUDGET_KIB);
    },
  );

  it.each(Object.keys(LANGUAGES))(`loads it in at most ${MAX_FILES} files (%s)`, (language) => {
    const files = new Set([...signInChunks(language)].map((k) => manifest[k]!.file));
    expect(files.size, [...files].join(', ')).toBeLessThanOrEqual(MAX_FILES);
  });

  it('loads none of the console before sign-in: no screen registry, layout, dayjs, Collapse or colour picker', () => {
    const chunks = signInChunks('zh-CN');
    for (const shell of ['src/router/registry.ts', 'src/layout/Layout.tsx', 'src/i18n/texts/zh-cn.console.ts']) {
      const key = keyOf(shell);
      expect(key, shell).toBeDefined();
      expect(chunks.has(key!), shell).toBe(false);
    }
    expect(
      [...chunks].some((k) => /dayjs/.test(manifest[k]!.file)),
      'dayjs',
    ).toBe(false);
    // antd's components ask for their class prefix by name: getPrefixCls("collapse").
    for (const key of chunks)
      expect(chunkText(key), manifest[key]!.file).not.toMatch(/["'`](collapse|color-picker)["'`]/);
  });

  it('carries one language in a language chunk', () => {
    const text = chunkText(keyOf('src/i18n/texts/en-us.ts')!);
    expect(text).toContain('Logistics console');
    expect(text).not.toContain('物流仓储控制台');
  });
});
