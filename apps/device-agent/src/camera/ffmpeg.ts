import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { promisify } from 'node:util';
import { type Camera, DeviceError } from '../devices.js';
import { onPath } from '../tools.js';

const run = promisify(execFile);

/**
 * A V4L2 camera (a USB webcam on Linux) read through ffmpeg: one JPEG frame per capture. Without
 * ffmpeg or without the device the camera is reported absent, never an error at start.
 */
export class FfmpegCamera implements Camera {
  constructor(readonly name: string) {}

  async present(): Promise<boolean> {
    return fs.existsSync(this.name) && (await onPath('ffmpeg'));
  }

  async capture(): Promise<string> {
    if (!(await this.present())) throw new DeviceError('noCamera');
    try {
      const { stdout } = await run(
        'ffmpeg',
        [
          '-hide_banner',
          '-loglevel',
          'error',
          '-f',
          'v4l2',
          '-i',
          this.name,
          '-frames:v',
          '1',
          '-vf',
          'scale=640:-2',
          '-f',
          'image2pipe',
          '-vcodec',
          'mjpeg',
          '-',
        ],
        { encoding: 'buffer', timeout: 5000, maxBuffer: 8 * 1024 * 1024 },
      );
      return `data:image/jpeg;base64,${stdout.toString('base64')}`;
    } catch (e) {
      throw new DeviceError('captureFailed', (e as Error).message.split('\n')[0]);
    }
  }
}
