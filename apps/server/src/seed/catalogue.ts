import type { Queryable } from '../db/client.js';
import { cargoTypes, commodityCategories } from '../db/schema/index.js';

type Names = { 'zh-cn': string; 'zh-tw': string; 'en-us': string };
const n = (zhCn: string, zhTw: string, enUs: string): Names => ({ 'zh-cn': zhCn, 'zh-tw': zhTw, 'en-us': enUs });

/** Demo reference data for commodities: the cargo types carriers price differently, and a small
 * category tree. Each row has its name in the three languages (`name_i18n`), so every user reads
 * it in their own; `name` holds the English one, the language-neutral fallback. */
const CARGO_TYPES: { names: Names; remarks: string }[] = [
  { names: n('普货', '普貨', 'General'), remarks: 'No special handling' },
  { names: n('带电', '帶電', 'Battery'), remarks: 'Built-in or packed lithium batteries' },
  { names: n('液体', '液體', 'Liquid'), remarks: 'Liquids, pastes and gels' },
  { names: n('粉末', '粉末', 'Powder'), remarks: '' },
  { names: n('磁性', '磁性', 'Magnetic'), remarks: '' },
];

const CATEGORIES: { names: Names; children: Names[] }[] = [
  { names: n('服装', '服裝', 'Apparel'), children: [n('上衣', '上衣', 'Tops'), n('鞋靴', '鞋靴', 'Shoes')] },
  {
    names: n('电子产品', '電子產品', 'Electronics'),
    children: [n('手机配件', '手機配件', 'Phone accessories'), n('电脑配件', '電腦配件', 'Computer accessories')],
  },
  { names: n('家居', '家居', 'Home'), children: [n('厨具', '廚具', 'Kitchen'), n('家纺', '家紡', 'Textiles')] },
  { names: n('美妆', '美妝', 'Beauty'), children: [] },
];

const named = (names: Names) => ({ name: names['en-us'], nameI18n: names });

export async function seedCatalogue(tx: Queryable): Promise<void> {
  await tx.insert(cargoTypes).values(CARGO_TYPES.map((c) => ({ ...named(c.names), remarks: c.remarks })));
  for (const [i, c] of CATEGORIES.entries()) {
    const [root] = await tx
      .insert(commodityCategories)
      .values({ ...named(c.names), sort: i })
      .returning({ id: commodityCategories.id });
    if (c.children.length) {
      await tx
        .insert(commodityCategories)
        .values(c.children.map((names, j) => ({ ...named(names), parentId: root!.id, sort: j })));
    }
  }
}
