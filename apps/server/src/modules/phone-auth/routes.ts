import {
  PhoneKeyAnswer,
  PhoneSignInBody,
  RegisterUserBody,
  RetrievePasswordBody,
  SmsSendBody,
  TokenPair,
} from '@wms/contract';
import { z } from 'zod';
import type { Deps } from '../../platform/deps.js';
import { type ModuleDef, route } from '../../platform/route.js';
import { phoneAuthService } from './service.js';

const meta = (c: { ip: string; userAgent: string }) => ({ ip: c.ip, userAgent: c.userAgent });
const open = { access: 'open', scope: 'public' } as const;

/** Registration, sign-in and password retrieval by SMS code, under the spec's Account controller.
 * Each pair is a send call (needs a solved puzzle) and the call that uses the code. */
export function phoneAuthModule(deps: Deps, svc = phoneAuthService(deps)): ModuleDef {
  return {
    controller: 'Account',
    routes: [
      route({
        action: 'GetRegisterSmsCaptcha',
        summary: 'Sends a registration code to a phone no customer uses yet',
        body: SmsSendBody,
        response: PhoneKeyAnswer,
        ...open,
        handler: (c) => svc.sendRegister(c.body, meta(c), c.lang),
      }),
      route({
        action: 'RegisterUser',
        summary: 'Registers a customer with an SMS code and signs them in',
        body: RegisterUserBody,
        response: TokenPair,
        ...open,
        handler: (c) => svc.register(c.body, { ...meta(c), host: c.host }),
      }),
      route({
        action: 'GetUserLoginSmsCaptcha',
        summary: 'Sends a customer sign-in code',
        body: SmsSendBody,
        response: PhoneKeyAnswer,
        ...open,
        handler: (c) => svc.sendLogin(2, c.body, meta(c), c.lang),
      }),
      route({
        action: 'SignInPhoneCodeUser',
        summary: 'Customer sign-in with a phone and SMS code',
        body: PhoneSignInBody,
        response: TokenPair,
        ...open,
        handler: (c) => svc.signInCustomer(c.body, meta(c)),
      }),
      route({
        action: 'GetLoginSmsCaptcha',
        summary: 'Sends a staff sign-in code (not in the spec: the counterpart of GetUserLoginSmsCaptcha)',
        body: SmsSendBody,
        response: PhoneKeyAnswer,
        ...open,
        handler: (c) => svc.sendLogin(1, c.body, meta(c), c.lang),
      }),
      route({
        action: 'SignInPhoneCode',
        summary: 'Staff sign-in with a phone and SMS code',
        body: PhoneSignInBody,
        response: TokenPair,
        ...open,
        handler: (c) => svc.signInStaff(c.body, meta(c)),
      }),
      route({
        action: 'GetUserRetrievePasswordSmsCaptcha',
        summary: 'Sends a customer password-retrieval code',
        body: SmsSendBody,
        response: PhoneKeyAnswer,
        ...open,
        handler: (c) => svc.sendRetrieve(2, c.body, meta(c), c.lang),
      }),
      route({
        action: 'RetrievePasswordPhoneSmsUser',
        summary: 'Sets a new customer password with an SMS code; signs the user out everywhere',
        body: RetrievePasswordBody,
        response: z.boolean(),
        ...open,
        handler: (c) => svc.retrieveCustomer(c.body),
      }),
      route({
        action: 'GetRetrievePasswordSmsCaptcha',
        summary: 'Sends a staff password-retrieval code',
        body: SmsSendBody,
        response: PhoneKeyAnswer,
        ...open,
        handler: (c) => svc.sendRetrieve(1, c.body, meta(c), c.lang),
      }),
      route({
        action: 'RetrievePasswordPhoneSms',
        summary: 'Sets a new staff password with an SMS code; signs the user out everywhere',
        body: RetrievePasswordBody,
        response: z.boolean(),
        ...open,
        handler: (c) => svc.retrieveStaff(c.body),
      }),
    ],
  };
}
