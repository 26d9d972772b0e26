// A self-contained build for a warehouse PC without the repository: one file with socket.io
// bundled in, run by Node 20 or later. `serialport` stays outside (a native addon): install it
// beside the file (`npm install serialport`) only where a serial scale is attached.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/device-agent.mjs',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: ['serialport', 'bufferutil', 'utf-8-validate'],
  banner: {
    js: "#!/usr/bin/env node\nimport { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
