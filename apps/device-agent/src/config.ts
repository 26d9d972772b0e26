import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { ScaleProtocol } from './scale/serial.js';

export interface AgentConfig {
  host: string;
  port: number;
  /** Pages allowed to connect (the console's origin): a browser always sends its page's Origin,
   * so another site open in the same browser cannot reach the devices. */
  origins: string[];
  /** Servers the agent sends a token to for checking, and fetches documents from; empty: the
   * connecting console's own origin only. */
  servers: string[];
  simulate: boolean;
  /** The virtual printer's folder. */
  printDir: string;
  /** CUPS queue for PDFs, and for ZPL a raw queue or `tcp://host:9100`. */
  printer?: string;
  labelPrinter?: string;
  /** Serial port of the scale (/dev/ttyUSB0, COM3). */
  scale?: string;
  scaleBaud: number;
  scaleProtocol: ScaleProtocol;
  /** V4L2 device of the camera (/dev/video0); none when not given. */
  camera?: string;
  /** Camera preview interval while subscribed. */
  previewMs: number;
  /** The server call that answers a picking list's PDF for PickingPrint `{PickingId}`, asked with
   * `{ id }` as the picking list's print calls take it. */
  pickingCall: string;
  /** Pass any ZPL to the label printer, printer commands too (`~JR`, `^IDR`); off, only label
   * formats are printed (jobs.ts, `labelOnlyZpl`). */
  rawZpl: boolean;
}

/** The console served by `npm start` (:8080) and by `npm run dev` (Vite, :5173). */
const DEFAULT_ORIGINS = [
  'http://localhost:8080',
  'http://127.0.0.1:8080',
  'http://localhost:5173',
  'http://127.0.0.1:5173',
];

export const USAGE = `npm run device-agent -- [options]
  --simulate               virtual scale, printer (a folder) and camera
  --host, --port           where to listen (127.0.0.1:9000); another host needs --allow-remote
  --origin URL             the console's origin (repeatable; default localhost :8080 and :5173)
  --server URL             the API address trusted for sign-in checks and documents (repeatable;
                           default the console's own origin)
  --print-dir DIR          the virtual printer's folder (default ~/wms-prints)
  --printer QUEUE          CUPS queue for PDFs
  --label-printer Q|URL    CUPS raw queue or tcp://host:9100 for ZPL labels
  --scale PORT             serial port of the scale (/dev/ttyUSB0, COM3)
  --scale-baud N           9600 by default
  --scale-protocol P       mt-sics (asks SI) or continuous (ST,GS 1.000KG)
  --camera DEVICE          V4L2 device (/dev/video0), captured with ffmpeg
  --raw-zpl                pass printer commands in ZPL through (reset, delete files, settings);
                           without it only label formats (^XA ... ^XZ) are printed
Each option can also be given as DEVICE_AGENT_<NAME> (DEVICE_AGENT_PRINT_DIR ...).`;

const LOOPBACK = /^(127(\.\d{1,3}){3}|::1|localhost)$/i;

export function loadConfig(argv: string[], env: NodeJS.ProcessEnv = process.env): AgentConfig {
  const { values: v } = parseArgs({
    args: argv,
    options: {
      simulate: { type: 'boolean' },
      host: { type: 'string' },
      port: { type: 'string' },
      'allow-remote': { type: 'boolean' },
      'raw-zpl': { type: 'boolean' },
      origin: { type: 'string', multiple: true },
      server: { type: 'string', multiple: true },
      'print-dir': { type: 'string' },
      printer: { type: 'string' },
      'label-printer': { type: 'string' },
      scale: { type: 'string' },
      'scale-baud': { type: 'string' },
      'scale-protocol': { type: 'string' },
      camera: { type: 'string' },
      'preview-ms': { type: 'string' },
      'picking-call': { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (v.help) throw new UsageError('');
  const e = (name: string) => env[`DEVICE_AGENT_${name.toUpperCase().replace(/-/g, '_')}`] || undefined;
  const str = (name: keyof typeof v) => (v[name] as string | undefined) ?? e(name);
  const list = (name: 'origin' | 'server') =>
    (v[name] ?? e(`${name}s`)?.split(',') ?? []).map((o) => o.trim().replace(/\/+$/, '')).filter(Boolean);
  const flag = (name: 'simulate' | 'allow-remote' | 'raw-zpl') => v[name] ?? ['1', 'true'].includes(e(name) ?? '');

  const host = str('host') ?? '127.0.0.1';
  if (!LOOPBACK.test(host) && !flag('allow-remote')) {
    throw new UsageError(`--host ${host} is reachable from other machines: add --allow-remote to mean it`);
  }
  const protocol = str('scale-protocol') ?? 'mt-sics';
  if (protocol !== 'mt-sics' && protocol !== 'continuous') throw new UsageError(`--scale-protocol ${protocol}`);
  const origins = list('origin');
  return {
    host,
    port: Number(str('port') ?? 9000),
    origins: origins.length ? origins : DEFAULT_ORIGINS,
    servers: list('server'),
    simulate: flag('simulate'),
    printDir: path.resolve(str('print-dir') ?? path.join(os.homedir(), 'wms-prints')),
    printer: str('printer'),
    labelPrinter: str('label-printer'),
    scale: str('scale'),
    scaleBaud: Number(str('scale-baud') ?? 9600),
    scaleProtocol: protocol,
    camera: str('camera'),
    previewMs: Number(str('preview-ms') ?? 1000),
    // The call answering the list's PDF (`PrintPicking {id}`); `--picking-call` names another.
    pickingCall: str('picking-call') ?? 'PickingList/PrintPicking',
    rawZpl: flag('raw-zpl'),
  };
}

export class UsageError extends Error {}
