import { pickingListCalls as calls, PickingListType, pickingListTypeNames, pickingRuleCalls } from '@wms/contract';
import type { Deps } from '../../../platform/deps.js';
import { notFound } from '../../../platform/errors.js';
import { download, type ModuleDef, moduleOf, route } from '../../../platform/route.js';
import { defineSelect } from '../../../platform/select.js';
import * as userConfiguration from '../../system/user-configuration/repository.js';
import './jobs.js';
import { pickingListPdf } from './print.js';
import { detailOf, listPage } from './repository.js';
import { pickingRuleRoutes, runRulesNow } from './rules.js';
import { pickingService } from './service.js';

/** `/Select/GetPickingListType`: single order, several orders. */
defineSelect(
  'PickingListType',
  Object.values(PickingListType).map((v) => ({ Value: v, Name: pickingListTypeNames[v] })),
);

/** Picking (docs/domain.md, "Picking"): the rules (a set-up list) and the lists, their claims,
 * the walk and its print. */
export function pickingModules(deps: Deps): ModuleDef[] {
  const svc = pickingService(deps);
  const { db } = deps;
  const detail = async (id: number, lang: Parameters<typeof detailOf>[2]) => {
    const d = await detailOf(db, id, lang);
    if (!d) throw notFound();
    return d;
  };
  return [
    moduleOf(pickingRuleCalls, pickingRuleRoutes(deps)),
    moduleOf(calls, [
      route(calls.GetPickingLists, (c) => listPage(db, c.body, c.lang)),
      route(calls.GetClaimablePickingLists, (c) => listPage(db, c.body, c.lang, { claims: true })),
      route(calls.GetIndividualAssignmentPickingList, (c) => listPage(db, c.body, c.lang, { mine: c.auth.userId })),
      route(calls.GetPickingById, (c) => detail(c.body.Id, c.lang)),
      route(calls.AddPickingList, (c) => svc.addList(c.auth, c.body, c.lang)),
      route(calls.AddPickingListTask, (c) => runRulesNow(deps, c.auth, c.body, c.lang)),
      route(calls.DeletePickingList, (c) => svc.deleteList(c.auth, c.body.Id, c.lang)),
      route(calls.DeletePickingListOrder, (c) => svc.deleteOrder(c.auth, c.body, c.lang)),
      route(calls.BatchClaimPickingList, (c) => svc.assign(c.auth, c.body, c.lang)),
      route(calls.BatchClaimPickingListCurrentUser, (c) => svc.claimMine(c.auth, c.body.Ids, c.lang)),
      route(calls.BatchReleaseClaim, (c) => svc.release(c.auth, c.body.Ids, c.lang)),
      route(calls.StartPickingList, (c) => svc.startList(c.auth, c.body.Id, c.lang)),
      route(calls.OrderPartialProductPicking, (c) => svc.scan(c.auth, c.body, c.lang)),
      route(calls.OrderCompletionPickings, (c) => svc.completeOrder(c.auth, c.body, c.lang)),
      route(calls.SortingCompleted, (c) => svc.sortingCompleted(c.auth, c.body.Id, c.lang)),
      route(calls.PrintPickingData, async (c) => {
        await svc.markPrinted(c.body.id);
        return detail(c.body.id, c.lang);
      }),
      route(calls.PrintPicking, async (c) => {
        await svc.markPrinted(c.body.id);
        const d = await detail(c.body.id, c.lang);
        const cfg = await userConfiguration.find(db, c.auth.userId);
        const pdf = await pickingListPdf(
          d,
          { rows: cfg?.PickingListRows ?? 1, columns: cfg?.PickingListColumns ?? 1 },
          c.lang,
        );
        return download('application/pdf', pdf, `${d.Number}.pdf`);
      }),
    ]),
  ];
}
