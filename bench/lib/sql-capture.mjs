// Loaded into a server with `--import` (NODE_OPTIONS) by a bench that needs the floor of a call
// that writes: every statement the process sends through node-postgres, as it goes over the wire,
// appended to SQL_CAPTURE as a JSON line with its parameters, the rows it answered and the
// connection it ran on. SQL_LOG (drizzle's logger) tells the statements only; a floor that does a
// call's work for another record needs to know where each parameter came from, and some come from
// what an earlier statement answered (the id a lookup found). lib/floor-program.mjs reads them.
import fs from 'node:fs';
import pg from 'pg';

const file = process.env.SQL_CAPTURE;
const ids = new WeakMap();
let next = 0;
const original = pg.Client.prototype.query;

/** A row as an array in column order, whatever row mode the caller asked for. */
const asArray = (res, row) => (Array.isArray(row) ? row : res.fields.map((f) => row[f.name]));

function write(client, config, values, res) {
  if (!res) return;
  const one = (r) => ({
    client,
    name: config.name ?? null,
    text: config.text,
    values: values ?? [],
    rowCount: r.rowCount,
    rows: (r.rows ?? []).map((row) => asArray(r, row)),
  });
  for (const r of Array.isArray(res) ? res : [res]) fs.appendFileSync(file, `${JSON.stringify(one(r))}\n`);
}

if (file) {
  pg.Client.prototype.query = function query(config, values, callback) {
    // A Query object (streams, cursors) passes through unrecorded.
    if (config && typeof config.submit === 'function') return original.call(this, config, values, callback);
    if (typeof values === 'function') {
      callback = values;
      values = undefined;
    }
    const cfg = typeof config === 'string' ? { text: config } : config;
    const vals = values ?? cfg.values;
    if (!ids.has(this)) ids.set(this, ++next);
    const client = ids.get(this);
    if (callback) {
      return original.call(this, config, values, (err, res) => {
        if (!err) write(client, cfg, vals, res);
        callback(err, res);
      });
    }
    return original.call(this, config, values).then((res) => {
      write(client, cfg, vals, res);
      return res;
    });
  };
}
