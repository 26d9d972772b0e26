import { FfmpegCamera } from './camera/ffmpeg.js';
import { SimulatedCamera } from './camera/sim.js';
import type { AgentConfig } from './config.js';
import type { Camera, Printer, Scale } from './devices.js';
import { CupsPrinter } from './printer/cups.js';
import { FolderPrinter } from './printer/sim.js';
import { SerialScale } from './scale/serial.js';
import { SimulatedScale } from './scale/sim.js';

export interface Devices {
  /** null: no scale configured. */
  scale: Scale | null;
  printer: Printer;
  camera: Camera | null;
}

/** The devices the configuration names: all three simulated with --simulate, else the real
 * drivers (a device whose tool or port is missing is reported absent, not an error). */
export function devicesOf(cfg: AgentConfig): Devices {
  if (cfg.simulate) {
    return { scale: new SimulatedScale(), printer: new FolderPrinter(cfg.printDir), camera: new SimulatedCamera() };
  }
  return {
    scale: cfg.scale ? new SerialScale(cfg.scale, { baudRate: cfg.scaleBaud, protocol: cfg.scaleProtocol }) : null,
    printer: new CupsPrinter(cfg.printer, cfg.labelPrinter),
    camera: cfg.camera ? new FfmpegCamera(cfg.camera) : null,
  };
}
