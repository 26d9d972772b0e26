import { CargoTypeRow, EditCargoTypeBody, EstablishCargoTypeBody, GetCargoTypesBody, IdBody } from '@wms/contract';
import { z } from 'zod';
import type { Deps } from '../../platform/deps.js';
import { localName } from '../../platform/local-name.js';
import { type ModuleDef, route } from '../../platform/route.js';
import { defineSelect } from '../../platform/select.js';
import { activeCargoTypes } from './repository.js';
import { cargoTypesService } from './service.js';

/** `/Select/GetCargoType`: the active cargo types, for commodity forms and filters. */
defineSelect(
  'CargoType',
  async (deps, _auth, _body, lang) =>
    (await activeCargoTypes(deps.db))
      .map((r) => ({ Value: r.id, Name: localName(r, lang) }))
      .sort((a, b) => a.Name.localeCompare(b.Name, lang) || a.Value - b.Value),
  { summary: 'Active cargo types by name' },
);

const staff = { access: 'staff', scope: 'platform' } as const;

/** Cargo types (general, battery, liquid ...): staff keep the list commodities choose from. */
export function cargoTypeModule(deps: Deps, svc = cargoTypesService(deps)): ModuleDef {
  return {
    controller: 'CargoType',
    routes: [
      route({
        ...staff,
        action: 'GetCargoTypes',
        body: GetCargoTypesBody,
        response: z.array(CargoTypeRow),
        handler: (c) => svc.list(c.body, c.lang),
      }),
      route({
        ...staff,
        action: 'GetCargoTypeById',
        body: IdBody,
        response: CargoTypeRow,
        handler: (c) => svc.detail(c.body.Id, c.lang),
      }),
      route({
        ...staff,
        action: 'EstablishCargoType',
        summary: 'Creates a cargo type; answers its Id',
        body: EstablishCargoTypeBody,
        response: z.number(),
        handler: (c) => svc.establish(c.body),
      }),
      route({
        ...staff,
        action: 'EditCargoType',
        body: EditCargoTypeBody,
        response: z.boolean(),
        handler: (c) => svc.edit(c.body, c.lang),
      }),
      route({
        ...staff,
        action: 'DeleteCargoType',
        summary: 'Deletes a cargo type: refused (Code 4) while commodities use it',
        body: IdBody,
        response: z.boolean(),
        handler: (c) => svc.remove(c.body.Id),
      }),
    ],
  };
}
