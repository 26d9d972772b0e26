import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * One way for the console to call the server (docs/architecture.md, "Layers"): screens,
 * components, pages, layout and session call `api.<Controller>.<Action>(body)` (api/client.ts).
 * This reads apps/web/src as TypeScript and reports
 * - outside api/: a call sent by hand, `request(...)` / `requestEnvelope(...)` of the transport
 *   to anything but a file the site serves beside the API (version.json, /uploads/), or a
 *   `fetch(...)` / `XMLHttpRequest` to the API address;
 * - in api/: an export that only forwards one call of the client (`login: (b) =>
 *   api.Account.Login(b)`), a second name for a call every screen can make itself. What stays in
 *   api/ adds to a call: a password's encryption, an upload's form, paging a whole level, a
 *   shared query (an object with a `queryKey`), a cache.
 */
const SRC = path.resolve(import.meta.dirname, '../src');
const API = path.join(SRC, 'api');

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sources(p);
    return /\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts') ? [p] : [];
  });
}

const parse = (file: string, text = fs.readFileSync(file, 'utf8')) =>
  ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );

function walk(node: ts.Node, visit: (n: ts.Node) => void): void {
  visit(node);
  node.forEachChild((c) => walk(c, visit));
}

const where = (sf: ts.SourceFile, n: ts.Node) =>
  `${path.relative(SRC, sf.fileName)}:${sf.getLineAndCharacterOfPosition(n.getStart(sf)).line + 1}`;

/** Addresses the transport sends to as they are, not under the API base (request.ts, buildUrl). */
const servedBeside = (url: string) => url === '/version.json' || url.startsWith('/uploads/');

/** Calls sent by hand in a file outside api/. */
export function handCalls(sf: ts.SourceFile): string[] {
  const found: string[] = [];
  // The transport's senders as this file imports them (under any local name).
  const senders = new Set<string>();
  for (const s of sf.statements) {
    if (!ts.isImportDeclaration(s) || !ts.isStringLiteral(s.moduleSpecifier)) continue;
    if (!/\/api\/request$/.test(s.moduleSpecifier.text)) continue;
    const named = s.importClause?.namedBindings;
    if (named && ts.isNamedImports(named))
      for (const el of named.elements)
        if (['request', 'requestEnvelope'].includes((el.propertyName ?? el.name).text)) senders.add(el.name.text);
  }
  walk(sf, (n) => {
    if (ts.isNewExpression(n) && n.expression.getText(sf) === 'XMLHttpRequest')
      found.push(`${where(sf, n)} XMLHttpRequest`);
    if (!ts.isCallExpression(n)) return;
    const callee = n.expression.getText(sf);
    if (senders.has(callee)) {
      const cfg = n.arguments[0];
      const url =
        cfg && ts.isObjectLiteralExpression(cfg)
          ? cfg.properties.find((p) => p.name?.getText(sf) === 'url')
          : undefined;
      const literal = url && ts.isPropertyAssignment(url) && ts.isStringLiteralLike(url.initializer);
      if (!literal || !servedBeside((url.initializer as ts.StringLiteralLike).text))
        found.push(`${where(sf, n)} ${callee}(...) by hand`);
    }
    if (/^(globalThis\.|window\.|self\.)?fetch$/.test(callee)) {
      const args = n.arguments.map((a) => a.getText(sf)).join(',');
      if (/openapi|apiBase|ApiBase/.test(args)) found.push(`${where(sf, n)} fetch to the API`);
    }
  });
  return found;
}

/** Whether an expression is one call of the typed client with its arguments passed as they
 * are: `api.X.Y(...)`, `(a ? api.X.Y : api.X.Z)(...)`, or `c.Y(...)` where `c` is a client
 * controller held in a local (`const c = api.X`). Arguments that compute (a call, `await`, a
 * `new`) make it more than a forward. */
