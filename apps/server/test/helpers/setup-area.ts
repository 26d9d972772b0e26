import { type AnyCall, formFields } from '@wms/contract';
import { type SQL, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TestServer } from './server.js';

type ListCall = AnyCall & { sorts: readonly string[] };

/** Values of a sort field in list order are in that order: numbers, decimal text and time
 * stamps compared plainly, other text by the database's own collation (the order PostgreSQL
 * gives them, case-sensitive or not, which is how the lists sort it). Nulls come last. */
async function inOrder(s: TestServer, values: unknown[], descending: boolean): Promise<boolean> {
  const present = values.filter((v) => v !== null && v !== undefined);
  if (values.slice(present.length).some((v) => v !== null && v !== undefined)) return false;
  const nums = present.map((v) =>
    typeof v === 'number' || (typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v)) ? Number(v) : NaN,
  );
  const times = present.every((v) => typeof v === 'string' && /^\d{4}-\d\d-\d\dT/.test(v));
  const keys: (number | string)[] | null = nums.every(Number.isFinite) ? nums : times ? (present as string[]) : null;
  if (keys) return keys.every((k, i) => i === 0 || (descending ? keys[i - 1]! >= k : keys[i - 1]! <= k));
  const text = present.map(String);
  const dir = descending ? sql`desc` : sql`asc`;
  const sortedBy = async (key: SQL) => {
    const r = await s.deps.db.execute(
      sql`select v from unnest(${`{${text.map((t) => JSON.stringify(t)).join(',')}}`}::text[]) as v order by ${key} ${dir}`,
    );
    return (r.rows as { v: string }[]).map((x) => x.v);
  };
  // Equal keys may come in any order: compare the keys, not the values.
  const same = (a: string[], lowerCase: boolean) =>
    a.every((v, i) => (lowerCase ? v.toLowerCase() === text[i]!.toLowerCase() : v === text[i]));
  return same(await sortedBy(sql`v`), false) || same(await sortedBy(sql`lower(v)`), true);
}

/**
 * What every set-up area answers the same way, run against its call table: a record added, found
 * by the search box, edited and deleted; every sort of the list in both directions; every required
 * field of the create form refused with Code 2 naming it, and each bad value given; a unique
 * field refused again on its field; a customer refused a staff area's writes. The area's own rules get their own tests.
 */
export function describeSetupArea(
  server: () => TestServer,
  a: {
    list: ListCall;
    establish: AnyCall;
    edit: AnyCall;
    remove: AnyCall;
    /** A valid create body, and what the list finds it by (the search box, or the filter `findBy`). */
    valid: Record<string, unknown>;
    find: string;
    findBy?: string;
    /** Fields to change in the edit, with the values the row then answers. */
    change: Record<string, unknown>;
    /** Values the create refuses on their field (a pattern, a range, decimals ...). */
    invalid?: Record<string, unknown[]>;
    /** A field no two records may share (the first such field the server checks). */
    unique?: string;
  },
) {
  const admin = async () => (await server().signIn('admin')).AccessToken;
  const list = async (token: string, body: Record<string, unknown>) => server().call(a.list.path, body, { token });
  const found = (token: string) => list(token, { [a.findBy ?? 'Content']: a.find });

  describe(`${a.list.controller}: the set-up area`, () => {
    it('adds a record, finds it by the search box, edits it and deletes it', async () => {
      const token = await admin();
      const made = await server().call(a.establish.path, a.valid, { token });
      expect(made.Code, made.Message).toBe(0);
      const [row] = (await found(token)).Data;
      expect(row, `found by ${a.find}`).toBeTruthy();
      const edited = await server().call(a.edit.path, { ...row, ...a.valid, ...a.change, Id: row.Id }, { token });
      expect(edited.Code, edited.Message).toBe(0);
      const [after] = (await found(token)).Data;
      for (const [k, v] of Object.entries(a.change)) expect(after[k], k).toEqual(v);
      expect((await server().call(a.remove.path, { Id: row.Id }, { token })).Code).toBe(0);
      expect((await found(token)).Total).toBe(0);
    });

    it('sorts by every declared field in both directions', async () => {
      const token = await admin();
      const all = await list(token, { rows: 100 });
      for (const [sortType, field] of a.list.sorts.entries())
        for (const descendingOrder of [false, true]) {
          const page = await list(token, { sortType, descendingOrder, rows: 100 });
          expect([page.Code, page.Total], `${field} ${descendingOrder}`).toEqual([0, all.Total]);
          const values = page.Data.map((r: Record<string, unknown>) => r[field]);
          expect(await inOrder(server(), values, descendingOrder), `${field} ${descendingOrder}: ${values}`).toBe(true);
        }
      expect((await list(token, { sortType: a.list.sorts.length })).Code).toBe(2);
    });

    it('refuses every required field left out, naming it, and writes nothing', async () => {
      const token = await admin();
      const required = formFields(a.establish.body).filter((f) => 'required' in f && f.required);
      expect(required.length).toBeGreaterThan(0);
      for (const f of required) {
        const { [f.name]: _, ...body } = a.valid;
        const r = await server().call(a.establish.path, body, { token, lang: 'en-us' });
        expect([r.Code, r.body.Data?.Field], f.name).toEqual([2, f.name]);
      }
      expect((await found(token)).Total).toBe(0);
    });

    it.runIf(a.invalid)('refuses each bad value on its field', async () => {
      const token = await admin();
      for (const [field, value] of Object.entries(a.invalid ?? {}).flatMap(([f, vs]) =>
        vs.map((v) => [f, v] as const),
      )) {
        const r = await server().call(a.establish.path, { ...a.valid, [field]: value }, { token });
        expect([r.Code, r.Data?.Field], `${field} ${value}`).toEqual([2, field]);
      }
    });

    it.runIf(a.unique)('refuses a unique field taken by another record on that field', async () => {
      const token = await admin();
      expect((await server().call(a.establish.path, a.valid, { token })).Code).toBe(0);
      const again = await server().call(a.establish.path, a.valid, { token, lang: 'en-us' });
      // A sentence naming the field and the kind of record that has the value ("Clearance number is
      // already used by another clearance number: enter a different one."), under the field too.
      expect([again.Code, again.body.Data?.Field, again.body.Data?.Rule]).toEqual([2, a.unique, again.Message]);
      expect(again.Message).toMatch(/^[A-Z].* is already used by another [a-z -]+: enter a different one\.$/);
      const [row] = (await found(token)).Data;
      await server().call(a.remove.path, { Id: row.Id }, { token });
    });

    it.runIf(a.establish.access === 'staff')("refuses a customer the area's writes", async () => {
      const token = (await server().signIn('customer1')).AccessToken;
      expect((await server().call(a.establish.path, a.valid, { token })).status).toBe(403);
    });
  });
}
