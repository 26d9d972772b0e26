import { freightTrialCalls, userFreightTrialCalls } from '@wms/contract';
import type { Deps } from '../../../platform/deps.js';
import { type ModuleDef, moduleOf, route } from '../../../platform/route.js';
import { freightTrialService } from './service.js';

/** The freight trial: staff at the prices for everyone or as a customer, a customer at their own. */
export function freightTrialModules(deps: Deps, svc = freightTrialService(deps)): ModuleDef[] {
  return [
    moduleOf(freightTrialCalls, [
      route(freightTrialCalls.GetFreightTrial, async (c) =>
        svc.trial(c.lang, c.body, { customerId: c.body.CustomerId, checkCustomer: c.body.CustomerId !== undefined }),
      ),
    ]),
    moduleOf(userFreightTrialCalls, [
      route(userFreightTrialCalls.GetFreightTrial, async (c) =>
        svc.trial(c.lang, c.body, { customerId: c.auth.userId }),
      ),
    ]),
  ];
}
