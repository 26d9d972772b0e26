import { amountStatementCalls, amountStatementTypeOptions, userAmountStatementCalls } from '@wms/contract';
import type { Deps } from '../../../platform/deps.js';
import { type ModuleDef, moduleOf, paged, route } from '../../../platform/route.js';
import { defineSelect } from '../../../platform/select.js';
import { walletService } from './service.js';

defineSelect('AmountStatementTypes', amountStatementTypeOptions);

/**
 * Wallets and amount statements (docs/domain.md, "Money"): staff read every customer's and
 * change them by hand (`/AmountStatement/`); a customer reads their own (`/UserAmountStatement/`),
 * scoped by `auth` whatever the body names.
 */
export function walletModules(deps: Deps): ModuleDef[] {
  const svc = walletService(deps);
  const staff = amountStatementCalls;
  const own = userAmountStatementCalls;
  return [
    moduleOf(staff, [
      route(staff.GetAmountStatements, async (c) => {
        const { rows, total } = await svc.statementPage(c.body, undefined, c.lang, staff.GetAmountStatements.sorts);
        return paged(rows, total);
      }),
      route(staff.ExportAmountStatements, (c) =>
        svc.exportStatements(c.body, undefined, c.lang, staff.ExportAmountStatements.sorts),
      ),
      route(staff.GetWallets, async (c) => {
        const { rows, total } = await svc.walletList(c.body, undefined);
        return paged(rows, total);
      }),
      route(staff.EditCreditLimit, (c) => svc.editCreditLimit(c.auth, c.body)),
      route(staff.ManualRecharge, (c) => svc.change(c.auth, c.body, 1)),
      route(staff.ManualDeduct, (c) => svc.change(c.auth, c.body, -1)),
    ]),
    moduleOf(own, [
      route(own.GetUserWallets, async (c) => {
        const { rows, total } = await svc.walletList(c.body, c.auth.userId);
        return paged(rows, total);
      }),
      route(own.GetUserAmountStatements, async (c) => {
        const { rows, total } = await svc.statementPage(
          c.body,
          c.auth.userId,
          c.lang,
          own.GetUserAmountStatements.sorts,
        );
        return paged(rows, total);
      }),
      route(own.ExportUserAmountStatements, (c) =>
        svc.exportStatements(c.body, c.auth.userId, c.lang, own.ExportUserAmountStatements.sorts),
      ),
    ]),
  ];
}
