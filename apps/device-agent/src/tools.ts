import fs from 'node:fs';
import path from 'node:path';

/** Whether a command-line tool is installed: a missing one makes its device absent, not the
 * agent fail. */
export async function onPath(tool: string): Promise<boolean> {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (!dir) continue;
    try {
      await fs.promises.access(path.join(dir, tool), fs.constants.X_OK);
      return true;
    } catch {
      // Not in this folder.
    }
  }
  return false;
}
