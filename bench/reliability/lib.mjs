// What the load and fault scripts share: a call that never throws and gives up at the client's
// 10 s time-out, per-route latencies, sign-in, the built server with its log kept (the fault
// script reads it and kills the process), workbooks for the import, and report lines in the
// shape of apps/server/test/reliability/report.ts.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { encrypt, startServer } from '../lib/harness.mjs';

/** The console's own request time-out: a call answered later than this counts as a hang. */
export const CLIENT_TIMEOUT_MS = 10_000;

const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });

/**
 * POST /openapi/<route>. Answers `{status, env, ms, error}`: `env` is the parsed envelope (null
 * when the answer was not JSON), `error` a transport failure ('timeout', 'ECONNREFUSED', ...).
 * `multipart` is `{fields, file: {field, filename, contentType, data}}`.
 */
export function call(base, route, body, { token, timeoutMs = CLIENT_TIMEOUT_MS, multipart } = {}) {
  const started = performance.now();
  const { data, type } = multipart
    ? formData(multipart)
    : { data: JSON.stringify(body ?? {}), type: 'application/json' };
  return new Promise((resolve) => {
    let settled = false;
    const finish = (r) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...r, ms: performance.now() - started });
    };
    const req = http.request(`${base}/openapi/${route}`, {
      method: 'POST',
      agent,
      headers: {
        'content-type': type,
        'content-length': Buffer.byteLength(data),
        acceptlanguage: 'en-us',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    });
    const timer = setTimeout(() => {
      finish({ status: 0, env: null, error: 'timeout' });
      req.destroy();
    }, timeoutMs);
    req.on('response', (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('error', (e) => finish({ status: res.statusCode, env: null, error: e.code ?? e.message }));
      res.on('end', () => {
        let env = null;
        try {
          env = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        } catch {}
        finish({ status: res.statusCode, env });
      });
    });
    req.on('error', (e) => finish({ status: 0, env: null, error: e.code ?? e.message }));
    req.end(data);
  });
}

/** A well-formed envelope: what every answer of the API must be, failures included. */
export const isEnvelope = (env) => !!env && typeof env === 'object' && Number.isInteger(env.Code) && 'Data' in env;

function formData({ fields = {}, file }) {
  const boundary = `----wms${Math.random().toString(16).slice(2)}`;
  const parts = Object.entries(fields).map(
    ([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
  );
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`;
  return {
    type: `multipart/form-data; boundary=${boundary}`,
    data: Buffer.concat([Buffer.from(parts.join('') + head), file.data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  };
}

/** Signs in (staff through Login, customers through LoginUser); throws unless Code 0. */
export async function signIn(base, user, password, { customer = false } = {}) {
  const pem = (await call(base, 'Account/GetPublicKey')).env?.Data?.PublicKey;
  if (!pem) throw new Error(`no public key from ${base}`);
  const r = await call(base, customer ? 'Account/LoginUser' : 'Account/Login', {
    username: user,
    password: encrypt(pem, password),
  });
  if (r.env?.Code !== 0) throw new Error(`sign-in ${user}: ${r.status} ${r.error ?? r.env?.Message}`);
  return r.env.Data.AccessToken;
}

/** Latencies by route; p99 over each route's calls. */
export class Latencies {
  byRoute = new Map();
  add(route, ms) {
    if (!this.byRoute.has(route)) this.byRoute.set(route, []);
    this.byRoute.get(route).push(ms);
  }
  static quantile(sorted, q) {
    return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : Number.NaN;
  }
  summary() {
    return [...this.byRoute]
      .map(([route, list]) => {
        const s = [...list].sort((a, b) => a - b);
        return { route, n: s.length, p50: Latencies.quantile(s, 0.5), p99: Latencies.quantile(s, 0.99), max: s.at(-1) };
      })
      .sort((a, b) => a.route.localeCompare(b.route));
  }
  overall() {
    const s = [...this.byRoute.values()].flat().sort((a, b) => a - b);
    return { n: s.length, p99: Latencies.quantile(s, 0.99) };
  }
}

/** Appends `{suite, driver, ...figures}` to $RELIABILITY_REPORT (as report.ts does) and logs it. */
export function report(suite, driver, figures) {
  const line = { suite, driver, ...figures };
  console.log(`reliability ${JSON.stringify(line)}`);
  if (process.env.RELIABILITY_REPORT) fs.appendFileSync(process.env.RELIABILITY_REPORT, `${JSON.stringify(line)}\n`);
}

/** The built server with its log kept in `logFile` (a new temporary one by default), so a
 * script can SIGKILL it and read what it logged. */
export const launch = (env, { logFile, port } = {}) =>
  startServer(env, {
    port,
    logFile: logFile ?? path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'wms-rel-log-')), 'server.log'),
  });

/** An import workbook of `rows` commodities (codes `${prefix}-n`), headers in English. */
export async function commodityWorkbook(prefix, rows, { category, cargoType }) {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('Commodities');
  sheet.addRow(['Commodity code', 'Chinese name', 'English name', 'Category', 'Cargo type', 'Price', 'Length (cm)']);
  for (let i = 1; i <= rows; i++) {
    sheet.addRow([`${prefix}-${i}`, `商品 ${i}`, `Commodity ${i}`, String(category), String(cargoType), '9.5', 10]);
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
