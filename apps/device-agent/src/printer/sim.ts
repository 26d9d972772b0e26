import fs from 'node:fs';
import path from 'node:path';
import type { Printer, PrintJob } from '../devices.js';
import { checkJob } from './check.js';

/**
 * The virtual printer: each job becomes a file in a folder, a PDF as it is and ZPL as its text
 * (.zpl), named so that the folder lists in the order of printing.
 */
export class FolderPrinter implements Printer {
  readonly name: string;
  private seq = 0;

  constructor(readonly folder: string) {
    this.name = `folder:${folder}`;
  }

  async list(): Promise<string[]> {
    return [this.name];
  }

  async print(job: PrintJob): Promise<string> {
    checkJob(job);
    await fs.promises.mkdir(this.folder, { recursive: true });
    const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 19);
    const safe = job.title.replace(/[^\w.-]+/g, '_').slice(0, 60) || 'job';
    const seq = String(++this.seq).padStart(4, '0');
    const file = path.join(this.folder, `${stamp}-${seq}-${safe}.${job.format}`);
    // Written under a temporary name first: a watcher of the folder never sees half a file.
    await fs.promises.writeFile(`${file}.part`, job.data);
    await fs.promises.rename(`${file}.part`, file);
    return file;
  }
}
