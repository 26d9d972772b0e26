import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// Every module the server runs, so that every binding it makes is bound.
import '../../src/modules/index.js';
import { type BoundWorkflow, boundWorkflows } from '../../src/platform/transition.js';

// Every bound workflow runs the conformance suite (docs/architecture.md, "Adding a workflow
// area", step 5): a test file calls `describeWorkflow(server, { bound: <its binding>, make })`.
// Read statically: the bindings by their exported names in the server's sources, the suite's
// calls by the name their `bound` gives in the test sources.

const server = path.resolve(import.meta.dirname, '../..');
const sourcesUnder = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((f) => f.isFile() && f.name.endsWith('.ts'))
    .map((f) => path.join(f.parentPath, f.name));

/** Every binding the server's sources make, by the name it is exported as (the files that bind
 * are imported too, whatever the server imports). */
async function bindings(): Promise<Map<BoundWorkflow, string>> {
  const names = new Map<BoundWorkflow, string>();
  const files = sourcesUnder(path.join(server, 'src')).filter((f) =>
    /=\s*bindWorkflow\(/.test(fs.readFileSync(f, 'utf8')),
  );
  for (const file of files) {
    const exports = (await import(file)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(exports))
      if (boundWorkflows().includes(value as BoundWorkflow)) names.set(value as BoundWorkflow, name);
  }
  return names;
}

/** The binding each `describeWorkflow(...)` call of the test sources names as its `bound`. */
function suiteCalls(): Set<string> {
  const called = new Set<string>();
  for (const file of sourcesUnder(path.join(server, 'test'))) {
    for (const m of fs.readFileSync(file, 'utf8').matchAll(/describeWorkflow\([^{]*\{\s*bound:\s*(\w+)/g))
      called.add(m[1]!);
  }
  return called;
}

describe('the workflow conformance suite', () => {
  it('runs for every bound workflow', async () => {
    const names = await bindings();
    const all = boundWorkflows();
    expect(all.length).toBeGreaterThanOrEqual(9);
    expect(
      all.filter((b) => !names.has(b)).map((b) => b.workflow.entity),
      'bound but not exported under a name: export the binding',
    ).toEqual([]);
    const called = suiteCalls();
    const missing = all.filter((b) => !called.has(names.get(b)!)).map((b) => `${b.workflow.entity} (${names.get(b)})`);
    expect(missing, 'bound workflows no test runs describeWorkflow for').toEqual([]);
  });
});
