import type {
  CategoryOption,
  CommodityCategoryNode,
  EditCommodityCategoriesBody,
  EstablishCommodityCategoriesBody,
  GetCommodityCategoriesBody,
  Lang,
} from '@wms/contract';
import type { Queryable } from '../../../db/client.js';
import { commodities, commodityCategories } from '../../../db/schema/index.js';
import type { Deps } from '../../../platform/deps.js';
import { invalid, notFound } from '../../../platform/errors.js';
import { refuseInUse } from '../../../platform/in-use.js';
import { localName } from '../../../platform/local-name.js';
import { wouldCycle } from '../../../platform/tree.js';
import { usedBy } from '../../../platform/used-by.js';
import * as repo from './repository.js';
import { activeBranches, forest, withAncestors } from './tree.js';

type Input = EstablishCommodityCategoriesBody & { IsDeactivate?: boolean };

export function commodityCategoriesService(deps: Deps) {
  const { db } = deps;

  /** Checks the parent and the sibling name; maps the body to columns. `shown` is the name the
   * editing user saw: saved unchanged, a seeded category keeps its names in every language;
   * renamed, it has the one name typed from then on. */
  async function valuesOf(
    tx: Queryable,
    body: Input,
    id?: number,
    before?: { name: string; shown: string },
  ): Promise<repo.CategoryValues> {
    const parentId = body.ParentId ?? null;
    if (parentId !== null) {
      if (!(await repo.findCategory(tx, parentId))) throw invalid('ParentId', 'commodityCategories.unknownParent');
      if (id !== undefined && (await wouldCycle(tx, commodityCategories, id, parentId))) {
        throw invalid('ParentId', 'commodityCategories.cycle');
      }
    }
    if (await repo.siblingNamed(tx, parentId, body.Name, id)) {
      throw invalid('Name', 'commodityCategories.duplicateName', { name: body.Name });
    }
    return {
      ...(before && body.Name === before.shown ? { name: before.name } : { name: body.Name, nameI18n: null }),
      parentId,
      sort: body.Sort ?? 0,
      ...(body.IsDeactivate === undefined ? {} : { isDeactivate: body.IsDeactivate }),
    };
  }

  return {
    /** The whole tree; with filters, the matching categories and the branches leading to them. */
    async tree(q: GetCommodityCategoriesBody, lang: Lang): Promise<CommodityCategoryNode[]> {
      // Each row under the name the user reads (a seeded category's name in their language).
      const rows = (await repo.allCategories(db)).map((r) => ({
        ...r.c,
        name: localName(r.c, lang),
        commodities: Number(r.commodities),
      }));
      const needle = q.Content?.toLowerCase();
      const filtered = needle !== undefined || q.IsDeactivate !== undefined;
      const keep = filtered
        ? withAncestors(
            rows,
            (r) =>
              (needle === undefined || r.name.toLowerCase().includes(needle)) &&
              (q.IsDeactivate === undefined || r.isDeactivate === q.IsDeactivate),
          )
        : null;
      return forest(
        keep ? rows.filter((r) => keep.has(r.id)) : rows,
        (r): CommodityCategoryNode => ({
          Id: r.id,
          Name: r.name,
          ParentId: r.parentId,
          Sort: r.sort,
          IsDeactivate: r.isDeactivate,
          CommodityCount: r.commodities,
          CreationTime: r.creationTime.toISOString(),
          Children: [],
        }),
      );
    },

    /** The active tree for selects: a deactivated category hides its branch. */
    async options(lang: Lang): Promise<CategoryOption[]> {
      const rows = activeBranches(await repo.categoryOutline(db));
      return forest(rows, (r): CategoryOption => ({ Id: r.id, Name: localName(r, lang), Children: [] }));
    },

    establish(body: EstablishCommodityCategoriesBody): Promise<number> {
      return db.transaction(async (tx) => {
        await repo.lockTree(tx);
        return repo.insertCategory(tx, await valuesOf(tx, body));
      });
    },

    async edit(body: EditCommodityCategoriesBody, lang: Lang): Promise<boolean> {
      await db.transaction(async (tx) => {
        await repo.lockTree(tx);
        const before = await repo.findCategory(tx, body.Id);
        if (!before) throw notFound();
        await repo.updateCategory(
          tx,
          body.Id,
          await valuesOf(tx, body, body.Id, { name: before.name, shown: localName(before, lang) }),
        );
      });
      return true;
    },

    async remove(id: number, lang: Lang): Promise<boolean> {
      await db.transaction(async (tx) => {
        await repo.lockTree(tx);
        const row = await repo.findCategory(tx, id);
        if (!row) throw notFound();
        await refuseInUse(tx, id, [usedBy(commodityCategories.parentId), usedBy(commodities.categoryId)], {
          name: localName(row, lang),
          lang,
          deactivate: true,
        });
        await repo.deleteCategory(tx, id);
      });
      return true;
    },
  };
}
