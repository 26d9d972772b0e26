import { execFile, spawn } from 'node:child_process';
import net from 'node:net';
import { promisify } from 'node:util';
import { DeviceError, type Printer, type PrintJob } from '../devices.js';
import { onPath } from '../tools.js';
import { checkJob } from './check.js';

const run = promisify(execFile);

/** `lp` with the job on standard input; answers CUPS's "request id is <queue>-<n> ...". */
function lp(args: string[], data: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('lp', args, { stdio: ['pipe', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.on('error', (e) => reject(new DeviceError('printFailed', e.message)));
    child.on('close', (code) =>
      code === 0
        ? resolve(/request id is (\S+)/.exec(out)?.[1] ?? out.trim())
        : reject(new DeviceError('printFailed', err.trim() || `lp exited with ${code}`)),
    );
    child.stdin.end(data);
  });
}

/** Raw ZPL to a thermal printer's port 9100 (JetDirect): the printer prints what it receives. */
function sendRaw(target: URL, data: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const s = net.connect({ host: target.hostname, port: Number(target.port || 9100) });
    s.setTimeout(10_000, () => s.destroy(new Error('timed out')));
    s.on('error', (e) => reject(new DeviceError('printFailed', e.message)));
    // Done once the printer has taken every byte; some printers keep the connection open after.
    s.on('connect', () => s.end(data, () => resolve(target.host)));
  });
}

/**
 * The system's printers through CUPS: PDFs to `documentQueue` through the spooler, ZPL to
 * `labelQueue` untouched (a CUPS raw queue, or `tcp://host:9100` straight to the printer).
 */
export class CupsPrinter implements Printer {
  readonly name: string;

  constructor(
    private documentQueue: string | undefined,
    private labelQueue: string | undefined,
  ) {
    this.name = `cups:${documentQueue ?? '-'}/${labelQueue ?? '-'}`;
  }

  async list(): Promise<string[]> {
    if (!(await onPath('lpstat'))) return [];
    try {
      const { stdout } = await run('lpstat', ['-e'], { timeout: 5000 });
      return stdout
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean);
    } catch {
      return [];
    }
  }

  async print(job: PrintJob): Promise<string> {
    checkJob(job);
    const queue = job.format === 'zpl' ? this.labelQueue : this.documentQueue;
    if (!queue) throw new DeviceError('noPrinter');
    if (/^tcp:\/\//i.test(queue)) return sendRaw(new URL(queue), job.data);
    if (!(await onPath('lp'))) throw new DeviceError('noPrinter');
    const args = ['-d', queue, '-t', job.title];
    if (job.format === 'zpl') args.push('-o', 'raw');
    return lp(args, job.data);
  }
}
