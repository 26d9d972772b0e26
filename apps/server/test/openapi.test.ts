import SwaggerParser from '@apidevtools/swagger-parser';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOpenApi } from '../src/platform/openapi.js';
import { startTestServer, type TestServer } from './helpers/server.js';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

/** The document as clients read it: every module's calls, every schema reachable. */
const document = () => JSON.parse(JSON.stringify(buildOpenApi(s.modules, 'test'))) as Record<string, unknown>;

describe('the OpenAPI document', () => {
  it('is served as JSON and YAML, built on the first request (app.ts)', async () => {
    const json = await s.app.inject({ method: 'GET', url: '/openapi/docs/json' });
    expect(json.statusCode).toBe(200);
    expect(json.json()).toEqual(JSON.parse(JSON.stringify(buildOpenApi(s.modules, s.config.version))));
    const yaml = await s.app.inject({ method: 'GET', url: '/openapi/docs/yaml' });
    expect([yaml.statusCode, yaml.body.startsWith('openapi: 3.')]).toEqual([200, true]);
    expect(yaml.body).toContain('/openapi/Shelves/GetShelves:');
  });

  it('validates with a standard validator, every $ref resolving inside the document', async () => {
    const doc = document();
    expect(JSON.stringify(doc)).not.toMatch(/\$defs|#\/definitions\//);
    await expect(SwaggerParser.validate(document() as never)).resolves.toBeTruthy();
  });

  it('generates a typed client with the tree-shaped answers named', async () => {
    const types = astToString(await openapiTS(document() as never));
    expect(types).toContain('"/openapi/Menus/GetBackstageMenus"');
    expect(types).toContain('"/openapi/Currencies/GetCurrencies"');
    const components = Object.keys((document().components as { schemas: object }).schemas);
    const tree = components.find((name) => name.startsWith('Menus_GetBackstageMenus'));
    expect(tree, components.join(', ')).toBeDefined();
    expect(types).toContain(tree!);
  });

  it('says what each sortType of a paged list means', () => {
    const paths = document().paths as Record<
      string,
      {
        post: {
          requestBody: {
            content: Record<string, { schema: { properties: Record<string, { description?: string }> } }>;
          };
        };
      }
    >;
    const body = paths['/openapi/Currencies/GetCurrencies']!.post.requestBody.content['application/json']!.schema;
    expect(body.properties.sortType!.description).toBe('0 CreationTime, 1 Code, 2 ExchangeRate');
  });
});
