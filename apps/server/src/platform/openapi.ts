import { Code } from '@wms/contract';
import { z } from 'zod';
import { API_BASE } from './http/index.js';
import { type ModuleDef, permissionCode } from './route.js';

type Json = Record<string, unknown>;
const LOCAL_DEF = /^#\/(\$defs|definitions)\//;

/**
 * The JSON schemas of one document. zod writes a recursive schema (a menu or category tree) with
 * its own `$defs` and `$ref: '#/$defs/...'`, a place an OpenAPI document does not have: those
 * definitions move to `components/schemas`, named by their `.meta({ id })` or after the call, and
 * every reference is rewritten to point there, so validators and client generators resolve them.
 */
class Schemas {
  readonly components: Record<string, Json> = {};

  of(s: z.ZodType, owner: string): Json {
    let json: Json;
    try {
      json = z.toJSONSchema(s, { target: 'openapi-3.0', io: 'input', unrepresentable: 'any', cycles: 'ref' }) as Json;
    } catch {
      return { type: 'object' };
    }
    // zod names the place `$defs` (or `definitions`, for OpenAPI 3.0).
    const defs = (json.$defs ?? json.definitions ?? {}) as Record<string, Json>;
    delete json.$defs;
    delete json.definitions;
    delete json.$schema;
    const names = new Map<string, string>();
    for (const [name, def] of Object.entries(defs))
      names.set(name, this.place(/^__schema\d+$/.test(name) ? `${owner}_${name.slice(2)}` : name, def));
    const rewrite = (v: unknown): unknown => {
      if (Array.isArray(v)) return v.map(rewrite);
      if (v === null || typeof v !== 'object') return v;
      const out: Json = {};
      for (const [k, x] of Object.entries(v as Json)) {
        out[k] =
          k === '$ref' && typeof x === 'string' && LOCAL_DEF.test(x)
            ? `#/components/schemas/${names.get(x.replace(LOCAL_DEF, ''))}`
            : rewrite(x);
      }
      return out;
    };
    for (const [name, placed] of names) this.components[placed] = rewrite(defs[name]) as Json;
    return rewrite(json) as Json;
  }

  /** A free component name: the same definition twice shares one. */
  private place(name: string, def: Json): string {
    const safe = name.replace(/[^A-Za-z0-9_.-]/g, '_');
    for (let i = 1; ; i++) {
      const candidate = i === 1 ? safe : `${safe}${i}`;
      const taken = this.components[candidate];
      if (!taken || JSON.stringify(taken) === JSON.stringify(def)) return candidate;
    }
  }
}

const envelope = (data: Record<string, unknown>, pagedList: boolean) => ({
  type: 'object',
  required: ['Code', 'Message', 'Data'],
  properties: {
    Code: { type: 'integer', enum: Object.values(Code), description: '0 success; see x-envelope-codes' },
    Message: { type: 'string' },
    Data: data,
    ...(pagedList ? { Total: { type: 'integer' } } : {}),
    Warnings: {
      type: 'array',
      items: { type: 'string' },
      description: 'Code 0 only, when there is something to know although the call succeeded',
    },
  },
});

/** The OpenAPI 3 document, generated from the same route declarations and contract schemas
 * that validate requests; access, scope and permission code travel as extensions so that
 * generic suites can read them. */
export function buildOpenApi(modules: ModuleDef[], version: string) {
  const paths: Record<string, unknown> = {};
  const schemas = new Schemas();
  for (const mod of modules) {
    for (const def of mod.routes) {
      const code = permissionCode(mod.controller, def);
      const owner = `${mod.controller}_${def.action}`;
      const body = schemas.of(def.body, `${owner}_Body`);
      const data = def.response ? schemas.of(def.response, `${owner}_Data`) : {};
      const isPaged = 'properties' in body && !!(body.properties as Record<string, unknown>).index;
      paths[`${API_BASE}/${mod.controller}/${def.action}`] = {
        post: {
          tags: [mod.controller],
          operationId: `${mod.controller}_${def.action}`,
          summary: def.summary ?? def.action,
          security: def.access === 'open' ? [] : [{ bearer: [] }],
          'x-access': def.access,
          'x-scope': def.scope,
          'x-permission': code,
          requestBody: {
            required: false,
            content: def.multipart
              ? { 'multipart/form-data': { schema: body } }
              : { 'application/json': { schema: body } },
          },
          responses: {
            '200': def.produces
              ? {
                  description: 'the file itself (a download); refusals answer the JSON envelope',
                  content: { [def.produces]: { schema: { type: 'string', format: 'binary' } } },
                }
              : { description: 'Code 0', content: { 'application/json': { schema: envelope(data, isPaged) } } },
            '400': { description: 'Code 2: invalid input; Message names the field, Data is {Field, Rule}' },
            '401': { description: 'Code 1 not signed in / Code 5 access token expired' },
            '403': { description: 'Code 1 not allowed' },
            '404': { description: 'Code 3 no such record' },
            '409': { description: 'Code 4 refused by a business rule' },
            '429': { description: 'Code 6 too many attempts' },
          },
        },
      };
    }
  }
  return {
    openapi: '3.0.3',
    info: {
      title: 'Logistics and warehouse console API',
      version,
      description:
        'Every call is POST with a JSON body answering the envelope {Code, Message, Data[, Total]}. ' +
        'Send `AcceptLanguage: zh-cn | zh-tw | en-us` (or 1, 2, 3) for localised messages.',
    },
    servers: [{ url: '/' }],
    components: {
      schemas: schemas.components,
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
    paths,
  };
}
