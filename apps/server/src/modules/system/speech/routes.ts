import { speechCalls as calls } from '@wms/contract';
import type { Deps } from '../../../platform/deps.js';
import { type ModuleDef, moduleOf, route } from '../../../platform/route.js';
import { speechService } from './service.js';

export function speechModule(deps: Deps, svc = speechService(deps)): ModuleDef {
  return moduleOf(calls, [route(calls.GeneratingVoice, (c) => svc.generate(c.body, c.lang))]);
}
