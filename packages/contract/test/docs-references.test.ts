import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** A clone of this repository is all a reader has: comments and docs point at docs/ in it, never
 * at specification or design documents that live elsewhere. */
const root = path.resolve(import.meta.dirname, '../../..');
// Tracked files and new ones not yet added (ignored ones excepted), so a reference comes to light
// before it is committed.
const files = [
  ...new Set(
    execFileSync(
      'git',
      [
        'ls-files',
        '-z',
        '--cached',
        '--others',
        '--exclude-standard',
        '--',
        'apps',
        'packages',
        'bench',
        'scripts',
        'docs',
        '.ci',
        '*.md',
        '*.ts',
      ],
      { cwd: root, encoding: 'utf8' },
    ).split('\0'),
  ),
].filter(
  (f) =>
    /\.(ts|tsx|mjs|js|md)$|^\.ci\//.test(f) &&
    !f.endsWith('docs-references.test.ts') &&
    fs.existsSync(path.join(root, f)),
);
const texts = new Map(files.map((f) => [f, fs.readFileSync(path.join(root, f), 'utf8')]));

/** Citations of documents outside the repository: numbered specification sections (the word and
 * a document number, or a bare number and "section"), "the spec", the design and domain notes,
 * the shared folder. */
const SPEC = /\bspec(ification)?\s+0?\d|\bspec(ification)?\s+section|\bthe spec('s)?\b|\s\(spec\)|\(0\d section/i;
const NOTES = /DESIGN\.md|DOMAIN\.md|\.\.\/shared\/|\/work\/shared/;
const outside = (line: string) => SPEC.test(line) || NOTES.test(line);

/** `docs/domain.md, "Money"`, `docs/domain.md ("Money")`, `docs/domain.md "Money"`: the quoted
 * text must be a heading of that file. Comment markers of a quote broken over lines are skipped. */
const SECTION = /docs\/([\w-]+\.md)`?,?\s*\(?"([^"]{1,80})"/g;

const headings = (doc: string) =>
  new Set([...(texts.get(`docs/${doc}`) ?? '').matchAll(/^#{1,6}\s+(.+?)\s*$/gm)].map((m) => m[1]!.replace(/`/g, '')));

describe('references in the code and docs', () => {
  it('never point outside the repository', () => {
    const found = [...texts].flatMap(([f, text]) =>
      text.split('\n').flatMap((line, i) => (outside(line) ? [`${f}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(found).toEqual([]);
  });

  it('the pattern catches the ways such references were written', () => {
    // Samples are put together here so that this file does not itself read as such a reference.
    const [spec, the, md, shared] = ['spec', 'the spec', '.md', ['..', 'shared'].join('/')];
    for (const line of [
      `// ${spec} 02 section 3`,
      `/** Spec 02 section 9: a slide every 5 seconds. */`,
      ` * keys as ${the} writes them`,
      `/** The first four are ${the}'s (01 section 3) */`,
      `the local number has 6 to 10 digits (${spec}).`,
      `see DESIGN${md}`,
      `see ${shared}/${spec}/02-business-areas${md}`,
    ])
      expect(outside(line), line).toBe(true);
    for (const line of [
      'const spec = specs[action];',
      'declared(spec)',
      '// Specification audit: 0 none',
      'docs/domain.md',
    ])
      expect(outside(line), line).toBe(false);
  });

  it('point at docs and sections that exist', () => {
    const missing = [...texts].flatMap(([f, text]) => [
      ...[...text.matchAll(/docs\/([\w-]+\.md)/g)]
        .filter((m) => !texts.has(`docs/${m[1]}`))
        .map((m) => `${f}: docs/${m[1]}`),
      ...[...text.matchAll(SECTION)]
        .map((m) => [m[1]!, m[2]!.replace(/\s*\n\s*(\*|\/\/)?\s*/g, ' ')] as const)
        .filter(([doc, section]) => texts.has(`docs/${doc}`) && !section.startsWith('<') && !headings(doc).has(section))
        .map(([doc, section]) => `${f}: docs/${doc}, "${section}"`),
      // Relative links of the Markdown files.
      ...(f.endsWith('.md') ? [...text.matchAll(/\]\(([^)#\s]+\.md)(#[^)]*)?\)/g)] : [])
        .filter((m) => !/^https?:/.test(m[1]!) && !fs.existsSync(path.join(root, path.dirname(f), m[1]!)))
        .map((m) => `${f}: ${m[1]}`),
    ]);
    expect(missing).toEqual([]);
  });
});
