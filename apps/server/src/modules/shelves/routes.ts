import {
  BatchAddShelvesBody,
  EditShelvesBody,
  EstablishShelvesBody,
  GetShelveLogsBody,
  GetShelvesBody,
  GetShelvesByPartitionBody,
  IdBody,
  IsDeactivateShelvesBody,
  PrintShelvesBody,
  ShelfLabel,
  ShelfLogRow,
  ShelfOption,
  ShelfRow,
  TransferGoodsAllBody,
  TransferGoodsBody,
} from '@wms/contract';
import { z } from 'zod';
import type { Deps } from '../../platform/deps.js';
import { type ModuleDef, route } from '../../platform/route.js';
import '../inventory/lists.js';
import { shelvesService } from './service.js';

const staff = { access: 'staff', scope: 'platform' } as const;

/** Shelves: set-up (administrators), moving goods between them and labels (the clerk too). */
export function shelvesModule(deps: Deps): ModuleDef {
  const svc = shelvesService(deps);
  return {
    controller: 'Shelves',
    routes: [
      route({
        ...staff,
        action: 'GetShelves',
        body: GetShelvesBody,
        response: z.array(ShelfRow),
        handler: (c) => svc.list(c.body),
      }),
      route({
        ...staff,
        action: 'EstablishShelves',
        summary: 'Creates a shelf; answers its Id',
        body: EstablishShelvesBody,
        response: z.number(),
        handler: (c) => svc.establish(c.body),
      }),
      route({
        ...staff,
        action: 'GetShelvesById',
        body: IdBody,
        response: ShelfRow,
        handler: (c) => svc.detail(c.body.Id),
      }),
      route({
        ...staff,
        // The spec's name for editing a shelf (see EditShelvesBody in the contract).
        action: 'EditShippingAddress',
        summary: 'Edits a shelf; the action name is the one the spec gives',
        body: EditShelvesBody,
        response: z.boolean(),
        handler: (c) => svc.edit(c.body),
      }),
      route({
        ...staff,
        action: 'DeleteShelves',
        summary: 'Deletes a shelf: refused (Code 4) while it holds goods',
        body: IdBody,
        response: z.boolean(),
        handler: (c) => svc.remove(c.body.Id),
      }),
      route({
        ...staff,
        action: 'BatchAddShelves',
        summary: 'Creates Rows x Columns numbered shelves, all or none; answers how many',
        body: BatchAddShelvesBody,
        response: z.number(),
        handler: (c) => svc.batchAdd(c.body),
      }),
      route({
        ...staff,
        action: 'IsDeactivateShelves',
        summary:
          'Deactivates or reactivates shelves; answers how many were found, warning of deactivated ones holding goods',
        body: IsDeactivateShelvesBody,
        response: z.number(),
        handler: (c) => svc.setDeactivated(c.body.Ids, c.body.IsDeactivate, c.lang),
      }),
      route({
        ...staff,
        scope: 'owner',
        action: 'TransferGoods',
        summary: 'Moves a quantity of one commodity to another shelf of the warehouse',
        body: TransferGoodsBody,
        response: z.boolean(),
        handler: (c) => svc.transfer(c.auth, c.body, c.lang),
      }),
      route({
        ...staff,
        scope: 'owner',
        action: 'TransferGoodsAll',
        summary: 'Moves everything on a shelf to another; answers the units moved',
        body: TransferGoodsAllBody,
        response: z.number(),
        handler: (c) => svc.transferAll(c.auth, c.body, c.lang),
      }),
      route({
        ...staff,
        action: 'GetShelvesByPartition',
        summary: 'Active shelves of a partition (or warehouse) for the shelves picker, paged',
        body: GetShelvesByPartitionBody,
        response: z.array(ShelfOption),
        handler: (c) => svc.options(c.body),
      }),
      route({
        ...staff,
        action: 'GetShelveLogs',
        body: GetShelveLogsBody,
        response: z.array(ShelfLogRow),
        handler: (c) => svc.logs(c.body, c.lang),
      }),
      route({
        ...staff,
        action: 'GetPrintShelveData',
        summary: 'What the labels of the shelves show, in the order of Ids',
        body: PrintShelvesBody,
        response: z.array(ShelfLabel),
        handler: (c) => svc.labels(c.body.Ids),
      }),
      route({
        ...staff,
        action: 'GetPrintShelveReport',
        summary: 'The labels as a PDF download: one 100 x 50 mm page per shelf with a Code128 barcode',
        body: PrintShelvesBody,
        produces: 'application/pdf',
        handler: (c) => svc.labelsPdf(c.body.Ids, c.lang),
      }),
    ],
  };
}
