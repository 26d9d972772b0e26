import { cargoTypeCalls as calls } from '@wms/contract';
import type { Deps } from '../../platform/deps.js';
import { localName } from '../../platform/local-name.js';
import { type ModuleDef, moduleOf, route } from '../../platform/route.js';
import { defineSelect } from '../../platform/select.js';
import { activeCargoTypes } from './repository.js';
import { cargoTypesService } from './service.js';

/** `/Select/GetCargoType`: the active cargo types, for commodity forms and filters. */
defineSelect('CargoType', async (deps, _auth, _body, lang) =>
  (await activeCargoTypes(deps.db))
    .map((r) => ({ Value: r.id, Name: localName(r, lang) }))
    .sort((a, b) => a.Name.localeCompare(b.Name, lang) || a.Value - b.Value),
);

export function cargoTypeModule(deps: Deps, svc = cargoTypesService(deps)): ModuleDef {
  return moduleOf(calls, [
    route(calls.GetCargoTypes, (c) => svc.list(c.body, c.lang)),
    route(calls.GetCargoTypeById, (c) => svc.detail(c.body.Id, c.lang)),
    route(calls.EstablishCargoType, (c) => svc.establish(c.body)),
    route(calls.EditCargoType, (c) => svc.edit(c.body, c.lang)),
    route(calls.DeleteCargoType, (c) => svc.remove(c.body.Id)),
  ]);
}
