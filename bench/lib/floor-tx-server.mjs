// The floor of a call that writes (lib/floor-program.mjs): node:http and a pg pool running the
// statements our server ran for the call, for the record the request names: those before `begin`
// on any connection (the guard), the transaction on one connection, in order, each parameter
// bound as the program says (a derive module works values out of the body and the request's
// headers: the caller a bearer token names). No framework, no validation, no ORM; JSON.stringify
// of what the last statement answering rows answered. An answer that differs from the captures'
// (no row where they had one, a move answering it did not move) rolls back and is answered as an
// error.
// FLOOR_PREPARE: `all` (default) runs every statement as a named prepared statement, as
// lib/floor-server.mjs does; `same` names only those our server named (the guard), so that
// PostgreSQL parses and plans the others on every call as it does for ours.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import pg from 'pg';
import { bind } from './floor-program.mjs';

const { program, derive: deriveAt } = JSON.parse(fs.readFileSync(process.env.FLOOR_PROGRAM, 'utf8'));
const derive = deriveAt ? (await import(deriveAt.module))[deriveAt.name] : () => ({});
const prepareAll = (process.env.FLOOR_PREPARE ?? 'all') === 'all';
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
// Times as text, as drizzle reads them.
const asText = (v) => v;
const TEXT_TYPES = new Set([1082, 1114, 1184, 1186, 1231, 1115, 1185, 1187, 1182]);
const types = { getTypeParser: (id, format) => (TEXT_TYPES.has(id) ? asText : pg.types.getTypeParser(id, format)) };

const control = (text) => /^(begin|commit|rollback)\b/i.test(text.trim());
const statements = program.map((s) => ({
  ...s,
  name:
    !control(s.text) && (prepareAll || s.named)
      ? `floor_${createHash('sha1').update(s.text).digest('hex').slice(0, 16)}`
      : undefined,
}));
const begin = statements.findIndex((s) => /^begin\b/i.test(s.text.trim()));

async function run(body, headers) {
  const derived = derive(body, headers);
  const results = [];
  let last = [];
  let client = null;
  try {
    for (let k = 0; k < statements.length; k++) {
      const s = statements[k];
      if (k === begin) client = await pool.connect();
      const values = s.params.map((p) => bind(p, body, derived, results));
      const res = await (client ?? pool).query({ name: s.name, text: s.text, values, rowMode: 'array', types });
      results.push(res.rows);
      if (res.rows.length) last = res.rows;
      if (s.rowCount !== null && res.rowCount !== s.rowCount)
        throw new Error(`statement ${k}: ${res.rowCount} rows, expected ${s.rowCount}`);
      for (const [col, v] of Object.entries(s.flags)) {
        if (res.rows[0]?.[col] !== v) throw new Error(`statement ${k}: column ${col} is not ${v}`);
      }
      if (/^(commit|rollback)\b/i.test(s.text.trim()) && client) {
        client.release();
        client = null;
      }
    }
    return last;
  } catch (e) {
    if (client) {
      await client.query('rollback').catch(() => {});
      client.release();
    }
    throw e;
  }
}

http
  .createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', async () => {
      try {
        const rows = await run(JSON.parse(Buffer.concat(chunks).toString() || '{}'), req.headers);
        const body = JSON.stringify({ Code: 0, Message: 'ok', Data: rows });
        res.writeHead(200, { 'content-type': 'application/json' }).end(body);
      } catch (e) {
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ Code: 9, Message: String(e) }));
      }
    });
  })
  .listen(Number(process.env.PORT), '127.0.0.1', () => console.log('ready'));
