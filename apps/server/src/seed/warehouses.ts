import {
  CUSTOMER_CODE_PLACEHOLDER,
  type Lang,
  ShelfOperationType,
  ShelfRelatedType,
  SpecificationsAuditStatus,
} from '@wms/contract';
import { inArray } from 'drizzle-orm';
import { specificationWorkflow } from '../modules/warehouse/commodities/workflow.js';
// The stock-take's log text names the quantity by this option list.
import '../modules/warehouse/inventory/lists.js';
import type { Queryable } from '../db/client.js';
import {
  cargoTypes,
  commodities,
  commodityCategories,
  currencies,
  shelves,
  shippingAddresses,
  siteWarehouses,
  users,
  warehousePartitions,
  warehouses,
} from '../db/schema/index.js';
import { adjust, move, type StockContext, stockTakeText } from '../modules/warehouse/inventory/stock.js';
import type { Auth } from '../platform/auth.js';
import { transitionMany } from '../platform/transition.js';

/**
 * The demo warehouses (docs/domain.md, "Stock and shelves"): so that the warehouse screens, the
 * stock-take, shelf labels and the customers' stock show something on a fresh start. Two
 * warehouses serving the demo site, their partitions, shelves and shipping addresses; commodities
 * of both demo customers (some waiting for their specification check); stock counted onto shelves
 * and one transfer, through the inventory module's own functions, so the quantities, the shelves'
 * goods and used space and the shelf logs are what the console itself would have written.
 *
 * Every server test starts from a seeded database: a few multi-row statements, and only the
 * stock movements one at a time (they lock and log per shelf).
 */
