import { z } from 'zod';
import { defineCalls, signedInPublic } from './define.js';

const LANG_ALIASES: Record<string, string> = { '1': 'zh-cn', '2': 'zh-tw', '3': 'en-us' };

/** Text to speech (/SpeechSynthesizer/GeneratingVoice). */
export const GeneratingVoiceBody = z.object({
  Lang: z
    .preprocess((v) => {
      if (v === undefined || v === null || v === '') return undefined;
      const s = String(v).trim().toLowerCase().replace('_', '-');
      return LANG_ALIASES[s] ?? s;
    }, z.enum(['zh-cn', 'zh-tw', 'en-us']).optional())
    .describe(
      'Language of the text: zh-cn, zh-tw, en-us (or 1, 2, 3); defaults to the AcceptLanguage of the ' +
        'request. zh-tw is read in Mandarin, as in Taiwan.',
    ),
  Text: z.string().trim().min(1).max(500),
  Rate: z.coerce
    .number()
    .int()
    .min(1)
    .max(10)
    .default(5)
    .describe('Speaking speed 1 (slow) to 10 (fast); 5 is normal speech (about 180 words a minute)'),
});
export type GeneratingVoiceBody = z.infer<typeof GeneratingVoiceBody>;

export const GeneratingVoiceAnswer = z
  .string()
  .describe('The speech as a data URL, `data:audio/wav;base64,...` (16-bit mono PCM WAV), playable by an <audio>');

export const speechCalls = defineCalls('SpeechSynthesizer', {
  GeneratingVoice: {
    ...signedInPublic,
    summary: 'Text to speech with espeak-ng; Code 4 when it is not installed on the server',
    body: GeneratingVoiceBody,
    response: GeneratingVoiceAnswer,
  },
});
