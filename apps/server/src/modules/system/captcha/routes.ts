import { accountCalls as calls } from '@wms/contract';
import type { Deps } from '../../../platform/deps.js';
import { type ModuleDef, moduleOf, route } from '../../../platform/route.js';
import { captchaService } from './service.js';

/** The slide puzzle lives under the Account controller, where the sign-in screen calls it. */
export function captchaModule(deps: Deps, svc = captchaService(deps)): ModuleDef {
  return moduleOf(calls, [
    route(calls.GetCaptcha64, (c) => svc.create(c.ip)),
    route(calls.CheckingCaptcha, (c) => svc.check(c.body, c.ip)),
  ]);
}