export async function seedWarehouses(tx: Queryable, siteId: number): Promise<void> {
  const ids = async <K extends string>(rows: Promise<{ id: number; key: string }[]>) =>
    Object.fromEntries((await rows).map((r) => [r.key, r.id])) as Record<K, number>;
  const user = await ids<'clerk' | 'customer1' | 'customer2'>(
    tx
      .select({ id: users.id, key: users.userName })
      .from(users)
      .where(inArray(users.userName, ['clerk', 'customer1', 'customer2'])),
  );
  const category = await ids<'Tops' | 'Shoes' | 'Phone accessories' | 'Computer accessories' | 'Kitchen'>(
    tx
      .select({ id: commodityCategories.id, key: commodityCategories.name })
      .from(commodityCategories)
      .where(
        inArray(commodityCategories.name, ['Tops', 'Shoes', 'Phone accessories', 'Computer accessories', 'Kitchen']),
      ),
  );
  const cargo = await ids<'General' | 'Battery'>(
    tx
      .select({ id: cargoTypes.id, key: cargoTypes.name })
      .from(cargoTypes)
      .where(inArray(cargoTypes.name, ['General', 'Battery'])),
  );
  const currency = await ids<'CNY' | 'HKD'>(
    tx
      .select({ id: currencies.id, key: currencies.code })
      .from(currencies)
      .where(inArray(currencies.code, ['CNY', 'HKD'])),
  );

  const [sz, hk] = await tx
    .insert(warehouses)
    .values([
      {
        name: 'Shenzhen Nanshan Warehouse',
        code: 'SZ01',
        personInCharge: '李明',
        phoneCode: '86',
        contactPhone: '13912345678',
        regionId: 440305,
        detailedAddress: '南山区科技园南区 8 号仓',
        postcode: '518057',
      },
      {
        name: 'Hong Kong Kwai Chung Warehouse',
        code: 'HK01',
        personInCharge: 'Chan Ka Wai',
        phoneCode: '852',
        contactPhone: '23456789',
        regionId: 344,
        detailedAddress: 'Unit 12, 8/F, Kwai Chung Industrial Centre, 18 Kwai Hei Street',
        // Goods that do not fit a shelf here are refused instead of put with a warning.
        refuseOverCapacity: true,
      },
    ])
    .returning({ id: warehouses.id });
  await tx.insert(siteWarehouses).values([
    { siteId, warehouseId: sz!.id },
    { siteId, warehouseId: hk!.id },
  ]);
  const [szA, szB, szR, hkA, hkT] = await tx
    .insert(warehousePartitions)
    .values([
      { siteId, warehouseId: sz!.id, name: 'A 区 普货', partitionType: 1 },
      { siteId, warehouseId: sz!.id, name: 'B 区 大件', partitionType: 5 },
      { siteId, warehouseId: sz!.id, name: 'R 区 退货', partitionType: 3 },
      { siteId, warehouseId: hk!.id, name: 'Zone A', partitionType: 1 },
      { siteId, warehouseId: hk!.id, name: 'Zone T', partitionType: 2, remarks: 'Goods waiting for a shelf' },
    ])
    .returning({ id: warehousePartitions.id });
  const shelf = (warehouseId: number, partitionId: number, number: string, size: [number, number, number]) => ({
    warehouseId,
    partitionId,
    number,
    length: String(size[0]),
    width: String(size[1]),
    height: String(size[2]),
  });
  const shelfRows = await tx
    .insert(shelves)
    .values([
      shelf(sz!.id, szA!.id, 'A-01-01', [120, 60, 50]),
      shelf(sz!.id, szA!.id, 'A-01-02', [120, 60, 50]),
      shelf(sz!.id, szA!.id, 'A-02-01', [120, 60, 50]),
      shelf(sz!.id, szB!.id, 'B-01-01', [200, 100, 150]),
      shelf(sz!.id, szR!.id, 'R-01-01', [120, 60, 50]),
      shelf(hk!.id, hkA!.id, 'HK-A-01', [100, 50, 40]),
      shelf(hk!.id, hkA!.id, 'HK-A-02', [100, 50, 40]),
      shelf(hk!.id, hkT!.id, 'HK-T-01', [150, 80, 60]),
    ])
    .returning({ id: shelves.id, number: shelves.number });
  const shelfId = Object.fromEntries(shelfRows.map((s) => [s.number, s.id])) as Record<string, number>;

  await tx.insert(shippingAddresses).values([
    {
      warehouseId: sz!.id,
      shippingAddressType: 1,
      consignee: `深圳仓收货组 ${CUSTOMER_CODE_PLACEHOLDER}`,
      phoneCode: '86',
      phone: '13912345678',
      regionId: 440305,
      address: `南山区科技园南区 8 号仓 ${CUSTOMER_CODE_PLACEHOLDER}`,
      postcode: '518057',
      remarks: 'Write your customer code on every parcel',
    },
    {
      warehouseId: hk!.id,
      shippingAddressType: 3,
      consignee: `Receiving ${CUSTOMER_CODE_PLACEHOLDER}`,
      phoneCode: '852',
      phone: '23456789',
      regionId: 344,
      address: `Unit 12, 8/F, 18 Kwai Hei Street, Kwai Chung (${CUSTOMER_CODE_PLACEHOLDER})`,
    },
  ]);

  // Declared measurements make a commodity's specification pending, as a create does; the
  // warehouse then approves one of each customer's below (a state history row each).
  const Pending = SpecificationsAuditStatus.Pending;
  const commodity = (
    ownerId: number,
    c: {
      code: string;
      chineseName: string;
      englishName: string;
      categoryId: number;
      cargoTypeId: number;
      currencyId: number;
      price: string;
      spec?: [weight: string, length: string, width: string, height: string];
      warningQuantity?: number;
    },
  ) => ({
    ownerId,
    siteId,
    code: c.code,
    sku: c.code,
    chineseName: c.chineseName,
    englishName: c.englishName,
    declarationName: c.englishName,
    categoryId: c.categoryId,
    cargoTypeId: c.cargoTypeId,
    currencyId: c.currencyId,
    price: c.price,
    warningQuantity: c.warningQuantity ?? 0,
    ...(c.spec
      ? {
          actualWeight: c.spec[0],
          grossWeight: c.spec[0],
          length: c.spec[1],
          width: c.spec[2],
          height: c.spec[3],
          specificationsAuditStatus: Pending,
        }
      : {}),
  });
  const commodityRows = await tx
    .insert(commodities)
    .values([
      commodity(user.customer1, {
        code: 'TS-BLK-M',
        chineseName: '黑色纯棉 T 恤 M 码',
        englishName: 'Cotton T-shirt, black, M',
        categoryId: category.Tops,
        cargoTypeId: cargo.General,
        currencyId: currency.CNY,
        price: '59.00',
        spec: ['0.2', '30', '25', '3'],
        warningQuantity: 20,
      }),
      commodity(user.customer1, {
        code: 'PB-10000',
        chineseName: '移动电源 10000 mAh',
        englishName: 'Power bank 10000 mAh',
        categoryId: category['Phone accessories'],
        cargoTypeId: cargo.Battery,
        currencyId: currency.CNY,
        price: '129.00',
        spec: ['0.25', '15', '7', '2'],
      }),
      commodity(user.customer1, {
        code: 'MUG-350',
        chineseName: '陶瓷马克杯 350 ml',
        englishName: 'Ceramic mug 350 ml',
        categoryId: category.Kitchen,
        cargoTypeId: cargo.General,
        currencyId: currency.CNY,
        price: '35.00',
        spec: ['0.4', '12', '9', '10'],
      }),
      commodity(user.customer1, {
        code: 'USB-C-1M',
        chineseName: 'USB-C 数据线 1 米',
        englishName: 'USB-C cable 1 m',
        categoryId: category['Phone accessories'],
        cargoTypeId: cargo.General,
        currencyId: currency.CNY,
        price: '19.90',
      }),
      commodity(user.customer2, {
        code: 'SNK-42',
        chineseName: '跑步鞋 42 码',
        englishName: 'Running shoes, size 42',
        categoryId: category.Shoes,
        cargoTypeId: cargo.General,
        currencyId: currency.HKD,
        price: '499.00',
        spec: ['0.9', '33', '22', '12'],
        warningQuantity: 5,
      }),
      commodity(user.customer2, {
        code: 'KB-87',
        chineseName: '机械键盘 87 键',
        englishName: 'Mechanical keyboard, 87 keys',
        categoryId: category['Computer accessories'],
        cargoTypeId: cargo.General,
        currencyId: currency.HKD,
        price: '399.00',
        spec: ['1.1', '38', '16', '5'],
      }),
    ])
    .returning({ id: commodities.id, code: commodities.code });
  const commodityId = Object.fromEntries(commodityRows.map((c) => [c.code, c.id])) as Record<string, number>;

  const clerk: Auth = { userId: user.clerk, accountType: 1, siteId, isSuperUser: false, sessionId: '' };
  // The clerk's language: log texts stay in the language the operator worked in.
  const lang: Lang = 'en-us';
  // The others stay pending: the specification check's queue is not empty.
  await transitionMany(
    tx,
    specificationWorkflow,
    'approve',
    ['TS-BLK-M', 'SNK-42'].map((code) => commodityId[code]!),
    { auth: clerk, lang },
  );

  // The opening stock-take of each place, as the stock-take screen records an added quantity
  // (the place was empty), then a transfer between two shelves.
  const ctx: StockContext = { operatorId: user.clerk, lang };
  const count = (code: string, number: string, delta: number) =>
    adjust(tx, {
      commodityId: commodityId[code]!,
      shelfId: shelfId[number]!,
      quantity: 'available',
      delta,
      operationType: ShelfOperationType.StockTake,
      relatedType: ShelfRelatedType.Commodity,
      relatedKey: code,
      content: (q) => stockTakeText(lang, code, 'available', q.before, q.after),
      ctx,
      isCount: true,
    });
  await count('TS-BLK-M', 'A-01-01', 40);
  await count('PB-10000', 'A-01-02', 25);
  await count('SNK-42', 'HK-A-01', 18);
  await move(tx, {
    commodityId: commodityId['TS-BLK-M']!,
    fromShelfId: shelfId['A-01-01']!,
    toShelfId: shelfId['A-01-02']!,
    quantity: 'available',
    amount: 10,
    ctx,
  });
}
