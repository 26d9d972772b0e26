import { Empty, LoginBody, PublicKey, TokenBody, TokenPair, UserInfo } from '@wms/contract';
import type { Deps } from '../../platform/deps.js';
import { type ModuleDef, route } from '../../platform/route.js';
import { accountService } from './service.js';

export function accountModule(deps: Deps, svc = accountService(deps)): ModuleDef {
  return {
    controller: 'Account',
    routes: [
      route({
        action: 'GetPublicKey',
        body: Empty,
        response: PublicKey,
        access: 'open',
        scope: 'public',
        handler: async () => svc.getPublicKey(),
      }),
      route({
        action: 'Login',
        summary: 'Staff sign-in (refuses customer accounts)',
        body: LoginBody,
        response: TokenPair,
        access: 'open',
        scope: 'public',
        handler: (c) => svc.login(c.body, { ip: c.ip, userAgent: c.userAgent }),
      }),
      route({
        action: 'LoginUser',
        summary: 'Customer sign-in (refuses staff accounts)',
        body: LoginBody,
        response: TokenPair,
        access: 'open',
        scope: 'public',
        handler: (c) => svc.loginUser(c.body, { ip: c.ip, userAgent: c.userAgent }),
      }),
      route({
        action: 'RefreshToken',
        body: TokenBody,
        response: TokenPair,
        access: 'open',
        scope: 'public',
        handler: (c) => svc.refresh(c.body.Token),
      }),
      route({
        action: 'RevokeToken',
        summary: 'Sign out: ends the session the refresh token belongs to',
        body: TokenBody,
        access: 'open',
        scope: 'self',
        handler: async (c) => {
          await svc.revoke(c.body.Token);
          return true;
        },
      }),
      route({
        action: 'GetUserInfoDetailedInfo',
        body: Empty,
        response: UserInfo,
        access: 'signedIn',
        scope: 'self',
        handler: (c) => svc.userInfo(c.auth),
      }),
    ],
  };
}
