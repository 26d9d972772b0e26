import {
  allowedNumber,
  type CommodityListRow,
  type CommodityReportRow,
  type CommodityRow,
  type CommoditySpecification,
  type CommoditySpecificationModificationBody,
  type CommoditySpecificationsAuditStatusBody,
  CommodityStatus,
  type EditCommodityBody,
  type EstablishCommodityBody,
  type GetCommodityBody,
  type GetCommodityByUserIdBody,
  type GetCommodityReportBody,
  type GetOrderCommodityByUserIdBody,
  type Lang,
  MAX_PRICE,
  Money,
  PRICE_PLACES,
  PRINT_COMMODITY_MAX_ROWS,
  type PrintCommodityReportBody,
  SalesMode,
  SPECIFICATION_FIELDS,
  SpecificationsAuditStatus,
  specificationAudit,
} from '@wms/contract';
import type { Queryable } from '../../../db/client.js';
import type { Auth } from '../../../platform/auth.js';
import type { Deps } from '../../../platform/deps.js';
import { invalid, notFound, refused } from '../../../platform/errors.js';
import { localName } from '../../../platform/local-name.js';
import { inTransaction } from '../../../platform/notify.js';
import { customerOwn, ownerScope, writeOwner } from '../../../platform/owner-scope.js';
import { paged } from '../../../platform/route.js';
import { selectLabel } from '../../../platform/select.js';
import { transition, transitionMany } from '../../../platform/transition.js';
import { activeCargoTypes } from '../../reference/cargo-types/repository.js';
import { categoryOutline } from '../../reference/commodity-categories/repository.js';
import { activeBranches } from '../../reference/commodity-categories/tree.js';
import { refreshSpaceOfCommodity } from '../inventory/stock.js';
import { COMMODITY_STATUSES, SALES_MODES } from './lists.js';
import * as repo from './repository.js';
import { specificationWorkflow } from './workflow.js';

type Item = NonNullable<Awaited<ReturnType<typeof repo.findCommodity>>>;
type CommodityInput = Omit<EstablishCommodityBody, 'OwnerId'>;
type Spec = Record<(typeof SPECIFICATION_FIELDS)[number], string>;

/** numeric columns come back padded to their scale ("1.500"); the contract answers "1.5". */
export const decimal = (v: string | null | undefined) =>
  v == null ? '0' : v.includes('.') ? v.replace(/\.?0+$/, '') || '0' : v;

/** A price on the wire: its currency's places ("12.50", "1200"), more only when the stored
 * amount has them (the currency's places were lowered since), so no digit is ever dropped. */
export const priceText = (price: string, decimals: number) => {
  // PostgreSQL's numeric text ("12.5000"): the digits as they are, the zeros the scale pads
  // with dropped and the currency's places filled in; a list answers this for every row, and
  // going through decimal.js cost a fifth of the row's shaping. Anything else: Money.
  const m = /^(-?\d+)(?:\.(\d*?)0*)?$/.exec(price);
  if (!m) {
    const money = Money.of(price);
    return money.toFixed(Math.max(decimals, money.places()));
  }
  const fraction = (m[2] ?? '').padEnd(decimals, '0');
  return fraction ? `${m[1]}.${fraction}` : m[1]!;
};

const nameIn = (lang: Lang, c: { zhCn: string | null; zhTw: string | null; en: string | null }) =>
  (lang === 'zh-cn' ? c.zhCn : lang === 'zh-tw' ? c.zhTw : c.en) ?? '';

const specOf = (c: repo.CommodityRecord): Spec => ({
  ActualWeight: decimal(c.actualWeight),
  GrossWeight: decimal(c.grossWeight),
  Length: decimal(c.length),
  Width: decimal(c.width),
  Geight: decimal(c.height),
});
const specColumns = (s: Spec) => ({
  actualWeight: s.ActualWeight,
  grossWeight: s.GrossWeight,
  length: s.Length,
  width: s.Width,
  height: s.Geight,
});
const declared = (s: Spec) => SPECIFICATION_FIELDS.some((f) => s[f] !== '0');

