import { CaptchaCheckResult, CaptchaPuzzle, CheckCaptchaBody, Empty, WhetherToVerifyBody } from '@wms/contract';
import { z } from 'zod';
import type { Deps } from '../../platform/deps.js';
import { type ModuleDef, route } from '../../platform/route.js';
import { accountService } from '../account/service.js';
import { captchaService } from './service.js';

/** The slide puzzle lives under the Account controller, where the spec's sign-in screen calls it. */
export function captchaModule(deps: Deps, svc = captchaService(deps), account = accountService(deps)): ModuleDef {
  return {
    controller: 'Account',
    routes: [
      route({
        action: 'GetCaptcha64',
        summary: 'A new slide puzzle (server-drawn PNG images)',
        body: Empty,
        response: CaptchaPuzzle,
        access: 'open',
        scope: 'public',
        handler: () => svc.create(),
      }),
      route({
        action: 'CheckingCaptcha',
        summary: 'Checks a slide puzzle once; a pass answers the ticket sign-in and SMS sends need',
        body: CheckCaptchaBody,
        response: CaptchaCheckResult,
        access: 'open',
        scope: 'public',
        handler: (c) => svc.check(c.body),
      }),
      route({
        action: 'GetWhetherToVerify',
        summary: 'Whether sign-in needs a solved puzzle for this user name and client address',
        body: WhetherToVerifyBody,
        response: z.boolean(),
        access: 'open',
        scope: 'public',
        handler: (c) => account.needsCaptcha(c.body.username, c.ip),
      }),
    ],
  };
}
