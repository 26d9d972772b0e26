// The floor a Node server can reach for a call: node:http and a pg pool running the call's own
// captured statements (the guard first, then the rest at once, as the real server does) as named
// prepared statements, and JSON.stringify of what they answer. No framework, no validation, no
// ORM. Its throughput against pgbench shows what share of the raw SQL any Node server on this
// machine could reach, so the real server's ratio can be read against it.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import pg from 'pg';

const statements = JSON.parse(fs.readFileSync(process.env.FLOOR_SQL, 'utf8')).map((text) => ({
  name: `floor_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`,
  text,
}));
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const [guard, ...rest] = statements;

http
  .createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', async () => {
      try {
        JSON.parse(Buffer.concat(chunks).toString() || '{}');
        await pool.query(guard);
        const results = await Promise.all(rest.map((s) => pool.query(s)));
        const body = JSON.stringify({ Code: 0, Message: 'ok', Data: results.flatMap((r) => r.rows) });
        res.writeHead(200, { 'content-type': 'application/json' }).end(body);
      } catch (e) {
        res.writeHead(500).end(String(e));
      }
    });
  })
  .listen(Number(process.env.PORT), '127.0.0.1', () => console.log('ready'));
