import type { Queryable } from '../client.js';
import { cargoTypes, commodityCategories } from '../schema/index.js';

/** Demo reference data for commodities: the cargo types carriers price differently, and a small
 * category tree. Names are in Chinese with the English after them, as a mixed team would write. */
const CARGO_TYPES = [
  { name: '普货 General', remarks: 'No special handling' },
  { name: '带电 Battery', remarks: 'Built-in or packed lithium batteries' },
  { name: '液体 Liquid', remarks: 'Liquids, pastes and gels' },
  { name: '粉末 Powder', remarks: '' },
  { name: '磁性 Magnetic', remarks: '' },
];

const CATEGORIES: { name: string; children: string[] }[] = [
  { name: '服装 Apparel', children: ['上衣 Tops', '鞋靴 Shoes'] },
  { name: '电子产品 Electronics', children: ['手机配件 Phone accessories', '电脑配件 Computer accessories'] },
  { name: '家居 Home', children: ['厨具 Kitchen', '家纺 Textiles'] },
  { name: '美妆 Beauty', children: [] },
];

export async function seedCatalogue(tx: Queryable): Promise<void> {
  await tx.insert(cargoTypes).values(CARGO_TYPES);
  for (const [i, c] of CATEGORIES.entries()) {
    const [root] = await tx
      .insert(commodityCategories)
      .values({ name: c.name, sort: i })
      .returning({ id: commodityCategories.id });
    if (c.children.length) {
      await tx.insert(commodityCategories).values(c.children.map((name, j) => ({ name, parentId: root!.id, sort: j })));
    }
  }
}
