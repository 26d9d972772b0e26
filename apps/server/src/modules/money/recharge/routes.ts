import {
  onlinePaymentConfigurationCalls as configCalls,
  onlinePaymentTypeOptions,
  userRechargeRecordCalls as own,
  paymentCallbackCalls,
  rechargeRecordCalls,
  rechargeTypeOptions,
  weChatEncryptionOptions,
} from '@wms/contract';
import { onlinePaymentConfigurations as configs, rechargeRecords } from '../../../db/schema/index.js';
import type { Deps } from '../../../platform/deps.js';
import { defineJob } from '../../../platform/jobs.js';
import { inTransaction } from '../../../platform/notify.js';
import { type ModuleDef, moduleOf, paged, route } from '../../../platform/route.js';
import { defineSelect } from '../../../platform/select.js';
import { setupRoutes } from '../../../platform/setup-area.js';
import { usedBy } from '../../../platform/used-by.js';
import {
  applyCallback,
  createOnlineRecharge,
  expireRecharges,
  paymentMethods,
  rechargeById,
  rechargePage,
} from './service.js';

defineSelect('OnlinePaymentTypes', onlinePaymentTypeOptions);
defineSelect('WeChatEncryption', weChatEncryptionOptions);
defineSelect('RechargeTypes', rechargeTypeOptions);

/** Every ten minutes: waiting recharges past their deadline expire. Safe to run twice. */
export const rechargeExpiry = defineJob({
  name: 'recharge-expiry',
  cron: '*/10 * * * *',
  async run(deps) {
    while ((await expireRecharges(deps)) > 0);
  },
});

/** The key as a list shows it: its last 4 characters. */
const hint = (secret: string) => (secret.length > 4 ? `••••${secret.slice(-4)}` : '••••');

/**
 * Online payment configurations (a set-up area whose key is written but never answered),
 * recharge records for staff and for a customer, and the providers' callbacks (docs/domain.md,
 * "Recharges and online payments").
 */
export function rechargeModules(deps: Deps): ModuleDef[] {
  const { db } = deps;
  return [
    moduleOf(
      configCalls,
      setupRoutes(deps, {
        table: configs,
        list: configCalls.GetOnlinePaymentConfigurations,
        detail: configCalls.GetOnlinePaymentConfigurationById,
        establish: configCalls.AddOnlinePaymentConfiguration,
        edit: configCalls.EditOnlinePaymentConfiguration,
        remove: configCalls.DeleteOnlinePaymentConfiguration,
        search: [configs.name],
        filters: { Type: configs.type, IsDeactivate: configs.isDeactivate },
        unique: ['Name'],
        // The key: written when given (an edit without one keeps it), answered as a hint only.
        columns: { Secret: false },
        write: (b, before) => ({ secret: b.Secret ? b.Secret : (before?.secret ?? '') }),
        row: (r) => ({ Secret: undefined, SecretHint: hint(r.secret) }),
        usedBy: [usedBy(rechargeRecords.configurationId)],
      }),
    ),
    moduleOf(rechargeRecordCalls, [
      route(rechargeRecordCalls.GetRechargeRecords, async (c) => {
        const { rows, total, counts } = await rechargePage(
          db,
          c.body,
          undefined,
          c.lang,
          rechargeRecordCalls.GetRechargeRecords.sorts,
        );
        return paged(rows, total, counts);
      }),
    ]),
    moduleOf(own, [
      route(own.GetUserRechargeRecords, async (c) => {
        const { rows, total, counts } = await rechargePage(
          db,
          c.body,
          c.auth.userId,
          c.lang,
          own.GetUserRechargeRecords.sorts,
          deps.config,
        );
        return paged(rows, total, counts);
      }),
      route(own.GetUserRechargeById, (c) => rechargeById(db, c.body.Id, c.auth.userId, c.lang, deps.config)),
      route(own.GetOnlinePaymentMethods, (c) => paymentMethods(db, c.lang, deps.config)),
      route(own.CreateOnlineRecharge, (c) =>
        inTransaction(deps, (tx) => createOnlineRecharge(tx, c.auth, c.body, deps.config)),
      ),
    ]),
    moduleOf(paymentCallbackCalls, [
      route(paymentCallbackCalls.SandboxCallback, async (c) => {
        const outcome = await inTransaction(deps, (tx) => applyCallback(deps, tx, c.body));
        // A provider is told "success" for what it need not send again; a refusal says why.
        return ['applied', 'declined', 'done'].includes(outcome) ? 'success' : outcome;
      }),
    ]),
  ];
}
