import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { FfmpegCamera } from '../src/camera/ffmpeg.js';
import { DeviceError } from '../src/devices.js';
import { CupsPrinter } from '../src/printer/cups.js';
import { SerialScale } from '../src/scale/serial.js';

const zpl = Buffer.from('^XA^FO20,20^A0N,40,40^FDBox 7^FS^XZ');

describe('real drivers', () => {
  it('sends ZPL unchanged to a thermal printer’s port', async () => {
    const received: Buffer[] = [];
    const printer = net.createServer((s) => s.on('data', (d) => received.push(d)));
    await new Promise<void>((r) => printer.listen(0, '127.0.0.1', r));
    const port = (printer.address() as net.AddressInfo).port;
    try {
      const cups = new CupsPrinter(undefined, `tcp://127.0.0.1:${port}`);
      await cups.print({ id: '1', format: 'zpl', data: zpl, title: 'label' });
      await new Promise((r) => setTimeout(r, 50));
      expect(Buffer.concat(received).equals(zpl)).toBe(true);
    } finally {
      printer.close();
    }
  });

  it('reports a printer that does not answer, and one not set up, as failures with a reason', async () => {
    const closed = new CupsPrinter(undefined, 'tcp://127.0.0.1:1');
    await expect(closed.print({ id: '2', format: 'zpl', data: zpl, title: 'label' })).rejects.toMatchObject({
      key: 'printFailed',
    });
    const none = new CupsPrinter(undefined, undefined);
    await expect(none.print({ id: '3', format: 'zpl', data: zpl, title: 'label' })).rejects.toBeInstanceOf(DeviceError);
    await expect(none.print({ id: '3', format: 'zpl', data: zpl, title: 'label' })).rejects.toMatchObject({
      key: 'noPrinter',
    });
  });

  it('reports devices whose tool or port is missing as absent, without failing', async () => {
    const path = process.env.PATH;
    process.env.PATH = '/nonexistent';
    try {
      const cups = new CupsPrinter('Office', undefined);
      expect(await cups.list()).toEqual([]);
      await expect(
        cups.print({ id: '4', format: 'pdf', data: Buffer.from('%PDF-1.4\n'), title: 'doc' }),
      ).rejects.toMatchObject({ key: 'noPrinter' });
      const camera = new FfmpegCamera('/dev/video0');
      expect(await camera.present()).toBe(false);
      await expect(camera.capture()).rejects.toMatchObject({ key: 'noCamera' });
    } finally {
      process.env.PATH = path;
    }

    const scale = new SerialScale('/dev/no-such-scale');
    const seen: boolean[] = [];
    scale.start(
      () => undefined,
      (p) => seen.push(p),
    );
    await new Promise((r) => setTimeout(r, 300));
    scale.stop();
    expect(scale.present).toBe(false);
    expect(seen).toEqual([]);
  });
});
