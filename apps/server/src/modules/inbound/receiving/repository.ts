import {
  AccountType,
  numberList,
  type PackageRow,
  packageFlow,
  pastedCode,
  type WarehouseDocumentRow,
} from '@wms/contract';
import { and, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.js';
import {
  bins,
  packageGoods,
  packageInspections,
  packages,
  shelves,
  users,
  warehouseDocuments,
  warehouses,
} from '../../../db/schema/index.js';
import { invalid } from '../../../platform/errors.js';
import { outer } from '../../../platform/outer.js';
import { contains, countQuery, dateRange, isoTime, pageWindow, param } from '../../../platform/paging.js';
import { prepared } from '../../../platform/prepared.js';
import { shelvesByNumber } from '../../warehouse/shelves/repository.js';

// The inbound queries: every customer-facing one takes the owner (undefined for staff) and keeps to it.

/** A scan that is one of our labels: a shelf of any warehouse or a bin (dashes kept, as shelving
 * reads them). Signing and shelving's parcel step refuse it rather than take it for a parcel. */
export async function ownLabelOf(
  db: Queryable,
  scan: string,
): Promise<{ kind: 'shelf' | 'bin'; number: string } | undefined> {
  const code = pastedCode(scan);
  const [shelf] = await shelvesByNumber(db, code);
  if (shelf) return { kind: 'shelf', number: shelf.number };
  const [bin] = await db.select({ number: bins.number }).from(bins).where(eq(bins.number, code)).limit(1);
  return bin ? { kind: 'bin', number: bin.number } : undefined;
}

/** Decimal text without trailing zeros ("1.5", "0"), as the wire answers measurements. */
const plain = (column: SQL | typeof packages.weight) => sql<string>`trim_scale(${column})::text`;

/** The columns of a package row (PackageRow), names and states as numbers; the caller names states. */
export const packageColumns = {
  Id: packages.id,
  Number: packages.number,
  TrackingNumber: packages.trackingNumber,
  DocumentId: packages.documentId,
  DocumentNumber: sql<
    string | null
  >`(select d.number from ${warehouseDocuments} d where d.id = ${outer(packages.documentId)})`,
  WarehouseId: packages.warehouseId,
  WarehouseName: sql<string>`(select w.name from ${warehouses} w where w.id = ${outer(packages.warehouseId)})`,
  OwnerId: packages.ownerId,
  UserName: sql<string>`(select u.user_name from ${users} u where u.id = ${outer(packages.ownerId)} limit 1)`,
  CustomerCode: sql<
    string | null
  >`(select u.customer_code from ${users} u where u.id = ${outer(packages.ownerId)} limit 1)`,
  Status: packages.status,
  Weight: plain(packages.weight),
  Length: plain(packages.length),
  Width: plain(packages.width),
  Height: plain(packages.height),
  VolumeWeight: plain(sql`round(${packages.length} * ${packages.width} * ${packages.height} / 6000, 3)`),
  ShelfNumber: sql<string | null>`(select s.number from ${shelves} s where s.id = ${outer(packages.shelfId)})`,
  BinNumber: sql<string | null>`(select b.number from ${bins} b where b.id = ${outer(packages.binId)})`,
  NeedsInspection: packages.needsInspection,
  IncompleteReason: packages.incompleteReason,
  SignedTime: sql<
    string | null
  >`case when ${packages.signedTime} is null then null else ${isoTime(packages.signedTime)} end`,
  StorageDays: sql<
    number | null
  >`case when ${packages.signedTime} is null then null else (current_date - (${packages.signedTime} at time zone 'UTC')::date) end`,
  CreationTime: isoTime(packages.creationTime),
};
export type PackageRecord = Omit<PackageRow, 'StatusName'>;

export interface PackageFilter {
  ownerId?: number;
  Content?: string;
  Numbers?: string;
  Status?: number;
  WarehouseId?: number;
  DocumentId?: number;
  NeedsInspection?: boolean;
  StartDate?: string;
  EndDate?: string;
}

export function packageWhere(f: PackageFilter, withStatus = true): SQL | undefined {
  const numbers = f.Numbers ? numberList(f.Numbers) : [];
  return and(
    f.ownerId === undefined ? undefined : eq(packages.ownerId, f.ownerId),
    f.Content ? sql`(${packages.number} || ' ' || ${packages.trackingNumber}) ilike ${contains(f.Content)}` : undefined,
    // Bound one by one: a typed number may hold anything (`{`, a quote), never part of the SQL.
    numbers.length
      ? or(
          inArray(packages.number, numbers),
          inArray(
            packages.trackingKey,
            numbers.map((n) => n.replace(/-/g, '')),
          ),
        )
      : undefined,
    withStatus && f.Status !== undefined ? eq(packages.status, f.Status) : undefined,
    f.WarehouseId === undefined ? undefined : eq(packages.warehouseId, f.WarehouseId),
    f.DocumentId === undefined ? undefined : eq(packages.documentId, f.DocumentId),
    f.NeedsInspection
      ? sql`${packages.needsInspection} and ${packages.status} in (${packageFlow.state.ToBeCompleted}, ${packageFlow.state.Completed})`
      : undefined,
    dateRange(packages.creationTime, f),
  );
}

export async function listPackages(db: Queryable, f: PackageFilter, p: { index: number; rows: number }) {
  const where = packageWhere(f);
  const { limit, offset } = pageWindow(p);
  const rows = await db
    .select(packageColumns)
    .from(packages)
    .where(where)
    .orderBy(desc(packages.creationTime), desc(packages.id))
    .limit(limit)
    .offset(offset);
  const [count] = await countQuery(db, packages, where);
  return { rows: rows as PackageRecord[], total: Number(count?.count ?? 0) };
}

/** Package rows by id (a customer's own only, given `ownerId`): prepared once, as a scan at a
 * station answers its parcel's row with it. */
export async function packagesById(db: Queryable, ids: number[], ownerId?: number): Promise<PackageRecord[]> {
  if (!ids.length) return [];
  const own = ownerId !== undefined;
  return prepared(
    db,
    own ? 'packages_by_id_own' : 'packages_by_id',
    (h) =>
      h
        .select(packageColumns)
        .from(packages)
        .where(
          and(
            sql`${packages.id} = any(${param('ids')}::int[])`,
            own ? eq(packages.ownerId, param('owner')) : undefined,
          ),
        ),
    { ids, owner: ownerId },
  ) as Promise<PackageRecord[]>;
}

/** The records of each package state under a filter, the state filter aside (the list's tabs). */
export async function packageCounts(db: Queryable, f: PackageFilter): Promise<Map<number, number>> {
  const rows = await db
    .select({ s: packages.status, n: sql<number>`count(*)::int` })
    .from(packages)
    .where(packageWhere(f, false))
    .groupBy(packages.status);
  return new Map(rows.map((r) => [r.s, Number(r.n)]));
}

export async function goodsOf(db: Queryable, packageIds: number[]) {
  if (!packageIds.length) return [];
  return db
    .select({
      packageId: packageGoods.packageId,
      Id: packageGoods.id,
      ProductName: packageGoods.productName,
      Quantity: packageGoods.quantity,
      UnitPrice: sql<string>`${packageGoods.unitPrice}::numeric(20, 2)::text`,
      PurchasePrice: sql<string>`${packageGoods.purchasePrice}::numeric(20, 2)::text`,
      CommodityId: packageGoods.commodityId,
      CommodityCode: sql<
        string | null
      >`(select c.code from commodities c where c.id = ${outer(packageGoods.commodityId)})`,
    })
    .from(packageGoods)
    .where(inArray(packageGoods.packageId, packageIds))
    .orderBy(packageGoods.id);
}

export async function inspectionsOf(db: Queryable, packageIds: number[]) {
  if (!packageIds.length) return [];
  return db
    .select({
      packageId: packageInspections.packageId,
      Passed: packageInspections.passed,
      Note: packageInspections.note,
      Photos: packageInspections.photos,
      UserName: packageInspections.inspectorName,
      CreationTime: isoTime(packageInspections.creationTime),
    })
    .from(packageInspections)
    .where(inArray(packageInspections.packageId, packageIds))
    .orderBy(desc(packageInspections.creationTime));
}

// ---- Documents ----

export const documentColumns = {
  Id: warehouseDocuments.id,
  Number: warehouseDocuments.number,
  WarehouseId: warehouseDocuments.warehouseId,
  WarehouseName: sql<string>`(select w.name from ${warehouses} w where w.id = ${outer(warehouseDocuments.warehouseId)})`,
  OwnerId: warehouseDocuments.ownerId,
  UserName: sql<string>`(select u.user_name from ${users} u where u.id = ${outer(warehouseDocuments.ownerId)} limit 1)`,
  CustomerCode: sql<
    string | null
  >`(select u.customer_code from ${users} u where u.id = ${outer(warehouseDocuments.ownerId)} limit 1)`,
  Status: warehouseDocuments.status,
  PackageCount: sql<number>`(select count(*)::int from ${packages} p where p.document_id = ${outer(warehouseDocuments.id)})`,
  SignedCount: sql<number>`(select count(*)::int from ${packages} p where p.document_id = ${outer(warehouseDocuments.id)} and p.status <> ${packageFlow.state.NotReceived})`,
  Remarks: warehouseDocuments.remarks,
  CreationTime: isoTime(warehouseDocuments.creationTime),
  FinishedTime: sql<
    string | null
  >`case when ${warehouseDocuments.finishedTime} is null then null else ${isoTime(warehouseDocuments.finishedTime)} end`,
};
export type DocumentRecord = Omit<WarehouseDocumentRow, 'StatusName'>;

export interface DocumentFilter {
  ownerId?: number;
  Content?: string;
  WarehouseId?: number;
  Status?: number;
  StartDate?: string;
  EndDate?: string;
}

export function documentWhere(f: DocumentFilter, withStatus = true): SQL | undefined {
  return and(
    f.ownerId === undefined ? undefined : eq(warehouseDocuments.ownerId, f.ownerId),
    f.Content
      ? sql`(${warehouseDocuments.number} ilike ${contains(f.Content)} or exists (select 1 from ${packages} p where p.document_id = ${outer(warehouseDocuments.id)} and p.tracking_number ilike ${contains(f.Content)}))`
      : undefined,
    f.WarehouseId === undefined ? undefined : eq(warehouseDocuments.warehouseId, f.WarehouseId),
    withStatus && f.Status !== undefined ? eq(warehouseDocuments.status, f.Status) : undefined,
    dateRange(warehouseDocuments.creationTime, f),
  );
}

/** A customer id staff gave (a forecast for, an unknown item assigned to): an active customer's,
 * Code 2 on OwnerId otherwise. */
export async function checkCustomer(tx: Queryable, ownerId: number) {
  const [u] = await tx
    .select({ type: users.accountType, off: users.isDeactivate })
    .from(users)
    .where(eq(users.id, ownerId));
  if (u?.type !== AccountType.Customer || u.off) throw invalid('OwnerId', 'inbound.notCustomer');
}