/** The whole commodity (the detail, the pickers): the list's row and the rest of the record. */
export function rowOf(r: Item, lang: Lang): CommodityRow {
  const c = r.c;
  return {
    ...listRowOf(r, lang),
    Alias: c.alias,
    IdentificationCode: c.identificationCode,
    DeclarationName: c.declarationName,
    CurrencyId: c.currencyId,
    GrossWeight: decimal(c.grossWeight),
    WarningQuantity: c.warningQuantity,
    SalesModes: c.salesMode,
    CommodityStatus: c.status,
    CommodityCategories: c.categoryId,
    CargoType: c.cargoTypeId,
    OwnerId: c.ownerId,
    UserId: c.ownerId,
    SiteName: r.siteName,
  };
}

type ListItem = Awaited<ReturnType<typeof repo.listCommodityRows>>['rows'][number];

/** A row of the commodity list: only CommodityListRow's fields (the detail is `rowOf`). */
export function listRowOf(r: ListItem, lang: Lang): CommodityListRow {
  const c = r.c;
  return {
    Id: c.id,
    CommodityCode: c.code,
    CommoditySku: c.sku,
    ChineseName: c.chineseName,
    EnglishName: c.englishName,
    Price: priceText(c.price, r.currency?.decimals ?? PRICE_PLACES),
    CurrencyName: nameIn(lang, r.currency ?? { zhCn: null, zhTw: null, en: null }),
    CurrencyCode: r.currency?.code ?? '',
    CurrencySymbol: r.currency?.symbol ?? '',
    CurrencyDecimals: r.currency?.decimals ?? PRICE_PLACES,
    ActualWeight: decimal(c.actualWeight),
    Length: decimal(c.length),
    Width: decimal(c.width),
    Geight: decimal(c.height),
    SalesModesName: selectLabel('SalesMode', c.salesMode, lang),
    CommodityStatusName: selectLabel('CommodityStatus', c.status, lang),
    CommodityCategoriesName: categoryNameOf(r, lang),
    CargoTypeName: cargoTypeNameOf(r, lang),
    Pictures: c.pictures,
    SpecificationsAuditStatus: c.specificationsAuditStatus,
    SpecificationsAuditStatusName: selectLabel('SpecificationsAuditStatus', c.specificationsAuditStatus, lang),
    UserName: r.userName,
    NickName: r.nickName,
    Remarks: c.remarks,
    CreationTime: c.creationTime.toISOString(),
    ...stockNumbers(r.stock),
  };
}

const stockNumbers = (s: Item['stock']) => ({
  Total: Number(s?.total ?? 0),
  Available: Number(s?.available ?? 0),
  Frozen: Number(s?.frozen ?? 0),
  Defective: Number(s?.defective ?? 0),
  Problem: Number(s?.problem ?? 0),
  InTransit: Number(s?.inTransit ?? 0),
});

/** The category and cargo type as the user reads them (a seeded one in their language). */
type Named = Pick<Item, 'categoryName' | 'categoryNames' | 'cargoTypeName' | 'cargoTypeNames'>;
const categoryNameOf = (r: Named, lang: Lang) =>
  r.categoryName === null ? '' : localName({ name: r.categoryName, nameI18n: r.categoryNames }, lang);
const cargoTypeNameOf = (r: Named, lang: Lang) =>
  r.cargoTypeName === null ? '' : localName({ name: r.cargoTypeName, nameI18n: r.cargoTypeNames }, lang);

export function reportRowOf(r: Item, lang: Lang): CommodityReportRow {
  const c = r.c;
  const stock = stockNumbers(r.stock);
  return {
    Id: c.id,
    CommodityCode: c.code,
    CommoditySku: c.sku,
    ChineseName: c.chineseName,
    EnglishName: c.englishName,
    CommodityCategoriesName: categoryNameOf(r, lang),
    CargoTypeName: cargoTypeNameOf(r, lang),
    OwnerId: c.ownerId,
    UserName: r.userName,
    NickName: r.nickName,
    WarningQuantity: c.warningQuantity,
    BelowWarning: c.warningQuantity > 0 && stock.Available < c.warningQuantity,
    CreationTime: c.creationTime.toISOString(),
    ...stock,
  };
}

