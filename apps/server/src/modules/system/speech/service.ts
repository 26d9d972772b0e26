import { execFile } from 'node:child_process';
import type { GeneratingVoiceBody, Lang } from '@wms/contract';
import type { Deps } from '../../../platform/deps.js';
import { refused } from '../../../platform/errors.js';

/** espeak-ng voices per interface language. Taiwan speaks Mandarin, so zh-tw uses it too. */
const VOICES: Record<Lang, string> = { 'zh-cn': 'cmn', 'zh-tw': 'cmn', 'en-us': 'en-us' };
const TIMEOUT_MS = 10_000;
/** 500 characters at the slowest rate stay well below this (about 45 KB a second of audio). */
const MAX_OUTPUT_BYTES = 64 * 1024 * 1024;

/** Rate 1..10 to words per minute: 5 is espeak's normal 180, 1 is slow, 10 fast. */
export const wordsPerMinute = (rate: number) => 80 + rate * 20;

/**
 * espeak-ng writes to a pipe, so it cannot go back to fill in the RIFF and data sizes and
 * leaves them at 0x7ffff000-ish placeholders; some players then refuse the file or report a
 * wrong length. The real sizes are known once the output is complete.
 */
export function fixWavSizes(wav: Buffer): Buffer {
  if (wav.length < 12 || wav.toString('latin1', 0, 4) !== 'RIFF' || wav.toString('latin1', 8, 12) !== 'WAVE') {
    return wav;
  }
  wav.writeUInt32LE(wav.length - 8, 4);
  let at = 12;
  while (at + 8 <= wav.length) {
    const id = wav.toString('latin1', at, at + 4);
    if (id === 'data') {
      wav.writeUInt32LE(wav.length - at - 8, at + 4);
      break;
    }
    at += 8 + wav.readUInt32LE(at + 4);
  }
  return wav;
}

function synthesize(program: string, voice: string, wpm: number, text: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // No shell, and the text goes through stdin: nothing the caller writes is parsed as an
    // option or a command.
    const child = execFile(
      program,
      ['-v', voice, '-s', String(wpm), '-b', '1', '--stdout', '--stdin'],
      { encoding: 'buffer', timeout: TIMEOUT_MS, maxBuffer: MAX_OUTPUT_BYTES, windowsHide: true },
      (err, stdout) => (err ? reject(err) : resolve(stdout)),
    );
    child.stdin?.on('error', () => {}); // a program that exits early closes the pipe; execFile reports why
    child.stdin?.end(text);
  });
}

export function speechService(deps: Deps) {
  return {
    /** Answers the speech as a WAV data URL. Code 4 when espeak-ng is not installed. */
    async generate(body: GeneratingVoiceBody, lang: Lang): Promise<string> {
      const voice = VOICES[body.Lang ?? lang];
      let wav: Buffer;
      try {
        // Read on every call so that a changed ESPEAK_PATH needs no restart of the module.
        wav = await synthesize(deps.config.espeakPath, voice, wordsPerMinute(body.Rate), body.Text);
      } catch (e) {
        const code = (e as NodeJS.ErrnoException).code;
        if (code === 'ENOENT' || code === 'EACCES') throw refused('speech.notInstalled');
        throw e;
      }
      return `data:audio/wav;base64,${fixWavSizes(wav).toString('base64')}`;
    },
  };
}
