import crypto from 'node:crypto';
import { DeviceError, type PrintJob } from './devices.js';
import { fetchDocument, type Session } from './server-api.js';

/**
 * What the console sends with PickingPrint. One of:
 * - `{PickingId}`: the picking list's PDF, fetched from the server (the configured call);
 * - `{Call, Body}`: any server document answered as a PDF (`Shelves/GetPrintShelveReport` with
 *   `{Ids}` prints shelf labels), fetched with the user's token, so the server's permissions hold;
 * - `{Zpl}`: label text for a thermal printer; `{Pdf}`: a PDF, base64.
 * `JobId` (the console's own, optional) comes back with the outcome; `Title` names the job.
 */
export interface JobPayload {
  JobId?: unknown;
  PickingId?: unknown;
  Call?: unknown;
  Body?: unknown;
  Zpl?: unknown;
  Pdf?: unknown;
  Title?: unknown;
}

/** Controller/Action of the call table: the agent fetches server documents, never other URLs. */
const CALL = /^[A-Z][A-Za-z]{0,63}\/[A-Z][A-Za-z]{0,63}$/;
const MAX_BYTES = 50 * 1024 * 1024;

/**
 * ZPL commands that act on the printer rather than draw a label: reset and calibration, stored
 * files deleted or the configuration saved, network, name and password settings, and the
 * commands that change the command characters (after which anything could follow unseen).
 * Every tilde (`~`) command acts at once, outside any label.
 */
const PRINTER_COMMANDS = /\^(ID|JU|JB|JZ|JC|JJ|NC|ND|NN|NP|NS|NT|NW|KN|KP|KC|KL|HZ|CC|CD|CT|DF|DG|DY)/i;

/** Whether ZPL text is label formats only: one or more `^XA ... ^XZ` blocks and white space
 * between them, with no printer command inside. A page of the console's origin decides what is
 * printed, but must not be able to reset, reconfigure or wipe a station's printer. */
export function labelOnlyZpl(zpl: string): boolean {
  if (zpl.includes('~')) return false;
  const rest = zpl.replace(/\^XA[\s\S]*?\^XZ/gi, (label) => (PRINTER_COMMANDS.test(label) ? '\u0000' : ''));
  return rest.trim() === '' && /\^XA/i.test(zpl);
}

export function jobIdOf(p: JobPayload | null | undefined): string {
  return typeof p?.JobId === 'string' || typeof p?.JobId === 'number'
    ? String(p.JobId)
    : crypto.randomUUID().slice(0, 8);
}

export async function resolveJob(
  session: Session,
  p: JobPayload | null | undefined,
  pickingCall: string,
  rawZpl = false,
): Promise<PrintJob> {
  const id = jobIdOf(p);
  const title = typeof p?.Title === 'string' && p.Title ? p.Title : 'job';
  if (!p || typeof p !== 'object') throw new DeviceError('badJob');
  if (typeof p.Zpl === 'string' && p.Zpl) {
    if (!rawZpl && !labelOnlyZpl(p.Zpl)) throw new DeviceError('notALabel');
    return { id, format: 'zpl', data: Buffer.from(p.Zpl, 'utf8'), title: title === 'job' ? 'label' : title };
  }
  if (typeof p.Pdf === 'string' && p.Pdf) {
    const data = Buffer.from(p.Pdf.replace(/^data:application\/pdf;base64,/, ''), 'base64');
    if (data.length > MAX_BYTES) throw new DeviceError('badJob');
    return { id, format: 'pdf', data, title };
  }
  if (typeof p.Call === 'string' && CALL.test(p.Call)) {
    const data = await fetchDocument(session, p.Call, p.Body ?? {});
    return { id, format: 'pdf', data, title: title === 'job' ? p.Call.split('/')[1]! : title };
  }
  if (Number.isInteger(p.PickingId) && (p.PickingId as number) > 0) {
    // The picking-list print calls take the list as `id` (PrintPicking, PrintPickingData).
    const data = await fetchDocument(session, pickingCall, { id: p.PickingId });
    return { id, format: 'pdf', data, title: `picking-${p.PickingId}` };
  }
  throw new DeviceError('badJob');
}
