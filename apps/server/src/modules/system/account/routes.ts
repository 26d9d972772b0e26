import { accountCalls as calls } from '@wms/contract';
import type { Deps } from '../../../platform/deps.js';
import { type ModuleDef, moduleOf, route } from '../../../platform/route.js';
import { accountService } from './service.js';

/** Signing in with a password, refreshing and ending the session, and who is signed in. */
export function accountModule(deps: Deps, svc = accountService(deps)): ModuleDef {
  return moduleOf(calls, [
    route(calls.GetPublicKey, async () => svc.getPublicKey()),
    route(calls.Login, (c) => svc.login(c.body, { ip: c.ip, userAgent: c.userAgent })),
    route(calls.LoginUser, (c) => svc.loginUser(c.body, { ip: c.ip, userAgent: c.userAgent })),
    route(calls.RefreshToken, (c) => svc.refresh(c.body.Token)),
    route(calls.RevokeToken, async (c) => {
      await svc.revoke(c.body.Token);
      return true;
    }),
    route(calls.GetUserInfoDetailedInfo, (c) => svc.userInfo(c.auth)),
    route(calls.GetWhetherToVerify, (c) => svc.needsCaptcha(c.body.username, c.ip)),
  ]);
}
