// Bundles the server into dist/main.js. npm packages stay external (installed beside it); the
// workspace contract package is TypeScript source, so it is bundled in.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
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
