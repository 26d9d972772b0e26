import { SerialPortMock } from 'serialport';
import { afterEach, describe, expect, it } from 'vitest';
import type { Reading } from '../src/devices.js';
import { type PortClass, SerialScale } from '../src/scale/serial.js';

const MockBinding = SerialPortMock.binding;
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** The mock port's own end: what the scale would send, and what it was sent. */
const binding = (scale: SerialScale) =>
  (scale as unknown as { port: { port: { emitData(d: string): void; lastWrite: Buffer | null } } }).port.port;

afterEach(() => MockBinding.reset());

describe('a serial scale (serialport, mock port)', () => {
  it('asks an MT-SICS scale SI and reads its answers; silence makes it absent', async () => {
    MockBinding.createPort('/dev/ttyMOCK0', { echo: false, record: true });
    const scale = new SerialScale('/dev/ttyMOCK0', {
      protocol: 'mt-sics',
      silenceMs: 250,
      portClass: SerialPortMock as unknown as PortClass,
    });
    const readings: Reading[] = [];
    const presence: boolean[] = [];
    scale.start(
      (r) => readings.push(r),
      (p) => presence.push(p),
    );
    try {
      await wait(300);
      expect(binding(scale).lastWrite?.toString()).toBe('SI\r\n');
      binding(scale).emitData('S D      1.236 kg\r\nS S      1.');
      binding(scale).emitData('240 kg\r\n');
      await wait(50);
      expect(readings).toEqual([
        { kg: '1.236', stable: false },
        { kg: '1.240', stable: true },
      ]);
      expect(presence).toEqual([true]);
      await wait(700);
      expect(presence).toEqual([true, false]);
      binding(scale).emitData('S S      1.240 kg\r\n');
      await wait(50);
      expect(presence).toEqual([true, false, true]);
    } finally {
      scale.stop();
    }
  });

  it('reads a continuous indicator without asking it', async () => {
    MockBinding.createPort('/dev/ttyMOCK1', { echo: false, record: true });
    const scale = new SerialScale('/dev/ttyMOCK1', {
      protocol: 'continuous',
      portClass: SerialPortMock as unknown as PortClass,
    });
    const readings: Reading[] = [];
    scale.start(
      (r) => readings.push(r),
      () => undefined,
    );
    try {
      await wait(300);
      expect(binding(scale).lastWrite).toBeNull();
      binding(scale).emitData('US,GS,+  0.998kg\r\nST,GS 1.000KG\r\nOL,GS,+  ------kg\r\n');
      await wait(50);
      expect(readings).toEqual([
        { kg: '0.998', stable: false },
        { kg: '1.000', stable: true },
      ]);
      expect(scale.present).toBe(true);
    } finally {
      scale.stop();
    }
  });
});
