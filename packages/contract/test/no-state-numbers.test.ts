// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the examples are source text, read as such
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * No code names a state by its number (docs/architecture.md, "Adding a workflow area"): a state is
 * `workflow.state.Pending`, an account type `AccountType.Customer`, an option value its enum's
 * name. A bare `status = 1` says nothing to a reader, and goes wrong silently when a workflow
 * gains a state. This reads the server's modules and platform and the console's screens,
 * components and layout as TypeScript and reports every number literal compared with, written to
 * or typed as a field whose name ends in state, status, type, kind or mode (`docStatus`,
 * `account_type`, `State`, `QuantityType`), including in SQL text and in a call to a function that
 * takes such a field (`signIn(1, body)` where `signIn(accountType, ...)`), whichever file
 * declares it.
 *
 * Escape, only where the number truly is not a state (an HTTP status): a comment
 * `not-a-state: <why>` on the line or the line above.
 */
const root = path.resolve(import.meta.dirname, '../../..');
// The console's shared components and layout too: a screen's state logic often lives there (the
// coupon picker's variants, the workflow tags).
const DIRS = [
  'apps/server/src/modules',
  'apps/server/src/platform',
  'apps/web/src/screens',
  'apps/web/src/components',
  'apps/web/src/layout',
];

/** A field that holds a state or a kind: its name's last word is state, status, type, kind or mode.
 * `sortType` is not one: it is the index of a list's declared `sorts` (a sort field's place in
 * the call's declaration, `platform/paging.ts`), not a value a record holds. */
const STATE_WORD = /^(state|status|type|kind|kinds|mode|modes)$/;
export function isStateName(name: string): boolean {
  if (name === 'sortType') return false;
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .split(/[_$]+/)
    .filter(Boolean);
  return words.length > 0 && STATE_WORD.test(words[words.length - 1]!.toLowerCase());
}