/** Checks of the references a commodity names; shared by single writes and the import. */
export async function referenceChecks(tx: Queryable) {
  // One after another: inside a transaction they share one connection (pg refuses overlap).
  const categories = activeBranches(await categoryOutline(tx));
  const cargo = await activeCargoTypes(tx);
  const currencies = await repo.activeCurrencies(tx);
  return {
    categories,
    cargoTypes: cargo,
    currencies,
    categoryIds: new Set(categories.map((c) => c.id)),
    cargoTypeIds: new Set(cargo.map((c) => c.id)),
    currencyIds: new Set(currencies.map((c) => c.id)),
  };
}
export type References = Awaited<ReturnType<typeof referenceChecks>>;

/** The currency's places when the price has more (a JPY price is whole yen), else undefined. A
 * kept, since deactivated currency is not in `refs`: only the contract's two places apply. */
export function priceBeyondCurrency(
  body: Pick<CommodityInput, 'Price' | 'CurrencyId'>,
  refs: References,
): number | undefined {
  if (body.Price === undefined || body.CurrencyId == null) return undefined;
  const places = refs.currencies.find((c) => c.id === body.CurrencyId)?.decimals;
  return places !== undefined && Money.of(body.Price).places() > places ? places : undefined;
}

/** What a price in a currency of `places` decimals allows, for "enter {allowed}". */
export const pricePlaces = (places: number) =>
  allowedNumber({ max: places ? Number(MAX_PRICE) : Math.floor(Number(MAX_PRICE)), decimals: places });

/** Maps a validated body to columns. `before` is the stored row on edit: references it already
 * holds stay valid even when since deactivated, and the specification turns pending only when
 * it changed. */
const specOfInput = (body: CommodityInput): Spec => ({
  ActualWeight: body.ActualWeight ?? '0',
  GrossWeight: body.GrossWeight ?? '0',
  Length: body.Length ?? '0',
  Width: body.Width ?? '0',
  Geight: body.Geight ?? '0',
});

export function columnsOf(
  body: CommodityInput,
  refs: References,
  before?: repo.CommodityRecord,
): Omit<repo.CommodityValues, 'ownerId' | 'siteId'> {
  const kept = (id: number | null | undefined, stored: number | null | undefined) => !!before && id === stored;
  if (!refs.categoryIds.has(body.CommodityCategories) && !kept(body.CommodityCategories, before?.categoryId)) {
    throw invalid('CommodityCategories', 'commodities.unknownCategory');
  }
  if (!refs.cargoTypeIds.has(body.CargoType) && !kept(body.CargoType, before?.cargoTypeId)) {
    throw invalid('CargoType', 'commodities.unknownCargoType');
  }
  const currencyId = body.CurrencyId ?? null;
  if (currencyId !== null && !refs.currencyIds.has(currencyId) && !kept(currencyId, before?.currencyId)) {
    throw invalid('CurrencyId', 'commodities.unknownCurrency');
  }
  const places = priceBeyondCurrency(body, refs);
  if (places !== undefined) throw invalid('Price', 'validation.decimalPlaces', pricePlaces(places));
  const salesMode = body.SalesModes ?? SalesMode.Retail;
  if (!SALES_MODES.has(salesMode)) throw invalid('SalesModes', 'commodities.unknownSalesMode');
  const status = body.CommodityStatus ?? CommodityStatus.OnSale;
  if (!COMMODITY_STATUSES.has(status)) throw invalid('CommodityStatus', 'commodities.unknownStatus');
  const spec = specOfInput(body);
  return {
    code: body.CommodityCode,
    sku: body.CommoditySku ?? '',
    chineseName: body.ChineseName,
    englishName: body.EnglishName ?? '',
    alias: body.Alias ?? '',
    identificationCode: body.IdentificationCode ?? '',
    declarationName: body.DeclarationName ?? '',
    // Decimal text straight into numeric: never through a JavaScript number.
    price: body.Price ?? '0',
    currencyId,
    ...specColumns(spec),
    warningQuantity: body.WarningQuantity ?? 0,
    salesMode,
    status,
    categoryId: body.CommodityCategories,
    cargoTypeId: body.CargoType,
    pictures: body.Pictures ?? [],
    remarks: body.Remarks ?? '',
    // A new commodity starts pending when it declares its specification; an edit moves it through
    // the workflow instead (declarationMove), with its history.
    ...(before
      ? {}
      : {
          specificationsAuditStatus: declared(spec)
            ? SpecificationsAuditStatus.Pending
            : SpecificationsAuditStatus.None,
        }),
  };
}

