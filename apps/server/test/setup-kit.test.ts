import { defineCalls, pageOf } from '@wms/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { countries } from '../src/db/schema/index.js';
import type { Deps } from '../src/platform/deps.js';
import { setupRoutes } from '../src/platform/setup-area.js';

// The set-up kit refuses at start-up a list whose body declares a filter nothing applies: users
// would set it and the list would silently answer everything.
const calls = defineCalls('KitProbe', {
  GetKitProbes: {
    access: 'staff',
    scope: 'platform',
    body: pageOf({
      Code: z.string().optional(),
      ShipsTo: z.boolean().optional(),
      IsDeactivate: z.boolean().optional(),
    }),
    rows: z.object({ Id: z.number() }),
    sorts: ['CreationTime'],
  },
});
const deps = { db: {} } as unknown as Deps;

describe('setupRoutes', () => {
  it('refuses a list filter with no column, naming the call and the field', () => {
    expect(() =>
      setupRoutes(deps, { table: countries, list: calls.GetKitProbes, filters: { Code: countries.code } }),
    ).toThrow('set-up area /KitProbe/GetKitProbes: no filter for ShipsTo (declare it in filters or where)');
  });

  it('takes a filter of a column, one the area makes itself, and the deactivated flag of the table', () => {
    expect(() =>
      setupRoutes(deps, {
        table: countries,
        list: calls.GetKitProbes,
        filters: { Code: countries.code },
        where: { fields: ['ShipsTo'], sql: () => undefined },
      }),
    ).not.toThrow();
  });
});
