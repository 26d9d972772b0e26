import { moneySummaryCalls, userMoneySummaryCalls } from '@wms/contract';
import type { Deps } from '../../../platform/deps.js';
import { type ModuleDef, moduleOf, route } from '../../../platform/route.js';
import { moneySummary, userMoneySummary } from './service.js';

/**
 * The money at a glance on the dashboard (issue 29, item 7): a customer's own wallets, unpaid
 * bills and spending (`/UserMoneySummary/`, scoped by `auth` whatever the body names), and for
 * staff holding its permission today's takings and what customers owe (`/MoneySummary/`).
 */
export function moneySummaryModules(deps: Deps): ModuleDef[] {
  const { db } = deps;
  return [
    moduleOf(userMoneySummaryCalls, [
      route(userMoneySummaryCalls.GetUserMoneySummary, (c) => userMoneySummary(db, c.auth.userId)),
    ]),
    moduleOf(moneySummaryCalls, [route(moneySummaryCalls.GetMoneySummary, () => moneySummary(db))]),
  ];
}