/** The move an edit makes of the specification check: a changed declaration is pending again (or
 * none when all zero); an unchanged one moves nothing. */
export function declarationMove(body: CommodityInput, before: repo.CommodityRecord): 'declare' | 'undeclare' | null {
  const spec = specOfInput(body);
  const old = specOf(before);
  if (!SPECIFICATION_FIELDS.some((f) => old[f] !== spec[f])) return null;
  if (declared(spec)) return 'declare';
  return before.specificationsAuditStatus === SpecificationsAuditStatus.None ? null : 'undeclare';
}

export function commoditiesService(deps: Deps) {
  const { db } = deps;

  /** The owner a write is for: a customer is always their own; staff must name a customer. */
  async function ownerOf(tx: Queryable, auth: Auth, ownerId: number | undefined) {
    const id = writeOwner(auth, ownerId);
    const siteId = await repo.customerSite(tx, id);
    if (siteId === undefined) throw invalid('OwnerId', 'commodities.notCustomer');
    return { ownerId: id, siteId };
  }

  async function assertCodeFree(tx: Queryable, ownerId: number, code: string, exceptId?: number) {
    if ((await repo.takenCodes(tx, ownerId, [code.toLowerCase()], exceptId)).size) {
      throw invalid('CommodityCode', 'commodities.duplicateCode', { code });
    }
  }

  return {
    ownerOf,

    async list(auth: Auth, q: GetCommodityBody & { StateCounts?: boolean }, lang: Lang) {
      const filter = { ...q, ownerId: ownerScope(auth, q.UserId) };
      const { rows, total } = await repo.listCommodityRows(db, filter, q);
      const counts = q.StateCounts ? await repo.auditCounts(db, filter) : undefined;
      return paged(
        rows.map((r) => listRowOf(r, lang)),
        total,
        counts && Object.values(specificationAudit.state).map((State) => ({ State, Count: counts.get(State) ?? 0 })),
      );
    },

    /** The picker by owner: staff name the customer, a customer gets their own. */
    async byUser(auth: Auth, q: GetCommodityByUserIdBody, lang: Lang) {
      const { rows, total } = await repo.listCommodities(
        db,
        { Content: q.Content, StartDate: q.StartDate, EndDate: q.EndDate, ownerId: ownerScope(auth, q.UserId, true) },
        q,
      );
      return paged(
        rows.map((r) => rowOf(r, lang)),
        total,
      );
    },

    async orderable(auth: Auth, q: GetOrderCommodityByUserIdBody, lang: Lang) {
      const { rows, total } = await repo.listCommodities(
        db,
        {
          Content: q.Content,
          StartDate: q.StartDate,
          EndDate: q.EndDate,
          ownerId: ownerScope(auth, q.UserId, true),
          orderable: true,
          warehouseId: q.WarehouseId,
        },
        q,
      );
      return paged(
        rows.map((r) => rowOf(r, lang)),
        total,
      );
    },

    async report(auth: Auth, q: GetCommodityReportBody, lang: Lang) {
      const { rows, total } = await repo.listCommodities(db, reportFilter(auth, q), q);
      return paged(
        rows.map((r) => reportRowOf(r, lang)),
        total,
      );
    },

    /** Every row the printed report holds; more than the cap is Code 4 (narrow the search). */
    async reportForPrint(auth: Auth, q: PrintCommodityReportBody, lang: Lang) {
      const { rows, total } = await repo.listCommodities(db, reportFilter(auth, q), {
        ...q,
        index: 1,
        rows: PRINT_COMMODITY_MAX_ROWS,
      });
      if (total > PRINT_COMMODITY_MAX_ROWS)
        throw refused('commodities.printTooMany', { max: PRINT_COMMODITY_MAX_ROWS });
      return rows.map((r) => reportRowOf(r, lang));
    },

    async detail(auth: Auth, id: number, lang: Lang): Promise<CommodityRow> {
      const row = await repo.findCommodity(db, id, customerOwn(auth));
      if (!row) throw notFound();
      return rowOf(row, lang);
    },

    establish(auth: Auth, body: EstablishCommodityBody): Promise<number> {
      return db.transaction(async (tx) => {
        const owner = await ownerOf(tx, auth, body.OwnerId);
        const columns = columnsOf(body, await referenceChecks(tx));
        await assertCodeFree(tx, owner.ownerId, body.CommodityCode);
        const [id] = await repo.insertCommodities(tx, [{ ...columns, ...owner }]);
        return id!;
      });
    },

    async edit(auth: Auth, body: EditCommodityBody, lang: Lang): Promise<boolean> {
      await inTransaction(deps, async (tx) => {
        const before = await repo.lockCommodity(tx, body.Id, customerOwn(auth));
        if (!before) throw notFound();
        const columns = columnsOf(body, await referenceChecks(tx), before);
        await assertCodeFree(tx, before.ownerId, body.CommodityCode, body.Id);
        await repo.updateCommodity(tx, body.Id, columns);
        const move = declarationMove(body, before);
        if (move) await transition(tx, specificationWorkflow, move, body.Id, { auth, lang });
        // The space its stock takes on the shelves follows its size.
        await refreshSpaceOfCommodity(tx, body.Id);
      });
      return true;
    },

    async remove(auth: Auth, id: number): Promise<boolean> {
      await db.transaction(async (tx) => {
        if (!(await repo.lockCommodity(tx, id, customerOwn(auth)))) throw notFound();
        const stock = await repo.stockOfCommodity(tx, id);
        if (stock.any) throw refused('commodities.hasInventory', { total: stock.total, inTransit: stock.inTransit });
        await repo.deleteCommodity(tx, id);
      });
      return true;
    },

    async specification(id: number, lang: Lang): Promise<CommoditySpecification> {
      const row = await repo.findCommodity(db, id);
      if (!row) throw notFound();
      return {
        Id: row.c.id,
        CommodityCode: row.c.code,
        ChineseName: row.c.chineseName,
        ...specOf(row.c),
        SpecificationsAuditStatus: row.c.specificationsAuditStatus,
        SpecificationsAuditStatusName: selectLabel('SpecificationsAuditStatus', row.c.specificationsAuditStatus, lang),
      };
    },

    /** Approves or rejects pending specifications, all or none (the workflow's batch rule): one
     * that moved meanwhile refuses the lot, naming its state now (Code 4). */
    async audit(auth: Auth, body: CommoditySpecificationsAuditStatusBody, lang: Lang): Promise<number> {
      const move = body.SpecificationsAuditStatus === SpecificationsAuditStatus.Approved ? 'approve' : 'reject';
      return inTransaction(deps, async (tx) => {
        const { moved } = await transitionMany(tx, specificationWorkflow, move, body.Ids, { auth, lang });
        return moved.length;
      });
    },

    /** The warehouse's measurement replaces the declared values; approved unless told otherwise. */
    async measure(auth: Auth, body: CommoditySpecificationModificationBody, lang: Lang): Promise<boolean> {
      const to = body.SpecificationsAuditStatus ?? SpecificationsAuditStatus.Approved;
      const move =
        to === SpecificationsAuditStatus.Approved
          ? 'measure'
          : to === SpecificationsAuditStatus.Rejected
            ? 'measureReject'
            : 'measurePending';
      await inTransaction(deps, async (tx) => {
        await transition(tx, specificationWorkflow, move, body.Id, {
          auth,
          lang,
          note: 'measured',
          set: specColumns(body),
        });
        await refreshSpaceOfCommodity(tx, body.Id);
      });
      return true;
    },
  };
}
export type CommoditiesService = ReturnType<typeof commoditiesService>;

function reportFilter(auth: Auth, q: PrintCommodityReportBody): repo.CommodityFilter {
  return { ...q, ownerId: ownerScope(auth, q.UserId), warehouseId: q.WarehouseId };
}
