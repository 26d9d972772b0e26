import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * No amount of money is ever a JavaScript number (docs/domain.md, "Money"): 0.1 + 0.2 is not 0.3
 * in binary floats, so the server's modules and the console's screens compute with `Money` and
 * never turn an amount into a number with `Number()`, `parseFloat` or `parseInt`. This scans them
 * for such a call whose argument is a field named like money (Amount, Price, Balance, Fee, Total,
 * Bonus, Discount, ...).
 */
const root = path.resolve(import.meta.dirname, '../../..');
const DIRS = ['apps/server/src', 'apps/web/src'];

/** The last word of a field's name that makes it money ("preferential_amount", "UnpaidAmount",
 * "gross"); a count or an id of money ("unpaid_count", "BillId") is not. */
const MONEY_WORD =
  /^(amount|amounts|price|prices|balance|balances|fee|fees|bonus|discount|gross|net|tax|cost|costs|charge|charges|paid|refund|refunded|money|spent|owed|deduction|recharge)$/;

function words(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .split(/[_$]+/)
    .filter(Boolean)
    .map((w) => w.toLowerCase());
}

/** Whether a field named `name` holds money. A constant in capitals (`MAX_PRICE`) is a ceiling
 * printed in a refusal's "enter at most", not an amount computed with. `Total` in capitals is a
 * wire field (an amount); a lower-case `total` in these modules is a row count. */
export function isMoneyName(name: string): boolean {
  if (/^[A-Z0-9_]+$/.test(name)) return false;
  if (/Total$/.test(name) || name === 'CreditLimit' || /credit_limit$/.test(name)) return true;
  const w = words(name);
  return w.length > 0 && MONEY_WORD.test(w[w.length - 1]!);
}

const CALL = /\b(Number\.parseFloat|Number\.parseInt|Number|parseFloat|parseInt)\(/g;

/** Every `Number(x)`-like call in `text` whose argument is a money field: its line and text. */
export function floatsOnMoney(text: string): { line: number; call: string }[] {
  const found: { line: number; call: string }[] = [];
  for (const m of text.matchAll(CALL)) {
    const start = m.index + m[0].length;
    // The argument up to its closing parenthesis (nested calls kept whole).
    let depth = 1;
    let end = start;
    while (end < text.length && depth > 0) {
      const c = text[end];
      if (c === '(') depth++;
      else if (c === ')') depth--;
      end++;
    }
    const arg = text.slice(start, end - 1);
    // The field the argument reads: the last name of its leading chain (`d.Amount`, `r?.gross`,
    // `rows[0]!.total`), before any `??` or operator.
    const chain = /^\s*([\w$]+(?:\s*(?:\?\.|\.|!|\[[^\]]*\])\s*[\w$]*)*)/.exec(arg)?.[1] ?? '';
    const names = chain.match(/[A-Za-z_$][\w$]*/g) ?? [];
    const field = names[names.length - 1];
    if (field && isMoneyName(field)) {
      found.push({ line: text.slice(0, m.index).split('\n').length, call: `${m[1]}(${arg})` });
    }
  }
  return found;
}

function sources(dir: string): string[] {
  const out: string[] = [];
  for (const e of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const rel = `${dir}/${e.name}`;
    if (e.isDirectory()) out.push(...sources(rel));
    else if (/\.(ts|tsx)$/.test(e.name) && !/\.d\.ts$/.test(e.name)) out.push(rel);
  }
  return out;
}

describe('no float on money', () => {
  it('finds Number() and parseFloat on money fields, and leaves counts and ids alone', () => {
    // What the demo bills and the dashboard's chart did before (docs/domain.md, "Money").
    expect(floatsOnMoney('net: (Number(gross) - Number(tax)).toFixed(2),').map((f) => f.call)).toEqual([
      'Number(gross)',
      'Number(tax)',
    ]);
    expect(floatsOnMoney('days.map((d) => ({ ...d, Value: Number(d.Amount) }))')).toHaveLength(1);
    expect(floatsOnMoney('const p = parseFloat(row.UnitPrice);')).toHaveLength(1);
    expect(floatsOnMoney('x = Number.parseFloat(r?.preferential_amount ?? "0")')).toHaveLength(1);
    expect(floatsOnMoney('x = Number(v.CreditLimit) + Number(w.GrandTotal)')).toHaveLength(2);
    for (const fine of [
      'return { rows, total: Number(total?.count ?? 0) };',
      'UnpaidCount: Number(r.unpaid_count),',
      'CurrencyId: Number(r.id),',
      'Decimals: Number(r.decimals),',
      'max: Number(MAX_PRICE)',
      'const total = Number(rows[0]!.total);',
      'Money.of(d.Amount).toDrawingNumber()',
    ])
      expect(floatsOnMoney(fine), fine).toEqual([]);
  });

  it('the server modules and the console screens never make money a number', () => {
    const offences = DIRS.flatMap(sources).flatMap((f) =>
      floatsOnMoney(fs.readFileSync(path.join(root, f), 'utf8')).map((o) => `${f}:${o.line} ${o.call}`),
    );
    expect(offences).toEqual([]);
  });
});
