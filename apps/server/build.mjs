// Bundles the server into dist/main.js and its chunks. npm packages stay external (installed beside it); the
// workspace contract package is TypeScript source, so it is bundled in.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/main.ts'],
  outdir: 'dist',
  // The server in chunks of its own: the primary of several processes (WEB_CONCURRENCY) loads only
  // main.js, not the server and its packages it never runs.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'externalise-npm-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) => {
          if (args.path.startsWith('@wms/')) return undefined;
          return { path: args.path, external: true };
        });
      },
    },
  ],
});
