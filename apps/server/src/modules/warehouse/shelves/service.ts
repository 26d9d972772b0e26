import {
  type BatchAddShelvesBody,
  batchShelfNumbers,
  type EditShelvesBody,
  type EstablishShelvesBody,
  type GetShelveLogsBody,
  type GetShelvesBody,
  type GetShelvesByPartitionBody,
  type Lang,
  MAX_BATCH_SHELVES,
  type ShelfLabel,
  type ShelfLogRow,
  type ShelfOption,
  type ShelfRow,
  type TransferGoodsAllBody,
  type TransferGoodsBody,
} from '@wms/contract';
import type { Queryable } from '../../../db/client.js';
import type { Auth } from '../../../platform/auth.js';
import type { Deps } from '../../../platform/deps.js';
import { invalid, notFound, refused } from '../../../platform/errors.js';
import { t } from '../../../platform/i18n.js';
import { download, paged, warned } from '../../../platform/route.js';
import { selectLabel } from '../../../platform/select.js';
import {
  clearEmptyPlaces,
  lockShelves,
  move,
  moveAll,
  QUANTITY_OF_TYPE,
  refreshUsedSpace,
} from '../inventory/stock.js';
import { labelsPdf } from './labels.js';
import * as repo from './repository.js';

const labelOf = (r: repo.NamedShelf): ShelfLabel => ({
  Id: r.s.id,
  ShelvesNumber: r.s.number,
  Barcode: r.s.number,
  WarehouseName: r.warehouseName,
  WarehouseCode: r.warehouseCode,
  WarehousePartitionName: r.partitionName,
});

/** The place of a shelf: the warehouse exists and the partition is one of its own. */
async function checkPlace(tx: Queryable, warehouseId: number, partitionId: number) {
  if (!(await repo.warehouseExists(tx, warehouseId))) throw invalid('WarehouseId', 'warehouses.unknownWarehouse');
  const partition = await repo.partitionOf(tx, partitionId);
  if (!partition) throw invalid('PartitionId', 'shelves.unknownPartition');
  if (partition.warehouseId !== warehouseId) throw invalid('PartitionId', 'shelves.partitionOfOtherWarehouse');
}

const dimensions = (b: { ShelvesLength?: string; ShelvesWide?: string; ShelvesHigh?: string }) => ({
  length: b.ShelvesLength ?? '0',
  width: b.ShelvesWide ?? '0',
  height: b.ShelvesHigh ?? '0',
});

/** How many duplicates a refusal names before it says "…". */
const NAMED_DUPLICATES = 20;

