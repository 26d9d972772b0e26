// `npm run bench` runs every benchmark; `npm run bench -- auth web` runs the named ones.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.dirname(fileURLToPath(import.meta.url));
const all = fs
  .readdirSync(dir)
  .filter((f) => f.endsWith('.mjs') && f !== 'run.mjs')
  .map((f) => f.replace(/\.mjs$/, ''));
const chosen = process.argv.slice(2).length ? process.argv.slice(2) : all;
for (const name of chosen) {
  if (!all.includes(name)) throw new Error(`no benchmark ${name}; have: ${all.join(', ')}`);
  console.log(`\n=== bench/${name} ===`);
  execFileSync(process.execPath, [path.join(dir, `${name}.mjs`)], { stdio: 'inherit' });
}
