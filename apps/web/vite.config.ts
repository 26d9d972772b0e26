import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';

/** The API server `npm run dev` of apps/server listens on. */
const api = process.env.WMS_API ?? 'http://127.0.0.1:8080';
const contractSrc = path.resolve(import.meta.dirname, '../../packages/contract/src');

export default defineConfig({
  plugins: [react(), precompress()],
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
    rolldownOptions: {
      treeshake: {
        // The contract is TypeScript source whose modules build zod schemas at load time. The web
        // app imports types, codes and message catalogs from it, never the schemas: declaring the
        // contract free of side effects lets unused schema modules (and zod) drop out of the bundle.
        moduleSideEffects: (id) => !id.startsWith(contractSrc),
      },
    },
  },
});
