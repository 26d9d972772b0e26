import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  carriers,
  countries,
  currencies,
  customsClearanceCompanies,
  customsClearanceNumbers,
  expenseTypes,
  localTrackingNumbers,
  siteHosts,
  sitePageConfigurations,
  siteSmsCountries,
  sites,
} from '../db/schema/index.js';
import { createUser, type NewUser } from '../modules/system/users/create.js';
import { LockNamespace, lockTx } from '../platform/locks.js';
import { seedAddressBooks } from './address-books.js';
import { seedBills } from './bills.js';
import { seedCatalogue } from './catalogue.js';
import { seedChannels } from './channels.js';
import { allCountries } from './countries.js';
import { seedCoupons } from './coupons.js';
import { seedInbound } from './inbound.js';
import { seedInvoices } from './invoices.js';
import { seedMenus } from './menus.js';
import { seedPrices } from './prices.js';
import { seedRecharge } from './recharge.js';
import { CARRIERS, CURRENCIES, demoPool, EXPENSE_TYPES } from './reference.js';
import { seedWallets } from './wallets.js';
import { seedWarehouses } from './warehouses.js';

/** Demo accounts (docs/architecture.md; listed in the README). */
export const DEMO_ACCOUNTS = {
  admin: { userName: 'admin', password: 'Admin@123', accountType: 1 as const },
  clerk: { userName: 'clerk', password: 'Clerk@123', accountType: 1 as const },
  customer1: { userName: 'customer1', password: 'Customer@123', accountType: 2 as const },
  customer2: { userName: 'customer2', password: 'Customer@123', accountType: 2 as const },
};

/** Seeds an empty database with a demo site, reference data, roles, menus and the demo
 * accounts, all in one transaction; a database that has a site is left alone. Concurrent
 * first starts serialise on an advisory lock. */
export async function seed(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockTx(tx, LockNamespace.seed);
    const existing = await tx.select({ id: sites.id }).from(sites).limit(1);
    if (existing.length) return false;

    await tx.insert(countries).values(allCountries());
    await tx.insert(currencies).values(CURRENCIES);
    await tx.insert(expenseTypes).values(EXPENSE_TYPES);
    for (const c of await tx.insert(carriers).values(CARRIERS).returning())
      await tx.insert(localTrackingNumbers).values(
        demoPool(c.code).map((n) => ({
          ...n,
          carrierId: c.id,
          usedTime: n.state === 1 ? new Date() : null,
          voidedTime: n.state === 2 ? new Date() : null,
        })),
      );
    await seedCatalogue(tx);
    await seedChannels(tx);
    const [site] = await tx
      .insert(sites)
      .values({ name: 'Demo Logistics', code: 'DEMO', apiUrl: '/openapi', contactPhone: '', contactEmail: '' })
      .returning();
    await tx.insert(siteHosts).values([
      { host: 'localhost', siteId: site!.id },
      { host: '127.0.0.1', siteId: site!.id },
    ]);
    await tx.insert(sitePageConfigurations).values([
      { siteId: site!.id, language: 1, title: '演示物流仓储平台', logo: '' },
      { siteId: site!.id, language: 2, title: '演示物流倉儲平台', logo: '' },
      { siteId: site!.id, language: 3, title: 'Demo Logistics Console', logo: '' },
    ]);
    const [hk] = await tx
      .select({ id: countries.id })
      .from(countries)
      .where(inArray(countries.code, ['HK']));
    const [broker] = await tx
      .insert(customsClearanceCompanies)
      .values({
        name: 'Harbour Customs Brokers',
        code: 'HCB',
        countryId: hk!.id,
        contact: 'Chan Tai Man',
        contactPhone: '85221234567',
      })
      .returning();
    await tx.insert(customsClearanceNumbers).values([
      { companyId: broker!.id, clearanceNumber: 'HCB-2026-0001' },
      { companyId: broker!.id, clearanceNumber: 'HCB-2026-0002' },
    ]);
    const smsCountries = await tx
      .select({ id: countries.id })
      .from(countries)
      .where(inArray(countries.code, ['CN', 'HK', 'MO', 'TW']));
    await tx.insert(siteSmsCountries).values(smsCountries.map((c) => ({ siteId: site!.id, countryId: c.id })));

    const roleIds = await seedMenus(tx as unknown as Db);

    const demo: NewUser[] = [
      {
        accountType: 1,
        userName: 'admin',
        nickName: 'Administrator',
        password: DEMO_ACCOUNTS.admin.password,
        siteId: site!.id,
        isSuperUser: true,
        roleIds: [roleIds.superAdmin],
      },
      {
        accountType: 1,
        userName: 'clerk',
        nickName: 'Warehouse Clerk',
        password: DEMO_ACCOUNTS.clerk.password,
        siteId: site!.id,
        roleIds: [roleIds.warehouseClerk],
      },
      {
        accountType: 2,
        userName: 'customer1',
        nickName: 'Customer One',
        password: DEMO_ACCOUNTS.customer1.password,
        siteId: site!.id,
        phoneCode: '86',
        phoneNumber: '13800000001',
        roleIds: [roleIds.customer],
      },
      {
        accountType: 2,
        userName: 'customer2',
        nickName: 'Customer Two',
        password: DEMO_ACCOUNTS.customer2.password,
        siteId: site!.id,
        phoneCode: '86',
        phoneNumber: '13800000002',
        roleIds: [roleIds.customer],
      },
    ];
    for (const u of demo) await createUser(tx, u);
    await seedAddressBooks(tx);
    await seedWarehouses(tx, site!.id);
    await seedInbound(tx, site!.id);
    await seedPrices(tx);
    await seedWallets(tx);
    await seedRecharge(tx);
    await seedCoupons(tx);
    await seedBills(tx);
    await seedInvoices(tx);
    return true;
  });
}
