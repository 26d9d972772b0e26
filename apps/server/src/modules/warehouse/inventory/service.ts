import {
  type AdjustInventoryBody,
  AdjustMode,
  type GetInventoryReportBody,
  type GetUserInventoryReportBody,
  type InventoryQuantities,
  type InventoryRow,
  type Lang,
  ShelfOperationType,
  ShelfRelatedType,
} from '@wms/contract';
import type { Auth } from '../../../platform/auth.js';
import type { Deps } from '../../../platform/deps.js';
import { invalid } from '../../../platform/errors.js';
import { ownerScope } from '../../../platform/owner-scope.js';
import { paged, type WarnedResult, warned } from '../../../platform/route.js';
import * as repo from './repository.js';
import { adjust, QUANTITY_OF_TYPE, setCounted, stockTakeText } from './stock.js';

export function inventoryService(deps: Deps) {
  const { db } = deps;

  return {
    /** Staff see every owner's stock (OwnerId filters); a customer only its own (its call has no
     * OwnerId, so the platform's owner scope puts in the caller's id). */
    async report(auth: Auth, q: GetInventoryReportBody | GetUserInventoryReportBody) {
      const { rows, total } = await repo.report(db, q, ownerScope(auth, 'OwnerId' in q ? q.OwnerId : undefined));
      return paged(
        rows.map(
          (r): InventoryRow => ({
            Id: r.i.id,
            CommodityId: r.i.commodityId,
            CommodityCode: r.code,
            CommoditySku: r.sku,
            ChineseName: r.chineseName,
            OwnerId: r.ownerId,
            OwnerName: r.ownerName,
            CustomerCode: r.customerCode ?? '',
            WarehouseId: r.i.warehouseId,
            WarehouseName: r.warehouseName,
            ShelfId: r.i.shelfId,
            ShelvesNumber: r.shelfNumber ?? '',
            Total: r.i.total,
            Available: r.i.available,
            Frozen: r.i.frozen,
            Defective: r.i.defective,
            Problem: r.i.problem,
            InTransit: r.i.inTransit,
          }),
        ),
        total,
      );
    },

    /** A stock-take: set what was counted, or add / take away; logged on the shelf. */
    async adjust(auth: Auth, body: AdjustInventoryBody, lang: Lang): Promise<WarnedResult<InventoryQuantities>> {
      const quantity = QUANTITY_OF_TYPE[body.QuantityType]!;
      // Goods put on a shelf they do not fit: the operator is told (or refused, see checkCapacity).
      const warnings: string[] = [];
      const quantities = await db.transaction(async (tx) => {
        const commodity = await repo.commodityOf(tx, body.CommodityId);
        if (!commodity) throw invalid('CommodityId', 'inventory.unknownCommodity');
        // The console picks the commodity among the chosen owner's: a commodity of someone else
        // (a stale pick after the owner changed) would change the wrong customer's stock.
        if (body.OwnerId !== undefined && commodity.ownerId !== body.OwnerId) {
          throw invalid('CommodityId', 'inventory.notOwnersCommodity');
        }
        const { code } = commodity;
        const common = {
          commodityId: body.CommodityId,
          shelfId: body.ShelfId,
          quantity,
          operationType: ShelfOperationType.StockTake,
          relatedType: ShelfRelatedType.Commodity,
          relatedKey: code,
          content: (q: { before: number; after: number }) =>
            stockTakeText(lang, code, quantity, q.before, q.after, body.Remarks),
          ctx: { operatorId: auth.userId, lang, warnings },
        };
        if (body.Mode === AdjustMode.Set) await setCounted(tx, { ...common, counted: body.Quantity });
        else await adjust(tx, { ...common, delta: body.Quantity });
        return repo.quantitiesAt(tx, body.CommodityId, body.ShelfId);
      });
      return warned(quantities, warnings);
    },
  };
}
export type InventoryService = ReturnType<typeof inventoryService>;
