import { stateHistoryCalls as calls } from '@wms/contract';
import type { Deps } from '../../../platform/deps.js';
import { type ModuleDef, moduleOf, route } from '../../../platform/route.js';
import { stateHistoryOf } from '../../../platform/transition.js';
import '../../warehouse/commodities/workflow.js';

/** The history drawer's call: any declared workflow's record, for whoever may see the record. */
export function stateHistoryModule({ db }: Deps): ModuleDef {
  return moduleOf(calls, [
    route(calls.GetStateHistory, (c) => stateHistoryOf(db, c.auth, c.body.Entity, c.body.Id, c.lang)),
  ]);
}
