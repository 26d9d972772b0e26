// `npm run dev`: the API with reload on :8080 and the Vite dev server (which proxies /openapi to
// it) side by side; Ctrl-C stops both.
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@wms/server'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@wms/web'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const c of children) c.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children)
  c.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
