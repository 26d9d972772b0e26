import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

/** What is worth compressing: text the browser fetches, from 1 KiB up (below, the headers weigh more). */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map)$/;
const MIN_BYTES = 1024;

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every built text file, once at build
 * time at the highest levels, so the server sends them as they are (`preCompressed` of the static
 * handler) instead of compressing on every request or not at all.
 */
export function precompress(): Plugin {
  return {
    name: 'wms-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir!;
      await Promise.all(
        Object.keys(bundle)
          .filter((name) => COMPRESSIBLE.test(name))
          .map(async (name) => {
            const file = path.join(dir, name);
            const data = await fs.readFile(file);
            if (data.length < MIN_BYTES) return;
            const [br, gz] = await Promise.all([
              new Promise<Buffer>((ok, fail) =>
                zlib.brotliCompress(
                  data,
                  {
                    params: {
                      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
                    },
                  },
                  (e, r) => (e ? fail(e) : ok(r)),
                ),
              ),
              new Promise<Buffer>((ok, fail) => zlib.gzip(data, { level: 9 }, (e, r) => (e ? fail(e) : ok(r)))),
            ]);
            await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
          }),
      );
    },
  };
}