function isClientCall(e: ts.Expression, sf: ts.SourceFile, locals: Set<string>): boolean {
  let x = e;
  while (ts.isParenthesizedExpression(x) || ts.isAwaitExpression(x) || ts.isAsExpression(x)) x = x.expression;
  if (!ts.isCallExpression(x)) return false;
  const callee = x.expression.getText(sf).replace(/\s+/g, '');
  const head = callee.replace(/^\(+/, '').split('.')[0]!;
  const client = /(^|[(?:])api\.\w+\.\w+/.test(callee) || (locals.has(head) && /^\w+\.\w+$/.test(callee));
  if (!client) return false;
  let computes = false;
  for (const a of x.arguments)
    walk(a, (n) => {
      if (ts.isCallExpression(n) || ts.isAwaitExpression(n) || ts.isNewExpression(n)) computes = true;
    });
  return !computes;
}

/** A function whose whole body is one client call: `(b) => api.X.Y(b)` or `{ return api.X.Y(b); }`. */
function isForward(fn: ts.Node, sf: ts.SourceFile, locals: Set<string>): boolean {
  if (
    !ts.isArrowFunction(fn) &&
    !ts.isFunctionExpression(fn) &&
    !ts.isFunctionDeclaration(fn) &&
    !ts.isMethodDeclaration(fn)
  )
    return false;
  const body = fn.body;
  if (!body) return false;
  if (!ts.isBlock(body)) return isClientCall(body, sf, locals);
  const [only, ...more] = body.statements;
  return (
    !more.length &&
    !!only &&
    ts.isReturnStatement(only) &&
    !!only.expression &&
    isClientCall(only.expression, sf, locals)
  );
}

/** Plain forwards an api/ file exports: an exported function that is one, or an exported object
 * (or a function answering one) whose members are. A query definition (with a `queryKey`) is not
 * a wrapper: its `queryFn` is what a shared query asks. */
export function forwards(sf: ts.SourceFile): string[] {
  const found: string[] = [];
  const locals = new Set<string>();
  walk(sf, (n) => {
    if (ts.isVariableDeclaration(n) && n.initializer && ts.isIdentifier(n.name)) {
      const init = n.initializer.getText(sf);
      if (/^\(?\s*(api\.\w+|[^?]+\?\s*api\.\w+\s*:\s*api\.\w+)\s*\)?$/.test(init)) locals.add(n.name.text);
    }
  });
  const objectForwards = (o: ts.ObjectLiteralExpression, name: string) => {
    if (o.properties.some((p) => p.name?.getText(sf) === 'queryKey')) return;
    for (const p of o.properties) {
      const value = ts.isPropertyAssignment(p) ? p.initializer : p;
      if (isForward(value, sf, locals)) found.push(`${where(sf, p)} ${name}.${p.name?.getText(sf)}`);
    }
  };
  const answered = (fn: ts.Node, name: string) => {
    if (!(ts.isArrowFunction(fn) || ts.isFunctionDeclaration(fn) || ts.isFunctionExpression(fn)) || !fn.body) return;
    let out: ts.Expression | undefined;
    if (!ts.isBlock(fn.body)) out = fn.body;
    else {
      const last = fn.body.statements.at(-1);
      if (last && ts.isReturnStatement(last)) out = last.expression;
    }
    while (out && ts.isParenthesizedExpression(out)) out = out.expression;
    if (out && ts.isObjectLiteralExpression(out)) objectForwards(out, `${name}()`);
  };
  for (const s of sf.statements) {
    const exported = ts.canHaveModifiers(s) && ts.getModifiers(s)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    if (!exported) continue;
    if (ts.isFunctionDeclaration(s)) {
      const name = s.name?.text ?? 'default';
      if (isForward(s, sf, locals)) found.push(`${where(sf, s)} ${name}`);
      answered(s, name);
    }
    if (ts.isVariableStatement(s))
      for (const d of s.declarationList.declarations) {
        const name = d.name.getText(sf);
        let init = d.initializer;
        while (
          init &&
          (ts.isAsExpression(init) || ts.isSatisfiesExpression(init) || ts.isParenthesizedExpression(init))
        )
          init = init.expression;
        if (!init) continue;
        if (isForward(init, sf, locals)) found.push(`${where(sf, d)} ${name}`);
        if (ts.isObjectLiteralExpression(init)) objectForwards(init, name);
        answered(init, name);
      }
  }
  return found;
}

describe('one way to call the server', () => {
  it('no file outside api/ sends a call by hand', () => {
    const found = sources(SRC)
      .filter((f) => !f.startsWith(API + path.sep))
      .flatMap((f) => handCalls(parse(f)));
    expect(found).toEqual([]);
  });

  it('api/ holds no plain forward of one call', () => {
    const found = sources(API).flatMap((f) => forwards(parse(f)));
    expect(found).toEqual([]);
  });

  // The checks themselves: what they are meant to catch, they catch.
  it('catches a hand-made call and a forwarding wrapper', () => {
    const screen = parse(
      path.join(SRC, 'screens/x/Hand.tsx'),
      `import { request as send } from '../../api/request';
       import { getApiBase } from '../../api/request';
       const a = send({ url: '/Account/Login', data: {} });
       const b = send({ url: '/version.json', method: 'GET' });
       const c = fetch(getApiBase() + '/Account/Login');
       const d = fetch('/openapi/Site/GetSites');
       const e = fetch('https://maps.example.com/tile.png');`,
    );
    expect(handCalls(screen).map((f) => f.replace(/^\S+ /, ''))).toEqual([
      'send(...) by hand',
      'fetch to the API',
      'fetch to the API',
    ]);
    const wrapper = parse(
      path.join(API, 'wrapper.ts'),
      `import { api, type CallOpts } from './client';
       import { encryptPassword } from './crypto';
       export const accountApi = {
         login: (body: unknown) => api.Account.Login(body, { anonymous: true }),
         loginCode: (staff: boolean, body: unknown) =>
           (staff ? api.Account.GetLoginSmsCaptcha : api.Account.GetUserLoginSmsCaptcha)(body),
         create: async (body: { Password: string }) =>
           api.User.EstablishUser({ ...body, Password: await encryptPassword(body.Password) }),
       };
       export function commodityApi(scope: string) {
         const c = scope === 'staff' ? api.Commodity : api.UserCommodity;
         return { detail: (Id: number) => c.GetCommodityById({ Id }) };
       }
       export const regionRoots = () => api.Region.GetRegionRoots();
       export function profile() { return api.Account.GetProfile(); }
       export const siteOptions = {
         queryKey: ['Site', 'options'],
         queryFn: () => api.Site.GetSelectSiteInfos({}, { silent: true }),
       };
       export function uploadFile(file: File) {
         const form = new FormData();
         form.append('FileStream', file);
         return api.UpLoadFile.UpLoadFile(form);
       }`,
    );
    expect(forwards(wrapper).map((f) => f.replace(/^\S+ /, ''))).toEqual([
      'accountApi.login',
      'accountApi.loginCode',
      'commodityApi().detail',
      'regionRoots',
      'profile',
    ]);
  });
});
