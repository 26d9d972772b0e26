import { type AnyCall, calls, cargoTypeCalls, defineCalls, staffPlatform } from '@wms/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { paged, route } from '../src/platform/route.js';
import { startTestServer, type TestServer } from './helpers/server.js';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

describe('the call table', () => {
  it('has exactly one route for every declared call, and every route of a module is declared', () => {
    const routes = new Map<string, number>();
    for (const mod of s.modules) for (const r of mod.routes) routes.set(`/${mod.controller}/${r.action}`, 0);
    const declared = Object.values(calls).flatMap((t) => Object.values(t as Record<string, AnyCall>));
    const unanswered = declared.filter((c) => !routes.has(c.path)).map((c) => c.path);
    expect(unanswered, 'declared calls without a route').toEqual([]);
    const tables = new Set(declared.map((c) => c.controller));
    const undeclared = s.modules
      .filter((m) => tables.has(m.controller))
      .flatMap((m) => m.routes.filter((r) => !declared.some((c) => c.path === `/${m.controller}/${r.action}`)))
      .map((r) => r.action);
    expect(undeclared, 'routes of a table controller that the table does not declare').toEqual([]);
  });

  it('derives paths and permission codes, and bounds sortType by the declared sorts', () => {
    const t = cargoTypeCalls.GetCargoTypes;
    expect(t.path).toBe('/CargoType/GetCargoTypes');
    expect(t.code).toBe('CargoType:GetCargoTypes');
    expect(t.body.parse({ sortType: 2 }).sortType).toBe(2);
    expect(t.body.safeParse({ sortType: t.sorts.length }).success).toBe(false);
  });

  it('sorts a list by a declared field, both ways', async () => {
    const { AccessToken: token } = await s.signIn('admin');
    for (const Name of ['Sort b', 'Sort a', 'Sort c'])
      expect((await s.invoke(cargoTypeCalls.EstablishCargoType, { Name }, { token })).Code).toBe(0);
    const names = async (descendingOrder: boolean) => {
      const sortType = cargoTypeCalls.GetCargoTypes.sorts.indexOf('Name');
      const r = await s.invoke(
        cargoTypeCalls.GetCargoTypes,
        { Content: 'Sort ', sortType, descendingOrder },
        { token },
      );
      return r.Data.map((row) => row.Name);
    };
    expect(await names(false)).toEqual(['Sort a', 'Sort b', 'Sort c']);
    expect(await names(true)).toEqual(['Sort c', 'Sort b', 'Sort a']);
    const bad = await s.call(cargoTypeCalls.GetCargoTypes.path, { sortType: 99 }, { token });
    expect([bad.Code, bad.Data?.Field]).toEqual([2, 'sortType']);
  });

  it('refuses a misdeclared call at start', () => {
    expect(() =>
      defineCalls('Bad', { Both: { ...staffPlatform, body: z.object({}), response: z.number(), rows: z.object({}) } }),
    ).toThrow(/exactly one/);
    expect(() => defineCalls('Bad', { lower: { ...staffPlatform, body: z.object({}), response: z.number() } })).toThrow(
      /PascalCase/,
    );
  });
});

// Type tests: `tsc -p apps/server` (npm run typecheck) fails when one of these lines compiles
// without its error, i.e. when a handler could answer or read the wrong thing.
const typeChecks = () => [
  // @ts-expect-error the answer of EditCargoType is a boolean, not a string
  route(cargoTypeCalls.EditCargoType, async () => 'yes'),
  // @ts-expect-error a paged call answers a page of its rows
  route(cargoTypeCalls.GetCargoTypes, async () => [1, 2]),
  // @ts-expect-error the body of GetCargoTypeById has no Name
  route(cargoTypeCalls.GetCargoTypeById, async (c) => c.body.Name),
  // @ts-expect-error a row lacks its declared fields
  route(cargoTypeCalls.GetCargoTypes, async () => paged([{ Id: 1 }], 1)),
  // @ts-expect-error a body lacks a required field
  s.invoke(cargoTypeCalls.EstablishCargoType, { Remarks: 'x' }),
  route(cargoTypeCalls.EditCargoType, async (c) => c.auth.userId > 0 && c.body.Name.length > 0),
];
void typeChecks;
