import type { Reading, Scale } from '../devices.js';
import { parseScaleLine } from './parse.js';

export type ScaleProtocol = 'mt-sics' | 'continuous';

/** The part of serialport's SerialPort the driver uses (the package is loaded only when a serial
 * scale is configured, and may be missing: then the scale is absent). */
export interface Port {
  on(event: 'data', fn: (d: Buffer) => void): void;
  on(event: 'open' | 'close', fn: () => void): void;
  on(event: 'error', fn: (e: Error) => void): void;
  write(data: string): void;
  close(): void;
  isOpen: boolean;
}

export type PortClass = new (o: { path: string; baudRate: number }) => Port;

export interface SerialOptions {
  baudRate?: number;
  protocol?: ScaleProtocol;
  /** No line for this long: the scale is switched off or its cable pulled at the scale's end. */
  silenceMs?: number;
  /** serialport's SerialPort unless given (its mock in tests). */
  portClass?: PortClass;
}

const REOPEN_MS = 2000;
const POLL_MS = 200;

/**
 * A scale on a serial port (RS-232 or a USB serial adapter). MT-SICS scales are asked `SI`
 * (the weight now, stable or not) five times a second; continuous indicators talk unasked. A
 * port that closes or errors, or a scale that falls silent, is reported absent, and the port is
 * reopened every 2 s until the scale is back.
 */
export class SerialScale implements Scale {
  present = false;
  private port: Port | null = null;
  private poll: NodeJS.Timeout | null = null;
  private reopen: NodeJS.Timeout | null = null;
  private lastLine = 0;
  private stopped = false;
  private pending = '';

  private baudRate: number;
  private protocol: ScaleProtocol;
  private silenceMs: number;

  constructor(
    readonly name: string,
    private options: SerialOptions = {},
  ) {
    this.baudRate = options.baudRate ?? 9600;
    this.protocol = options.protocol ?? 'mt-sics';
    this.silenceMs = options.silenceMs ?? 3000;
  }

  start(onReading: (r: Reading) => void, onPresence: (present: boolean) => void): void {
    this.stopped = false;
    const setPresent = (p: boolean) => {
      if (p === this.present) return;
      this.present = p;
      onPresence(p);
    };
    const open = async () => {
      if (this.stopped) return;
      let SerialPort: PortClass;
      try {
        // A name in a variable: neither the type checker nor the bundler needs the package.
        const name = 'serialport';
        SerialPort = this.options.portClass ?? (await import(name)).SerialPort;
      } catch {
        return; // serialport not installed: the scale stays absent.
      }
      const port = new SerialPort({ path: this.name, baudRate: this.baudRate });
      this.port = port;
      // Present from the first line it sends: an open port alone may be an adapter without a scale.
      port.on('open', () => {
        this.lastLine = Date.now();
      });
      port.on('data', (d) => {
        // Noise without line ends (a wrong baud rate) is not kept for ever.
        this.pending = (this.pending + d.toString('latin1')).slice(-1024);
        const lines = this.pending.split(/\r?\n|\r/);
        this.pending = lines.pop() ?? '';
        for (const l of lines) {
          if (!l.trim()) continue;
          this.lastLine = Date.now();
          setPresent(true);
          const parsed = parseScaleLine(l);
          if (parsed.kind === 'reading') onReading(parsed.reading);
        }
      });
      const lost = () => {
        if (this.port !== port) return;
        this.port = null;
        if (port.isOpen) port.close();
        setPresent(false);
        if (!this.stopped) {
          this.reopen = setTimeout(open, REOPEN_MS);
          this.reopen.unref();
        }
      };
      port.on('close', lost);
      port.on('error', lost);
    };
    void open();
    const tick = setInterval(() => {
      const port = this.port;
      if (!port?.isOpen) return;
      if (this.protocol === 'mt-sics') port.write('SI\r\n');
      if (Date.now() - this.lastLine > this.silenceMs) setPresent(false);
    }, POLL_MS);
    tick.unref();
    this.poll = tick;
  }

  stop(): void {
    this.stopped = true;
    if (this.poll) clearInterval(this.poll);
    if (this.reopen) clearTimeout(this.reopen);
    this.port?.close();
    this.port = null;
  }
}
