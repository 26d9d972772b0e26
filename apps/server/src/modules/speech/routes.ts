import { GeneratingVoiceAnswer, GeneratingVoiceBody } from '@wms/contract';
import type { Deps } from '../../platform/deps.js';
import { type ModuleDef, route } from '../../platform/route.js';
import { speechService } from './service.js';

export function speechModule(deps: Deps, svc = speechService(deps)): ModuleDef {
  return {
    controller: 'SpeechSynthesizer',
    routes: [
      route({
        action: 'GeneratingVoice',
        summary: 'Text to speech with espeak-ng; Code 4 when it is not installed on the server',
        body: GeneratingVoiceBody,
        response: GeneratingVoiceAnswer,
        access: 'signedIn',
        scope: 'public',
        handler: (c) => svc.generate(c.body, c.lang),
      }),
    ],
  };
}