export function shelvesService(deps: Deps) {
  const { db } = deps;

  async function values(tx: Queryable, body: EstablishShelvesBody, id?: number): Promise<repo.ShelfValues> {
    await checkPlace(tx, body.WarehouseId, body.PartitionId);
    if ((await repo.takenNumbers(tx, body.WarehouseId, [body.ShelvesNumber], id)).length) {
      throw invalid('ShelvesNumber', 'shelves.numberTaken', { value: body.ShelvesNumber });
    }
    return {
      warehouseId: body.WarehouseId,
      partitionId: body.PartitionId,
      number: body.ShelvesNumber,
      ...dimensions(body),
      remarks: body.Remarks ?? '',
    };
  }

  return {
    async list(q: GetShelvesBody) {
      const { rows, total } = await repo.listShelves(db, q);
      return paged(rows, total);
    },

    async detail(id: number): Promise<ShelfRow> {
      const row = await repo.findShelf(db, id);
      if (!row) throw notFound();
      return row;
    },

    async establish(body: EstablishShelvesBody): Promise<number> {
      return db.transaction(async (tx) => (await repo.insertShelves(tx, [await values(tx, body)]))[0]!);
    },

    async edit(body: EditShelvesBody): Promise<boolean> {
      await db.transaction(async (tx) => {
        // Locked: goods may not arrive between the check below and the move to another warehouse.
        const shelf = (await lockShelves(tx, [body.Id])).get(body.Id);
        if (!shelf) throw notFound();
        const moving = shelf.warehouseId !== body.WarehouseId;
        if (moving && shelf.goodsQuantity > 0) throw refused('shelves.moveWithGoods', { number: shelf.number });
        const v = await values(tx, body, body.Id);
        // Emptied places still name the old warehouse: they go, so none is left behind.
        if (moving) await clearEmptyPlaces(tx, body.Id);
        await repo.updateShelf(tx, body.Id, {
          ...v,
          ...(body.IsDeactivate === undefined ? {} : { isDeactivate: body.IsDeactivate }),
        });
        // How many units fit across and up depends on the shelf's width and height.
        await refreshUsedSpace(tx, [body.Id]);
      });
      return true;
    },

    async remove(id: number): Promise<boolean> {
      await db.transaction(async (tx) => {
        const shelf = (await lockShelves(tx, [id])).get(id);
        if (!shelf) throw notFound();
        if (shelf.goodsQuantity > 0) {
          throw refused('shelves.holdsGoods', { number: shelf.number, quantity: shelf.goodsQuantity });
        }
        await clearEmptyPlaces(tx, id);
        await repo.deleteShelf(tx, id);
      });
      return true;
    },

    /** All or nothing: any number already in the warehouse refuses the whole batch. */
    async batchAdd(body: BatchAddShelvesBody): Promise<number> {
      if (body.Rows * body.Columns > MAX_BATCH_SHELVES) {
        throw invalid('Rows', 'shelves.batchTooLarge', { max: MAX_BATCH_SHELVES });
      }
      const numbers = batchShelfNumbers(body);
      // Without a separator, row 1 column 11 and row 11 column 1 both read A111.
      const seen = new Set<string>();
      const twice = numbers.find((n) => seen.size === seen.add(n.toLowerCase()).size);
      if (twice) throw invalid('PaddingDigits', 'shelves.batchAmbiguous', { number: twice });
      return db.transaction(async (tx) => {
        await checkPlace(tx, body.WarehouseId, body.PartitionId);
        const taken = await repo.takenNumbers(tx, body.WarehouseId, numbers);
        if (taken.length) {
          const named = taken.slice(0, NAMED_DUPLICATES).join(', ') + (taken.length > NAMED_DUPLICATES ? ' …' : '');
          // The numbers come from the prefix (and the grid): changing it is the fix in the form.
          throw invalid('Prefix', 'shelves.batchDuplicates', { count: taken.length, numbers: named });
        }
        const common = {
          warehouseId: body.WarehouseId,
          partitionId: body.PartitionId,
          ...dimensions(body),
          remarks: body.Remarks ?? '',
        };
        return repo.insertNumbered(tx, common, numbers);
      });
    },

    /**
     * Deactivating a shelf that holds goods is allowed, with a warning naming it: a warehouse
     * deactivates a shelf to stop goods going onto it (damaged, to be cleared or removed), and
     * refusing that until it is empty would keep it open for put-away exactly while it is being
     * emptied. Its goods stay where they are and can still be moved off; deleting it is what
     * waits for it to be empty.
     */
    async setDeactivated(ids: number[], isDeactivate: boolean, lang: Lang) {
      const changed = await repo.setDeactivated(db, ids, isDeactivate);
      const warnings = isDeactivate
        ? changed
            .filter((s) => s.goodsQuantity > 0)
            .map((s) => t(lang, 'shelves.deactivatedWithGoods', { number: s.number, quantity: s.goodsQuantity }))
        : [];
      return warned(changed.length, warnings);
    },

    async transfer(auth: Auth, body: TransferGoodsBody, lang: Lang) {
      const warnings: string[] = [];
      await db.transaction((tx) =>
        move(tx, {
          commodityId: body.CommodityId,
          fromShelfId: body.FromShelfId,
          toShelfId: body.ToShelfId,
          quantity: QUANTITY_OF_TYPE[body.QuantityType]!,
          amount: body.Quantity,
          ctx: { operatorId: auth.userId, lang, warnings },
        }),
      );
      return warned(true, warnings);
    },

    async transferAll(auth: Auth, body: TransferGoodsAllBody, lang: Lang) {
      const warnings: string[] = [];
      const units = await db.transaction((tx) =>
        moveAll(tx, {
          fromShelfId: body.FromShelfId,
          toShelfId: body.ToShelfId,
          ctx: { operatorId: auth.userId, lang, warnings },
        }),
      );
      return warned(units, warnings);
    },

    async options(q: GetShelvesByPartitionBody) {
      const { rows, total } = await repo.shelfOptions(db, q);
      return paged(
        rows.map(
          (r): ShelfOption => ({
            Id: r.s.id,
            Name: r.s.number,
            WarehouseId: r.s.warehouseId,
            WarehouseName: r.warehouseName,
            PartitionId: r.s.partitionId,
            WarehousePartitionName: r.partitionName,
            GoodsQuantity: r.s.goodsQuantity,
          }),
        ),
        total,
      );
    },

    async logs(q: GetShelveLogsBody, lang: Lang) {
      const { rows, total } = await repo.logsOf(db, q);
      return paged(
        rows.map(
          ({ l, operatorName }): ShelfLogRow => ({
            Id: l.id,
            ShelfId: l.shelfId,
            OperationType: l.operationType,
            OperationTypeName: selectLabel('ShelfOperationType', l.operationType, lang),
            Content: l.content,
            QuantityBefore: l.quantityBefore,
            QuantityAfter: l.quantityAfter,
            RelatedType: l.relatedType,
            RelatedTypeName: l.relatedType ? selectLabel('ShelfRelatedType', l.relatedType, lang) : '',
            RelatedKey: l.relatedKey,
            OperatorName: operatorName ?? '',
            CreationTime: l.creationTime.toISOString(),
          }),
        ),
        total,
      );
    },

    async labels(ids: number[]): Promise<ShelfLabel[]> {
      return (await repo.shelvesByIds(db, ids)).map(labelOf);
    },

    /** The labels as a PDF download; Code 3 when none of the shelves exists. */
    async labelsPdf(ids: number[], lang: Lang) {
      const labels = (await repo.shelvesByIds(db, ids)).map(labelOf);
      if (!labels.length) throw notFound();
      const pdf = await labelsPdf(labels, t(lang, 'shelves.pdfTitle'));
      return download('application/pdf', pdf, 'shelf-labels.pdf');
    },
  };
}
export type ShelvesService = ReturnType<typeof shelvesService>;
