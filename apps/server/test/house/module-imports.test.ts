import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The house reads as the domain (docs/architecture.md, "Chapters"): every module sits in the
// folder of its chapter, and two modules never import each other, directly or round a longer
// loop; the one that needs the other's rules imports them, the other never looks back.

const modules = path.resolve(import.meta.dirname, '../../src/modules');
const CHAPTERS = [
  'system',
  'reference',
  'warehouse',
  'inbound',
  'outbound',
  'transport',
  'returns',
  'selling',
  'content',
  'money',
];

const dirs = (dir: string) =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
const filesIn = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((d) => (d.isDirectory() ? filesIn(path.join(dir, d.name)) : [path.join(dir, d.name)]))
    .filter((f) => f.endsWith('.ts'));

/** `<chapter>/<area>` of every module. */
const moduleNames = dirs(modules).flatMap((chapter) => dirs(path.join(modules, chapter)).map((a) => `${chapter}/${a}`));
const moduleOf = (file: string) => {
  const rel = path.relative(modules, file).split(path.sep);
  return rel.length >= 3 ? `${rel[0]}/${rel[1]}` : undefined;
};

/** Module -> the modules its files import. */
function importGraph(): Map<string, Set<string>> {
  const graph = new Map(moduleNames.map((m) => [m, new Set<string>()]));
  for (const m of moduleNames) {
    for (const file of filesIn(path.join(modules, m))) {
      const text = fs.readFileSync(file, 'utf8');
      for (const [, spec] of text.matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)) {
        const target = moduleOf(path.resolve(path.dirname(file), spec!));
        if (target && target !== m) graph.get(m)!.add(target);
      }
    }
  }
  return graph;
}

/** The loops of the graph: its strongly connected parts of more than one module (Tarjan). */
function loops(graph: Map<string, Set<string>>): string[][] {
  let index = 0;
  const idx = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const on = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    on.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v)!, idx.get(w)!));
    }
    if (low.get(v) === idx.get(v)) {
      const part: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        on.delete(w);
        part.push(w);
      } while (w !== v);
      if (part.length > 1) found.push(part.sort());
    }
  };
  for (const v of graph.keys()) if (!idx.has(v)) visit(v);
  return found;
}

describe('the modules by chapter', () => {
  it('keeps every module in the folder of a chapter', () => {
    const loose = fs.readdirSync(modules).filter((f) => f !== 'index.ts' && !CHAPTERS.includes(f));
    expect(loose, 'a folder or file in modules/ that is not a chapter (docs/architecture.md, "Chapters")').toEqual([]);
    for (const chapter of dirs(modules)) {
      const files = fs.readdirSync(path.join(modules, chapter)).filter((f) => f.endsWith('.ts'));
      expect(files, `${chapter}/ holds modules, not files`).toEqual([]);
    }
  });

  it('has no two modules that import each other, directly or round a loop', () => {
    const graph = importGraph();
    expect(graph.size).toBeGreaterThan(30);
    expect(loops(graph), 'modules importing each other: move the shared piece to the one that owns it').toEqual([]);
  });

  it('finds a loop when there is one', () => {
    const graph = new Map([
      ['a/x', new Set(['b/y'])],
      ['b/y', new Set(['c/z'])],
      ['c/z', new Set(['a/x'])],
      ['d/w', new Set(['a/x'])],
    ]);
    expect(loops(graph)).toEqual([['a/x', 'b/y', 'c/z']]);
  });
});
