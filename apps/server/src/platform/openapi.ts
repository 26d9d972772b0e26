import { Code } from '@wms/contract';
import { z } from 'zod';
import { API_BASE } from './http.js';
import { type ModuleDef, permissionCode } from './route.js';

function schemaOf(s: z.ZodType): Record<string, unknown> {
  try {
    return z.toJSONSchema(s, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
  } catch {
    return { type: 'object' };
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
  for (const mod of modules) {
    for (const def of mod.routes) {
      const code = permissionCode(mod.controller, def);
      const body = schemaOf(def.body);
      const data = def.response ? schemaOf(def.response) : {};
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
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    paths,
  };
}
