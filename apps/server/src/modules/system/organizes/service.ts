import type { EditOrganizeBody, EstablishOrganizeBody, GetOrganizesBody, Lang, OrganizeDetail } from '@wms/contract';
import type { Queryable } from '../../../db/client.js';
import { availableQuotations, organizes, users } from '../../../db/schema/index.js';
import type { Deps } from '../../../platform/deps.js';
import { invalid, notFound } from '../../../platform/errors.js';
import { refuseInUse } from '../../../platform/in-use.js';
import { paged } from '../../../platform/route.js';
import { wouldCycle } from '../../../platform/tree.js';
import { usedBy } from '../../../platform/used-by.js';
import * as repo from './repository.js';

/** One service per tree: 1 back office (staff users), 2 customer users. */
export function organizesService(deps: Deps, classification: 1 | 2) {
  const { db } = deps;

  async function checkParent(tx: Queryable, parentId: number | null | undefined): Promise<number | null> {
    if (!parentId) return null;
    const parent = await repo.findOne(tx, classification, parentId);
    if (!parent) throw invalid('ParentId', 'organizes.parentNotAvailable');
    return parent.id;
  }

  async function detail(id: number): Promise<OrganizeDetail> {
    const row = await repo.findDetail(db, classification, id);
    if (!row) throw notFound();
    return row as unknown as OrganizeDetail;
  }

  return {
    async list(q: GetOrganizesBody) {
      const { rows, total } = await repo.listLevel(db, classification, q);
      return paged(rows, total);
    },

    detail,

    async establish(body: EstablishOrganizeBody): Promise<number> {
      return db.transaction(async (tx) => {
        await repo.lockTree(tx, classification);
        const parentId = await checkParent(tx, body.ParentId);
        return repo.insertOrganize(tx, classification, {
          name: body.Name,
          parentId,
          sort: body.Sort ?? 0,
          remarks: body.Remarks ?? '',
        });
      });
    },

    async edit(body: EditOrganizeBody): Promise<boolean> {
      await db.transaction(async (tx) => {
        await repo.lockTree(tx, classification);
        const node = await repo.findOne(tx, classification, body.Id);
        if (!node) throw notFound();
        const parentId = await checkParent(tx, body.ParentId);
        if (parentId !== null && (await wouldCycle(tx, organizes, node.id, parentId))) {
          throw invalid('ParentId', 'organizes.cycle');
        }
        await repo.updateOrganize(tx, node.id, {
          name: body.Name,
          parentId,
          sort: body.Sort ?? 0,
          remarks: body.Remarks ?? '',
        });
      });
      return true;
    },

    async remove(id: number, lang: Lang): Promise<boolean> {
      await db.transaction(async (tx) => {
        await repo.lockTree(tx, classification);
        const node = await repo.findOne(tx, classification, id);
        if (!node) throw notFound();
        // A customer price for the organisation keeps it too (docs/domain.md, "Prices").
        await refuseInUse(
          tx,
          id,
          [usedBy(organizes.parentId), usedBy(users.organizeId), usedBy(availableQuotations.organizeId)],
          { name: node.name, lang },
        );
        await repo.deleteOrganize(tx, id);
      });
      return true;
    },
  };
}
export type OrganizesService = ReturnType<typeof organizesService>;
