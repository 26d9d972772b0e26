import {
  CarrierInterfaceType,
  carrierCalls as calls,
  isPattern,
  TrackingFormat,
  TrackingNumberState,
  t3,
} from '@wms/contract';
import { carriers, localTrackingNumbers, shippingTypes } from '../../../db/schema/index.js';
import type { Deps } from '../../../platform/deps.js';
import { invalid } from '../../../platform/errors.js';
import { activeOptions } from '../../../platform/options.js';
import { type ModuleDef, moduleOf, route } from '../../../platform/route.js';
import { defineSelect } from '../../../platform/select.js';
import { setupRoutes } from '../../../platform/setup-area.js';
import { usedBy } from '../../../platform/used-by.js';

/** `/Select/GetInterfaceType`: the adapters that can assign a carrier's numbers. */
defineSelect('InterfaceType', [
  { Value: CarrierInterfaceType.LocalTrackingNumbers, Name: t3('本地单号池', '本地單號池', 'Local tracking numbers') },
]);
defineSelect('TrackingNumberFormat', [
  { Value: TrackingFormat.S10, Name: t3('UPU S10（含校验位）', 'UPU S10（含檢查碼）', 'UPU S10 (with check digit)') },
  { Value: TrackingFormat.Pattern, Name: t3('正则表达式', '正規表示式', 'Pattern') },
  { Value: TrackingFormat.Free, Name: t3('字母和数字', '字母和數字', 'Letters and digits') },
]);
defineSelect('TrackingNumberState', [
  { Value: TrackingNumberState.Free, Name: t3('未使用', '未使用', 'Free') },
  { Value: TrackingNumberState.Used, Name: t3('已使用', '已使用', 'Used') },
  { Value: TrackingNumberState.Voided, Name: t3('已作废', '已作廢', 'Voided') },
]);

/** `/Select/GetCarrier`: the carriers a shipping type may go by. */
defineSelect('Carrier', ({ db }) => activeOptions(db, carriers));

const known = (values: Record<string, number>, v: unknown) => Object.values(values).includes(v as number);

/** Carriers (the rules: the contract's carriers.ts) and their picker. */
export function carriersModule(deps: Deps): ModuleDef {
  return moduleOf(calls, [
    ...setupRoutes(deps, {
      table: carriers,
      list: calls.GetCarriers,
      establish: calls.AddCarrier,
      edit: calls.EditCarrier,
      remove: calls.DeleteCarrier,
      search: [carriers.name, carriers.code],
      unique: ['Code'],
      usedBy: [usedBy(shippingTypes.carrierId), usedBy(localTrackingNumbers.carrierId)],
      check: (b) => {
        if (!known(CarrierInterfaceType, b.InterfaceType)) throw invalid('InterfaceType', 'validation.required');
        if (!known(TrackingFormat, b.TrackingFormat)) throw invalid('TrackingFormat', 'validation.required');
        const pattern = (b.TrackingPattern as string | undefined) ?? '';
        if (b.TrackingFormat === TrackingFormat.Pattern && !pattern)
          throw invalid('TrackingPattern', 'carriers.patternRequired');
        if (pattern && !isPattern(pattern)) throw invalid('TrackingPattern', 'validation.pattern');
      },
    }),
    route(calls.GetSelectCarriers, () => activeOptions(deps.db, carriers)),
  ]);
}
