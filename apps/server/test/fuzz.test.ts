import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers/server.js';

/**
 * Every route in the OpenAPI document gets malformed bodies (wrong types, boundary numbers,
 * huge and unicode strings, nulls, nested junk, extra fields) as a signed-out visitor, a staff
 * super user and a customer: never a 5xx, always a well-formed envelope. Routes added later are
 * covered without editing this file.
 */
let s: TestServer;
let doc: { paths: Record<string, { post: any }> };
const tokens: Record<string, string> = {};

beforeAll(async () => {
  s = await startTestServer();
  const res = await s.app.inject({ method: 'GET', url: '/openapi/docs/json' });
  doc = res.json();
});
afterAll(() => s.close());

const huge = 'x'.repeat(200_000);
const junk: unknown[] = [
  null,
  [],
  'string',
  12,
  true,
  { a: { b: { c: { d: [1, { e: null }] } } } },
  Array.from({ length: 1000 }, (_, i) => i),
];
const wrongValues: unknown[] = [
  null,
  '',
  huge,
  '😀漢字\u0000\uFFFF',
  -1,
  0,
  2 ** 31,
  2 ** 53 + 1,
  1e308,
  -1e308,
  1.5,
  'NaN',
  '1e400',
  true,
  [],
  [null],
  {},
  { nested: { deeper: [1, 'a'] } },
  '2026-13-45T99:99:99Z',
];

function mutations(schema: any): unknown[] {
  const props: Record<string, any> = schema?.properties ?? {};
  const keys = Object.keys(props);
  const bodies: unknown[] = [...junk, {}, { unexpected: huge }];
  // Each field gets a rotating slice of the wrong values: every value is tried across the fields
  // of a route, at a fraction of the cost of the full product.
  keys.forEach((key, i) => {
    for (let j = 0; j < 6; j++) bodies.push({ [key]: wrongValues[(i * 6 + j) % wrongValues.length] });
  });
  // All fields wrong at once, and all fields huge.
  bodies.push(Object.fromEntries(keys.map((k) => [k, { $gt: '' }])));
  bodies.push(Object.fromEntries(keys.map((k) => [k, huge])));
  return bodies;
}

async function token(who: 'admin' | 'customer1'): Promise<string> {
  if (tokens[who]) {
    const me = await s.call('Account/GetUserInfoDetailedInfo', {}, { token: tokens[who] });
    if (me.Code === 0) return tokens[who]!;
  }
  tokens[who] = (await s.signIn(who)).AccessToken;
  return tokens[who]!;
}

/** Routes whose success is a file (a PDF, a workbook) rather than an envelope. */
const answersFile = (route: string) => !doc.paths[route]?.post?.responses?.['200']?.content?.['application/json'];

function expectEnvelope(route: string, body: unknown, r: { status: number; body: any }) {
  const where = `${route} with ${JSON.stringify(body)?.slice(0, 120)}`;
  expect(r.status, where).toBeLessThan(500);
  if (r.status === 200 && answersFile(route)) return;
  expect(typeof r.body?.Code, where).toBe('number');
  expect(typeof r.body?.Message, where).toBe('string');
}

describe('fuzzing every route', () => {
  it('never answers 5xx to malformed bodies', async () => {
    const routes = Object.keys(doc.paths);
    expect(routes.length).toBeGreaterThan(5);
    let cases = 0;
    for (const route of routes) {
      const op = doc.paths[route]!.post;
      if (!op) continue;
      const schema =
        op.requestBody?.content?.['application/json']?.schema ??
        op.requestBody?.content?.['multipart/form-data']?.schema;
      const path = route.replace('/openapi/', '');
      for (const who of [null, 'admin', 'customer1'] as const) {
        for (const body of mutations(schema)) {
          const t = who ? await token(who) : undefined;
          const r = await s.call(path, body === undefined ? {} : body, { token: t });
          expectEnvelope(route, body, r);
          cases++;
        }
      }
    }
    // Raw junk that is not JSON at all.
    for (const route of routes.slice(0, 20)) {
      const r = await s.app.inject({
        method: 'POST',
        url: route,
        headers: { 'content-type': 'application/json' },
        payload: '{"a":',
      });
      expectEnvelope(route, '{"a":', { status: r.statusCode, body: r.json() });
    }
    console.log(`fuzz: ${routes.length} routes, ${cases} cases`);
  }, 600_000);

  it('survives random JSON values on every route (property-based)', async () => {
    const routes = Object.keys(doc.paths).filter((r) => doc.paths[r]!.post);
    const t = await token('admin');
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...routes), fc.jsonValue({ maxDepth: 4 }), async (route, body) => {
        const r = await s.call(route.replace('/openapi/', ''), body as never, { token: t });
        expectEnvelope(route, body, r);
      }),
      { numRuns: 300 },
    );
  }, 300_000);
});
