import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A migration a site has run is never run again: drizzle's migrator runs only the migrations
 * whose journal time is later than the last one the database ran. So a migration, once
 * committed, never changes, and a new one is added after the others (docs/server-modules.md,
 * "Upgrades"). apps/server/drizzle/released.json holds the SHA-256 of every committed migration.
 */
const dir = path.join(import.meta.dirname, '../drizzle');
const journal = JSON.parse(fs.readFileSync(path.join(dir, 'meta/_journal.json'), 'utf8')) as {
  entries: { idx: number; when: number; tag: string }[];
};
const released = JSON.parse(fs.readFileSync(path.join(dir, 'released.json'), 'utf8')) as Record<string, string>;
const sha256 = (tag: string) =>
  crypto
    .createHash('sha256')
    .update(fs.readFileSync(path.join(dir, `${tag}.sql`), 'utf8'))
    .digest('hex');

describe('committed migrations', () => {
  it('are unchanged since they were released', () => {
    const changed = Object.keys(released)
      .filter((tag) => !fs.existsSync(path.join(dir, `${tag}.sql`)) || sha256(tag) !== released[tag])
      .map(
        (tag) =>
          `${tag}.sql was changed or removed after it was released: sites that ran it will not run it again. ` +
          `Restore it (git checkout of that file) and put the change in a new migration: ` +
          `npm run db:generate -w @wms/server -- --name <what it does>. (Only if it never reached main, ` +
          `no site has run it: then set its hash in apps/server/drizzle/released.json.)`,
      );
    expect(changed).toEqual([]);
  });

  it('are all listed in released.json', () => {
    const missing = journal.entries
      .filter((e) => !(e.tag in released))
      .map(
        (e) =>
          `${e.tag} is not in apps/server/drizzle/released.json: once the migration is final, add ` +
          `"${e.tag}": "${sha256(e.tag)}" to it, and from then on never change ${e.tag}.sql.`,
      );
    expect(missing).toEqual([]);
  });

  it('run in journal order, each after the one before', () => {
    const tags = journal.entries.map((e) => e.tag);
    // A released migration stays in the journal, in its place.
    expect(tags.slice(0, Object.keys(released).length)).toEqual(Object.keys(released));
    expect(journal.entries.map((e) => e.idx)).toEqual(tags.map((_, i) => i));
    // A migration timed before the last one a site ran would be skipped there for good.
    const late = journal.entries.filter((e, i) => i > 0 && e.when <= journal.entries[i - 1]!.when).map((e) => e.tag);
    expect(late, 'journal times must increase: generate migrations with db:generate, never by hand').toEqual([]);
    const files = fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.sql'))
      .map((f) => f.slice(0, -4));
    expect(files.sort()).toEqual([...tags].sort());
  });
});