/** In SQL (or any) text: `status = 1`, `account_type <> 2`, `state in (0, 1)`, `1 = status`. */
const SQL_STATE =
  /\b\w*(state|status|type|kind|mode)\s*(=|<>|!=|<=|>=|<|>)\s*\(?\s*'?\d|\b\w*(state|status|type|kind|mode)\s+(not\s+)?in\s*\(\s*'?\d|\b\d+\s*(=|<>|!=)\s*\w*(state|status|type|kind|mode)\b/i;
/** Text right after `${x.status}` in a template: ` = 1`, ` in (1, 2)`. */
const SQL_AFTER = /^\s*(=|<>|!=|<=|>=|<|>)\s*\(?\s*'?\d|^\s+(not\s+)?in\s*\(\s*'?\d/i;
/** Text right before `${x.status}`: `1 = `. */
const SQL_BEFORE = /\b\d+\s*(=|<>|!=)\s*$/;
/** Text right before a number written in: `set state = ${failed ? 2 : 0}`. */
const SQL_STATE_BEFORE =
  /\b\w*(state|status|type|kind|mode)\s*(=|<>|!=|<=|>=|<|>)\s*$|\b\w*(state|status|type|kind|mode)\s+(not\s+)?in\s*\(\s*$/i;

const ESCAPE = /not-a-state:\s*\S+\s+\S+/;

/** The name an expression reads (`d.docStatus` -> docStatus, `r['State']` -> State, `status`). */
function nameOf(e: ts.Node | undefined): string | undefined {
  if (!e) return undefined;
  e = unwrap(e);
  if (ts.isIdentifier(e) || ts.isPrivateIdentifier(e)) return e.text;
  if (ts.isPropertyAccessExpression(e)) return e.name.text;
  if (ts.isElementAccessExpression(e) && ts.isStringLiteralLike(e.argumentExpression)) return e.argumentExpression.text;
  return undefined;
}

/** A property's name: `status`, `'account_type'`, `["State"]`. */
function keyOf(n: ts.PropertyName): string | undefined {
  if (ts.isIdentifier(n) || ts.isStringLiteral(n) || ts.isNumericLiteral(n) || ts.isPrivateIdentifier(n)) return n.text;
  if (ts.isComputedPropertyName(n) && ts.isStringLiteralLike(n.expression)) return n.expression.text;
  return undefined;
}

function unwrap(e: ts.Node): ts.Node {
  while (
    ts.isParenthesizedExpression(e) ||
    ts.isAsExpression(e) ||
    ts.isSatisfiesExpression(e) ||
    ts.isNonNullExpression(e) ||
    ts.isTypeAssertionExpression(e)
  )
    e = e.expression;
  return e;
}

/** Whether an expression is, or may be, a bare number: `1`, `-1`, `'2'`, `(1 as const)`, `x ? 1 : 2`,
 * `a ?? 1`, `[1, 2]`, a constant this file declares as a number. */
function isNumberish(e: ts.Node | undefined, consts: Set<string>): boolean {
  if (!e) return false;
  e = unwrap(e);
  if (ts.isNumericLiteral(e)) return true;
  if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) return /^\d+$/.test(e.text);
  if (ts.isPrefixUnaryExpression(e)) return isNumberish(e.operand, consts);
  if (ts.isConditionalExpression(e)) return isNumberish(e.whenTrue, consts) || isNumberish(e.whenFalse, consts);
  if (ts.isBinaryExpression(e)) {
    const op = e.operatorToken.kind;
    if (
      op === ts.SyntaxKind.QuestionQuestionToken ||
      op === ts.SyntaxKind.BarBarToken ||
      op === ts.SyntaxKind.AmpersandAmpersandToken
    )
      return isNumberish(e.left, consts) || isNumberish(e.right, consts);
    return false;
  }
  if (ts.isArrayLiteralExpression(e)) return e.elements.some((x) => isNumberish(x, consts));
  if (ts.isNewExpression(e) && nameOf(e.expression) === 'Set') return isNumberish(e.arguments?.[0], consts);
  if (ts.isIdentifier(e)) return consts.has(e.text);
  return false;
}

/** A type that is a number literal or a union holding one: `1 | 2`. */
function isNumberType(t: ts.TypeNode | undefined): boolean {
  if (!t) return false;
  if (ts.isParenthesizedTypeNode(t)) return isNumberType(t.type);
  if (ts.isLiteralTypeNode(t))
    return (
      ts.isNumericLiteral(t.literal) ||
      (ts.isPrefixUnaryExpression(t.literal) && ts.isNumericLiteral(t.literal.operand))
    );
  if (ts.isUnionTypeNode(t)) return t.types.some(isNumberType);
  return false;
}

const COMPARE = new Set([
  ts.SyntaxKind.EqualsEqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsEqualsToken,
  ts.SyntaxKind.EqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsToken,
  ts.SyntaxKind.LessThanToken,
  ts.SyntaxKind.LessThanEqualsToken,
  ts.SyntaxKind.GreaterThanToken,
  ts.SyntaxKind.GreaterThanEqualsToken,
  ts.SyntaxKind.EqualsToken,
  ts.SyntaxKind.QuestionQuestionEqualsToken,
  ts.SyntaxKind.BarBarEqualsToken,
]);

/** Where a function's parameters hold a state: its name and the places of those parameters. */
export type StateParams = Map<string, Set<number>>;

/** The functions `texts` declare with a parameter named as a state (`signIn(accountType, ...)`),
 * so that a call passing a number there (`signIn(1, body)`) is found in any file. */
export function stateParams(texts: Iterable<[string, string]>): StateParams {
  const found: StateParams = new Map();
  const add = (name: string | undefined, params: ts.NodeArray<ts.ParameterDeclaration>) => {
    if (!name) return;
    params.forEach((p, i) => {
      if (ts.isIdentifier(p.name) && isStateName(p.name.text)) found.set(name, (found.get(name) ?? new Set()).add(i));
    });
  };
  for (const [file, text] of texts) {
    const visit = (n: ts.Node) => {
      if ((ts.isFunctionDeclaration(n) || ts.isMethodDeclaration(n)) && n.name) add(keyOf(n.name), n.parameters);
      if (
        ts.isVariableDeclaration(n) &&
        ts.isIdentifier(n.name) &&
        n.initializer &&
        (ts.isArrowFunction(n.initializer) || ts.isFunctionExpression(n.initializer))
      )
        add(n.name.text, n.initializer.parameters);
      ts.forEachChild(n, visit);
    };
    visit(ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kindOf(file)));
  }
  return found;
}

const kindOf = (file: string) => (file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);

export interface Offence {
  line: number;
  text: string;
}

/** Every place in `text` (a .ts or .tsx file) that names a state, status or type by its number. */
export function stateNumbers(
  text: string,
  file = 'x.tsx',
  params: StateParams = stateParams([[file, text]]),
): Offence[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kindOf(file));
  const lines = text.split('\n');
  const found: Offence[] = [];
  // Constants this file declares as a bare number: naming one `DONE` does not make it a state's name.
  const consts = new Set<string>();
  const collect = (n: ts.Node) => {
    if (ts.isVariableDeclaration(n) && ts.isIdentifier(n.name) && n.initializer && isNumberish(n.initializer, consts))
      consts.add(n.name.text);
    ts.forEachChild(n, collect);
  };
  collect(source);

  const report = (n: ts.Node) => {
    const line = source.getLineAndCharacterOfPosition(n.getStart(source)).line;
    if (ESCAPE.test(lines[line] ?? '') || ESCAPE.test(lines[line - 1] ?? '')) return;
    found.push({ line: line + 1, text: (lines[line] ?? '').trim() });
  };
  const stateAndNumber = (a: ts.Node | undefined, b: ts.Node | undefined) =>
    (isStateName(nameOf(a) ?? '') && isNumberish(b, consts)) ||
    (isStateName(nameOf(b) ?? '') && isNumberish(a, consts));

  const visit = (n: ts.Node) => {
    // x.status === 1, State !== 0, row.status = 4, 2 === u.type
    if (ts.isBinaryExpression(n) && COMPARE.has(n.operatorToken.kind) && stateAndNumber(n.left, n.right)) report(n);
    // { status: 2 }, set({ Status: 3 }), initialValues={{ QuantityType: 1 }}
    else if (ts.isPropertyAssignment(n) && isStateName(keyOf(n.name) ?? '') && isNumberish(n.initializer, consts))
      report(n);
    // const status = 1; function f(state = 0); const { type = 2 } = x
    else if (
      (ts.isVariableDeclaration(n) || ts.isParameter(n) || ts.isBindingElement(n)) &&
      ts.isIdentifier(n.name) &&
      isStateName(n.name.text) &&
      isNumberish(n.initializer, consts)
    )
      report(n);
    // <Tag state={0} />
    else if (
      ts.isJsxAttribute(n) &&
      isStateName(n.name.getText(source)) &&
      n.initializer &&
      ts.isJsxExpression(n.initializer) &&
      isNumberish(n.initializer.expression, consts)
    )
      report(n);
    // eq(t.status, 1), inArray(t.status, [1, 2]), ne(1, u.accountType)
    else if (ts.isCallExpression(n) && n.arguments.length >= 2) {
      const args = n.arguments;
      if (args.some((a) => isStateName(nameOf(a) ?? '')) && args.some((a) => isNumberish(a, consts))) report(n);
    }
    // [1, 2].includes(r.status), new Set([1]).has(r.State)
    if (
      ts.isCallExpression(n) &&
      ts.isPropertyAccessExpression(n.expression) &&
      /^(includes|has|indexOf)$/.test(n.expression.name.text) &&
      isNumberish(n.expression.expression, consts) &&
      isStateName(nameOf(n.arguments[0]) ?? '')
    )
      report(n);
    // signIn(1, body): a number passed where a function takes a state
    if (ts.isCallExpression(n)) {
      const at = params.get(nameOf(n.expression) ?? '');
      if (at && n.arguments.some((a, i) => at.has(i) && isNumberish(a, consts))) report(n);
    }
    // row.account_type as 1 | 2
    if (
      (ts.isAsExpression(n) || ts.isTypeAssertionExpression(n)) &&
      isStateName(nameOf(n.expression) ?? '') &&
      isNumberType(n.type)
    )
      report(n);
    // switch (r.status) { case 1: }
    if (ts.isSwitchStatement(n) && isStateName(nameOf(n.expression) ?? ''))
      for (const c of n.caseBlock.clauses) if (ts.isCaseClause(c) && isNumberish(c.expression, consts)) report(c);
    // accountType: 1 | 2; type AccountType = 1 | 2
    if (
      (ts.isPropertySignature(n) || ts.isParameter(n) || ts.isVariableDeclaration(n) || ts.isPropertyDeclaration(n)) &&
      isStateName((ts.isParameter(n) || ts.isVariableDeclaration(n) ? nameOf(n.name) : keyOf(n.name)) ?? '') &&
      isNumberType(n.type)
    )
      report(n);
    if (ts.isTypeAliasDeclaration(n) && isStateName(n.name.text) && isNumberType(n.type)) report(n);
    // SQL text: `where status = 1`, `state in (0, 1)`
    if (ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n)) {
      if (SQL_STATE.test(n.text)) report(n);
    } else if (ts.isTemplateExpression(n)) {
      const parts = [n.head.text, ...n.templateSpans.map((s) => s.literal.text)];
      if (parts.some((p) => SQL_STATE.test(p))) report(n);
      n.templateSpans.forEach((s, i) => {
        if (!isStateName(nameOf(s.expression) ?? '')) return;
        if (SQL_AFTER.test(s.literal.text) || SQL_BEFORE.test(parts[i]!)) report(s);
      });
      n.templateSpans.forEach((s, i) => {
        if (isNumberish(s.expression, consts) && SQL_STATE_BEFORE.test(parts[i]!)) report(s);
      });
    }
    ts.forEachChild(n, visit);
  };
  visit(source);
  // One report per line is enough to find it.
  return found.filter((f, i) => found.findIndex((g) => g.line === f.line) === i);
}

