import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixWavSizes, wordsPerMinute } from '../src/modules/system/speech/service.js';
import { startTestServer, type TestServer } from './helpers/server.js';

let s: TestServer;
let customer: string;

/** CI installs espeak-ng; a developer machine may not have it, and then only the refusal is
 * checked. */
const espeakInstalled = (() => {
  try {
    execFileSync(process.env.ESPEAK_PATH || 'espeak-ng', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

beforeAll(async () => {
  s = await startTestServer();
  customer = (await s.signIn('customer1')).AccessToken;
});
afterAll(() => s.close());

const wavOf = (dataUrl: string) => {
  expect(dataUrl.startsWith('data:audio/wav;base64,')).toBe(true);
  return Buffer.from(dataUrl.slice('data:audio/wav;base64,'.length), 'base64');
};

describe('SpeechSynthesizer/GeneratingVoice', () => {
  it.runIf(espeakInstalled)('answers a WAV data URL with correct RIFF sizes in each language', async () => {
    for (const [Lang, Text] of [
      ['en-us', 'Scale turned off'],
      ['zh-cn', '电子秤已关闭'],
      ['zh-tw', '電子秤已關閉'],
    ]) {
      const r = await s.call('SpeechSynthesizer/GeneratingVoice', { Lang, Text }, { token: customer });
      expect(r.Code).toBe(0);
      const wav = wavOf(r.Data);
      expect(wav.toString('latin1', 0, 4)).toBe('RIFF');
      expect(wav.toString('latin1', 8, 12)).toBe('WAVE');
      expect(wav.readUInt32LE(4)).toBe(wav.length - 8);
      expect(wav.length).toBeGreaterThan(5000);
    }
  });

  it.runIf(espeakInstalled)('speaks faster at a higher Rate; Lang defaults to the request language', async () => {
    const Text = 'Please weigh the package again';
    const slow = wavOf(
      (await s.call('SpeechSynthesizer/GeneratingVoice', { Text, Rate: 1 }, { token: customer, lang: 'en-us' })).Data,
    );
    const fast = wavOf(
      (await s.call('SpeechSynthesizer/GeneratingVoice', { Text, Rate: 10 }, { token: customer, lang: 'en-us' })).Data,
    );
    expect(fast.length).toBeLessThan(slow.length);
  });

  it('reads text that looks like options as text, never as arguments', async () => {
    const r = await s.call(
      'SpeechSynthesizer/GeneratingVoice',
      { Lang: 'en-us', Text: '-w /tmp/x --version' },
      { token: customer },
    );
    if (espeakInstalled) {
      expect(r.Code).toBe(0);
      expect(wavOf(r.Data).toString('latin1', 0, 4)).toBe('RIFF');
    } else {
      expect(r.Code).toBe(4);
    }
  });

  it('answers Code 4 with a localised message when espeak-ng is not installed', async () => {
    const saved = s.deps.config.espeakPath;
    s.deps.config.espeakPath = '/nonexistent/espeak-ng';
    try {
      const en = await s.call(
        'SpeechSynthesizer/GeneratingVoice',
        { Lang: 'en-us', Text: 'hello' },
        { token: customer, lang: 'en-us' },
      );
      expect([en.status, en.Code]).toEqual([409, 4]);
      expect(en.Message).toBe(
        'Speech synthesis (espeak-ng) is not installed on the server: ask the administrator to install espeak-ng.',
      );
      const zh = await s.call(
        'SpeechSynthesizer/GeneratingVoice',
        { Lang: 'zh-cn', Text: '你好' },
        { token: customer, lang: 'zh-tw' },
      );
      expect(zh.Message).toContain('伺服器未安裝語音合成');
    } finally {
      s.deps.config.espeakPath = saved;
    }
  });

  it('names the field on bad input', async () => {
    const empty = await s.call(
      'SpeechSynthesizer/GeneratingVoice',
      { Lang: 'en-us', Text: '  ' },
      { token: customer, lang: 'en-us' },
    );
    expect([empty.status, empty.Code]).toEqual([400, 2]);
    expect(empty.Data.Field).toContain('Text');
    const long = await s.call('SpeechSynthesizer/GeneratingVoice', { Text: 'a'.repeat(501) }, { token: customer });
    expect(long.Data.Field).toContain('Text');
    const rate = await s.call('SpeechSynthesizer/GeneratingVoice', { Text: 'hi', Rate: 11 }, { token: customer });
    expect(rate.Code).toBe(2);
    expect(rate.Data.Field).toContain('Rate');
    const lang = await s.call('SpeechSynthesizer/GeneratingVoice', { Text: 'hi', Lang: 'fr-fr' }, { token: customer });
    expect(lang.Code).toBe(2);
    expect(lang.Data.Field).toContain('Lang');
  });

  it('refuses callers who are not signed in', async () => {
    const r = await s.call('SpeechSynthesizer/GeneratingVoice', { Text: 'hi' });
    expect([r.status, r.Code]).toEqual([401, 1]);
  });

  it('maps Rate to words per minute and fixes streamed WAV sizes', () => {
    expect([wordsPerMinute(1), wordsPerMinute(5), wordsPerMinute(10)]).toEqual([100, 180, 280]);
    const wav = Buffer.alloc(44 + 10);
    wav.write('RIFF', 0, 'latin1');
    wav.writeUInt32LE(0x7ffff024, 4);
    wav.write('WAVEfmt ', 8, 'latin1');
    wav.writeUInt32LE(16, 16);
    wav.write('data', 36, 'latin1');
    wav.writeUInt32LE(0x7ffff000, 40);
    fixWavSizes(wav);
    expect([wav.readUInt32LE(4), wav.readUInt32LE(40)]).toEqual([46, 10]);
  });
});
