import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { antdIsBright } from './build/antd-is-bright.ts';
import { earlySignIn } from './build/early-sign-in.ts';
import { precompress } from './build/precompress.ts';
import { signInPreload } from './build/sign-in-preload.ts';
import { languageTexts } from './build/texts.ts';

/** The API server `npm run dev` of apps/server listens on. */
const api = process.env.WMS_API ?? 'http://127.0.0.1:8080';
const contractSrc = path.resolve(import.meta.dirname, '../../packages/contract/src');
/** Packages that declare no `sideEffects` but have none: see moduleSideEffects below. */
const sideEffectFree = /[\\/]node_modules[\\/]@rc-component[\\/]color-picker[\\/]/;

export default defineConfig({
  plugins: [react(), languageTexts(), antdIsBright(), signInPreload(), earlySignIn(), precompress()],
  server: {
    proxy: {
      // The push hub first: it needs the WebSocket upgrade, the rest is plain HTTP.
      '/openapi/hubs': { target: api, ws: true, changeOrigin: true },
      '/openapi': { target: api, changeOrigin: true },
      '/uploads': { target: api, changeOrigin: true },
      '/version.json': { target: api, changeOrigin: true },
    },
  },
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 1200,
    // dist/.vite/manifest.json: which chunks import which, for the sign-in page's size budget
    // (e2e/sign-in-budget.test.ts).
    manifest: true,
    rolldownOptions: {
      treeshake: {
        // The contract is TypeScript source whose modules build zod schemas at load time. The web
        // app imports types, codes and message catalogs from it, never the schemas: declaring the
        // contract free of side effects lets unused schema modules (and zod) drop out of the bundle.
        // The same holds for @rc-component/color-picker, which declares nothing: antd's colour
        // class imports its index for the colour class alone, and the picker's components came
        // along into every page with a Button (the sign-in page too).
        // Every other module keeps what its package declares (`undefined`): answering `true` for
        // them would override antd's `sideEffects`, and Button's style alone would then pull
        // the colour picker and Collapse into the sign-in page.
        moduleSideEffects: (id) => (id.startsWith(contractSrc) || sideEffectFree.test(id) ? false : undefined),
      },
      output: {
        // What the entry imports statically (all of it runs before the first page draws) in one
        // chunk: a browser fetches six files at a time from a server without HTTP/2, and the
        // sign-in page's 33 files queued for up to half a second on a busy machine; 11 now, and
        // the bigger chunk compresses better (bench/web.mjs). The console loads it all anyway.
        codeSplitting: { groups: [{ name: 'boot', tags: ['$initial'] }] },
      },
    },
  },
});
