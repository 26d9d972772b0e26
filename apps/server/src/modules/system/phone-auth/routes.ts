import { accountCalls as calls } from '@wms/contract';
import type { Deps } from '../../../platform/deps.js';
import { type ModuleDef, moduleOf, route } from '../../../platform/route.js';
import { phoneAuthService } from './service.js';

const meta = (c: { ip: string; userAgent: string }) => ({ ip: c.ip, userAgent: c.userAgent });

/** Registration, sign-in and password retrieval by SMS code, under the Account controller.
 * Each pair is a send call (needs a solved puzzle) and the call that uses the code. */
export function phoneAuthModule(deps: Deps, svc = phoneAuthService(deps)): ModuleDef {
  return moduleOf(calls, [
    route(calls.GetRegisterSmsCaptcha, (c) => svc.sendRegister(c.body, meta(c), c.lang)),
    route(calls.RegisterUser, (c) => svc.register(c.body, { ...meta(c), host: c.host })),
    route(calls.GetUserLoginSmsCaptcha, (c) => svc.sendLogin(2, c.body, meta(c), c.lang)),
    route(calls.SignInPhoneCodeUser, (c) => svc.signInCustomer(c.body, meta(c))),
    route(calls.GetLoginSmsCaptcha, (c) => svc.sendLogin(1, c.body, meta(c), c.lang)),
    route(calls.SignInPhoneCode, (c) => svc.signInStaff(c.body, meta(c))),
    route(calls.GetUserRetrievePasswordSmsCaptcha, (c) => svc.sendRetrieve(2, c.body, meta(c), c.lang)),
    route(calls.RetrievePasswordPhoneSmsUser, (c) => svc.retrieveCustomer(c.body, meta(c))),
    route(calls.GetRetrievePasswordSmsCaptcha, (c) => svc.sendRetrieve(1, c.body, meta(c), c.lang)),
    route(calls.RetrievePasswordPhoneSms, (c) => svc.retrieveStaff(c.body, meta(c))),
  ]);
}