function sources(dir: string): string[] {
  return fs
    .readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((f) => f.isFile() && /\.tsx?$/.test(f.name) && !f.name.endsWith('.d.ts'))
    .map((f) => path.relative(root, path.join(f.parentPath, f.name)));
}

describe('no state named by its number', () => {
  it('finds a number compared with, written to or typed as a state, status or type', () => {
    for (const bad of [
      'const a = d.status === 1;',
      'if (r.State !== 0) x();',
      'if (0 === r.State) x();',
      'const finished = docs.filter((d) => d.docStatus === 2);',
      'await tx.update(t).set({ status: 4 }).where(eq(t.id, id));',
      'db.select().from(t).where(eq(t.status, 1));',
      'db.select().from(t).where(and(ne(t.accountType, 2), eq(t.id, 3)));',
      'db.select().from(t).where(inArray(t.status, [1, 2]));',
      'const row = { Status: 3 };',
      "const row = { 'account_type': 2 };",
      'createUser({ accountType: 2 });',
      'createUser({ accountType: staff ? 1 : 2 });',
      'createUser({ accountType: (2 as const) });',
      'const v = { status: r.status ?? 1 };',
      'row.status = 4;',
      'if (u?.type !== 2) throw x;',
      'const open = [1, 2].includes(r.status);',
      'const DONE = 2;\nif (r.status === DONE) x();',
      'switch (r.status) {\n  case 1:\n    break;\n}',
      'function f(accountType: 1 | 2) {}',
      'type AccountType = 1 | 2;',
      'interface M { Type: 1 | 2 | 3 }',
      'function f(status = 1) {}',
      'const q = sql`update t set status = 1 where id = ${id}`;',
      'const q = sql`select 1 from users where id = $3 and account_type = 2`;',
      "const q = 'delete from d where state = 1';",
      'const q = sql`select * from t where status in (1, 2)`;',
      'const q = sql`select * from t where ${t.status} = 1`;',
      'const q = sql`select * from t where ${t.status} in (1, 2)`;',
      'const x = <Form initialValues={{ QuantityType: 1 }} />;',
      'const x = <Tag state={0} />;',
      'const q = sql`update d set state = ${failed ? 2 : 0} where id = ${id}`;',
      'const a = { accountType: row.account_type as 1 | 2 };',
      'function signIn(accountType: AccountTypeValue, body: Body) {}\nsignIn(1, body);',
      'const m = { login: (b: Body) => service.signIn(2, b) };\nfunction signIn(accountType: AccountTypeValue, b: Body) {}',
    ])
      expect(stateNumbers(bad), bad).toHaveLength(1);
  });

  it('leaves named states, counts, ids and escaped numbers alone', () => {
    for (const fine of [
      'const a = d.status === packageFlow.state.Signed;',
      'if (auth.accountType === AccountType.Staff) x();',
      'db.select().from(t).where(eq(t.id, 1));',
      'db.select().from(t).where(inArray(t.status, packageFlow.fromValues("sign")));',
      'const q = sql`select * from t where ${t.status} = ${packageFlow.state.Signed}`;',
      'const q = sql`select count(*) from t where id = 1`;',
      'if (res.statusCode !== 200) throw x;',
      'const n = rows.length === 0;',
      'const counts = { stateCounts: 1 };',
      'if (res.status !== 200) throw x; // not-a-state: an HTTP status',
      '// not-a-state: the HTTP status of the reply\nif (res.status !== 200) throw x;',
      'function f(accountType: AccountTypeValue) {}',
      'const page = { index: 1, rows: 20 };',
      "const kind = selectLabel('InventoryQuantityType', TYPE_OF_QUANTITY[q] ?? 0, lang);",
      'if (q.sortType === 1) x();',
      'function signIn(accountType: AccountTypeValue, body: Body) {}\nsignIn(AccountType.Staff, body);',
      'const q = sql`select * from t where id = ${1} and ${t.status} = ${packageFlow.state.Signed}`;',
    ])
      expect(stateNumbers(fine), fine).toEqual([]);
  });

  it('an escape names its reason', () => {
    expect(stateNumbers('if (res.status !== 200) x(); // not-a-state:')).toHaveLength(1);
  });

  it('the server modules and platform and the console screens, components and layout name every state', () => {
    const texts = new Map(DIRS.flatMap(sources).map((f) => [f, fs.readFileSync(path.join(root, f), 'utf8')]));
    const params = stateParams(texts);
    const offences = [...texts].flatMap(([f, text]) =>
      stateNumbers(text, f, params).map((o) => `${f}:${o.line} ${o.text}`),
    );
    expect(offences).toEqual([]);
  });
});
