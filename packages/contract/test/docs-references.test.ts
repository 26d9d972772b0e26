import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** A clone of this repository is all a reader has: comments and docs point at docs/ in it, never
 * at specification or design documents that live elsewhere. */
const root = path.resolve(import.meta.dirname, '../../..');
const tracked = execFileSync(
  'git',
  ['ls-files', '-z', '--', 'apps', 'packages', 'bench', 'scripts', 'docs', 'README.md'],
  {
    cwd: root,
    encoding: 'utf8',
  },
)
  .split('\0')
  .filter((f) => /\.(ts|tsx|mjs|js|md)$/.test(f) && !f.endsWith('docs-references.test.ts'));

const OUTSIDE = /spec 0\d|DESIGN\.md|DOMAIN\.md|\.\.\/shared\//;

describe('references in the code and docs', () => {
  it('never point outside the repository', () => {
    const found = tracked.flatMap((f) =>
      fs
        .readFileSync(path.join(root, f), 'utf8')
        .split('\n')
        .flatMap((line, i) => (OUTSIDE.test(line) ? [`${f}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(found).toEqual([]);
  });

  it('point at docs that exist', () => {
    const missing = tracked.flatMap((f) =>
      [...fs.readFileSync(path.join(root, f), 'utf8').matchAll(/docs\/([\w-]+\.md)/g)]
        .map((m) => m[1]!)
        .filter((doc) => !fs.existsSync(path.join(root, 'docs', doc)))
        .map((doc) => `${f}: docs/${doc}`),
    );
    expect(missing).toEqual([]);
  });
});
