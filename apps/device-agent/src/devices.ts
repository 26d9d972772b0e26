/**
 * The three kinds of device behind one interface each: the simulators and the real drivers are
 * interchangeable, chosen by configuration (src/config.ts).
 */

/** One reading of a scale: kilograms as a decimal text ("1.250"), and whether the scale calls
 * it stable. Only stable readings ever reach the console (docs/domain.md "Devices"). */
export interface Reading {
  kg: string;
  stable: boolean;
}

export interface Scale {
  /** A short name for the start-up line and SendLoad ("simulated", "/dev/ttyUSB0"). */
  readonly name: string;
  /** Starts reading; `onReading` for every reading, `onPresence` when the scale comes or goes. */
  start(onReading: (r: Reading) => void, onPresence: (present: boolean) => void): void;
  stop(): void;
  readonly present: boolean;
}

export type JobFormat = 'pdf' | 'zpl';

export interface PrintJob {
  id: string;
  format: JobFormat;
  data: Buffer;
  /** A name for the spooler's queue and the simulator's file ("shelf-labels"). */
  title: string;
}

export interface Printer {
  readonly name: string;
  /** The printers the system knows (CUPS queues), for SendLoad; [] when there are none. */
  list(): Promise<string[]>;
  /** Prints; answers where it went (a file, a queue's job id). Throws a DeviceError on failure. */
  print(job: PrintJob): Promise<string>;
}

export interface Camera {
  readonly name: string;
  /** Whether a capture can be tried (the device and the capture tool exist). */
  present(): Promise<boolean>;
  /** One still image as a data: URL (image/png or image/jpeg). */
  capture(): Promise<string>;
}

/** A failure worth telling the user: `key` is a text of src/texts.ts. */
export class DeviceError extends Error {
  constructor(
    readonly key: import('./texts.js').TextKey,
    readonly detail = '',
  ) {
    super(detail ? `${key}: ${detail}` : key);
  }
}
