import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { prepareDatabase } from '../../src/app.js';
import { openDatabase } from '../../src/db/client.js';

/**
 * The database every test server starts from, made once per run: migrated, seeded with the demo
 * data and holding the server's keys, as a first start leaves it. A test server started in 2.6 s
 * on PGlite (most of it making and migrating the database) and 0.9 s on PostgreSQL; from the copy
 * in 0.7 s and 0.15 s. Made by the test projects' global set-up (the main process) and handed to the
 * files through vitest's `provide`; the upgrade, seed and restart tests start from empty
 * databases of their own (freshDatabaseUrl, a data folder) and test the way there.
 */
declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding a PGlite dump (`dumpDataDir`) of the prepared database, or ''. */
    pgliteSnapshot: string;
    /** The name of a prepared PostgreSQL database on TEST_DATABASE_URL's server to copy, or ''. */
    postgresTemplate: string;
  }
}

/** Writes the prepared PGlite database to a file; answers it and a function that removes it. */
export async function preparePgliteSnapshot(): Promise<{ file: string; remove(): void }> {
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    await prepareDatabase(database, { seedDemo: true });
    const dump = await database.dump!();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wms-snapshot-'));
    const file = path.join(dir, 'pgdata.tar');
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    return { file, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
  } finally {
    await database.close();
  }
}

/** Creates the prepared PostgreSQL database on `serverUrl`'s server; answers its name and a
 * function that drops it. */
export async function preparePostgresTemplate(serverUrl: string): Promise<{ name: string; drop(): Promise<void> }> {
  const name = `wms_template_${crypto.randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const c = new pg.Client({ connectionString: serverUrl });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: '', poolSize: 2 });
  try {
    await prepareDatabase(database, { seedDemo: true });
  } finally {
    // A template must have no connection left when it is copied.
    await database.close();
  }
  return { name, drop: () => admin(`drop database if exists ${name} with (force)`) };
}
