import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers/server.js';

// The built console as the server sends it: the build's brotli and gzip copies to browsers that
// take them, hashed assets cached for good, the page itself revalidated (apps/web/build/precompress.ts).

const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
const page =
  '<!doctype html><html><body><div id="root"></div><script src="/assets/app-Ab12.js"></script></body></html>';
let s: TestServer;
let dist: string;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'wms-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  const write = (name: string, text: string) => {
    fs.writeFileSync(path.join(dist, name), text);
    fs.writeFileSync(path.join(dist, `${name}.br`), zlib.brotliCompressSync(text));
    fs.writeFileSync(path.join(dist, `${name}.gz`), zlib.gzipSync(text));
  };
  write('assets/app-Ab12.js', script);
  write('index.html', page);
  s = await startTestServer({ config: { webDist: dist } });
});
afterAll(async () => {
  await s.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, encoding?: string) =>
  s.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('the built console', () => {
  it('sends the brotli copy to a browser that takes it, gzip to one that takes only gzip, else plain', async () => {
    const br = await get('/assets/app-Ab12.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    expect(br.rawPayload.length).toBeLessThan(script.length / 10);

    const gz = await get('/assets/app-Ab12.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await get('/assets/app-Ab12.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('caches hashed assets for good and revalidates the page, also where a console route falls back to it', async () => {
    expect((await get('/assets/app-Ab12.js', 'br')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    for (const url of ['/', '/index.html', '/warehouse/ShelvesIndex']) {
      const r = await get(url, 'br');
      expect(r.statusCode, url).toBe(200);
      expect(r.headers['cache-control'], url).toBe('no-cache');
      expect(zlib.brotliDecompressSync(r.rawPayload).toString(), url).toBe(page);
    }
  });

  it('answers 404 for a file it does not have, never the page the browser would take for it', async () => {
    for (const url of ['/favicon.ico', '/robots.txt', '/assets/app-Old1.js', '/assets/app-Old1.js?v=2']) {
      const r = await get(url);
      expect(r.statusCode, url).toBe(404);
      expect(r.body, url).not.toContain('<div id="root">');
    }
    // A console route is still the page, whatever its query holds.
    expect((await get('/warehouse/ShelvesIndex?q={"Weight":"1.5"}')).body).toBe(page);
  });
});
