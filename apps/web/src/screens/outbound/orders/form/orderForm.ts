import {
  type CommodityRow,
  type CustomsLineInput,
  type EstablishLogisticsOrderBody,
  type FreightTrialBody,
  type LogisticsOrderDetail,
  Money,
  OrderDelivery,
  OrderLineKind,
  type PackageRow,
} from '@wms/contract';
import type { z } from 'zod';

// The order form's values and what is sent from them (docs/domain.md, "Orders"): kept apart from
// the form's looks so that the body, the freight trial's box and an edited order's values are
// worked out in one place and tested without drawing anything.

/** What the freight trial is asked (staff add the customer whose prices count). */
export type TrialBody = z.input<typeof FreightTrialBody>;

/** A goods line as the form holds it: the wire line, its kind saying which of the ids counts. */
export interface LineValues {
  Kind: number;
  PackageId?: number;
  CommodityId?: number;
  Quantity?: number | string;
}

/** A customs line as typed (numbers as their digits until sent). */
export interface CustomsLineValues {
  Name?: string;
  LocalName?: string;
  HsCode?: string;
  Quantity?: number | string;
  Weight?: number | string;
  Value?: number | string;
  OriginCountryId?: number;
}

export interface OrderValues {
  WarehouseId?: number;
  OwnerId?: number;
  Delivery: number;
  RecipientInformationId?: number;
  SelfPickupAddressId?: number;
  /** A self-pickup order's destination (the point's country): what the freight trial prices to. */
  CountryId?: number;
  DeclarantInformationId?: number;
  CargoTypeIds?: number[];
  Lines?: LineValues[];
  TypeOfShippingId?: number;
  CustomsCategory?: number;
  DeclaredCurrencyId?: number;
  CustomsLines?: CustomsLineValues[];
  ValueAddedServiceIds?: number[];
  Remarks?: string;
}

/** What the form knows of a line's goods besides its id: how it reads, and what the trial and
 * the quantity's limit take from it. A parcel weighs its signed weight; a commodity its unit
 * weight times the quantity, and offers at most what is available. */
export interface Goods {
  label: string;
  weight: string;
  length: string;
  width: string;
  height: string;
  /** A commodity's available stock in the warehouse (none for a parcel). */
  available?: number;
}
export type GoodsBook = Record<string, Goods>;

/** The key of a line's goods in the book: `p12` a parcel, `c7` a commodity. */
export const goodsKey = (line: Pick<LineValues, 'Kind' | 'PackageId' | 'CommodityId'>) =>
  line.Kind === OrderLineKind.Package ? `p${line.PackageId}` : `c${line.CommodityId}`;

export const parcelGoods = (r: PackageRow): Goods => ({
  label: r.TrackingNumber ? `${r.Number} (${r.TrackingNumber})` : r.Number,
  weight: r.Weight,
  length: r.Length,
  width: r.Width,
  height: r.Height,
});

export const commodityGoods = (r: CommodityRow & { Available?: number }): Goods => ({
  label: `${r.CommodityCode} ${r.ChineseName}`,
  weight: r.ActualWeight,
  length: r.Length,
  width: r.Width,
  height: r.Geight,
  available: r.Available,
});

/** The lines of one kind replaced by `ids` (in the order chosen), the other kinds kept; a line
 * already there keeps its quantity. */
export function withLinesOf(lines: LineValues[], kind: number, ids: number[]): LineValues[] {
  const idOf = (l: LineValues) => (kind === OrderLineKind.Package ? l.PackageId : l.CommodityId);
  const had = new Map(lines.filter((l) => l.Kind === kind).map((l) => [idOf(l), l]));
  const fresh = ids.map(
    (id) =>
      had.get(id) ??
      (kind === OrderLineKind.Package
        ? { Kind: kind, PackageId: id, Quantity: 1 }
        : { Kind: kind, CommodityId: id, Quantity: 1 }),
  );
  return [...lines.filter((l) => l.Kind !== kind), ...fresh];
}

const decimal = (v: string | number | undefined | null) => {
  const s = v === undefined || v === null ? '' : String(v).trim();
  return /^\d+(\.\d+)?$/.test(s) ? s : '0';
};
const quantityOf = (l: LineValues) => {
  const n = Number(l.Quantity);
  return Number.isInteger(n) && n > 0 ? n : 0;
};

/** The weight of the order's goods, kg to the gram: the parcels' signed weights and each
 * commodity's unit weight times its quantity (exact decimals, no float in between). */
export function goodsWeight(lines: LineValues[], book: GoodsBook): string {
  return Money.sum(
    lines.map((l) => {
      const g = book[goodsKey(l)];
      if (!g) return '0';
      return l.Kind === OrderLineKind.Commodity ? Money.of(decimal(g.weight)).times(quantityOf(l)) : decimal(g.weight);
    }),
  ).toFixed(3);
}

/** The box the trial prices: every side as long as the longest item's (the goods go into one
 * box at least that big); a side nobody measured counts as 1 cm, since the trial takes no 0. */
export function goodsBox(lines: LineValues[], book: GoodsBook) {
  const side = (k: 'length' | 'width' | 'height') => {
    const longest = lines.reduce((m, l) => {
      const g = book[goodsKey(l)];
      const v = Money.of(decimal(g?.[k]));
      return v.compare(m) > 0 ? v : m;
    }, Money.zero);
    return longest.isZero() ? '1' : longest.round(1, 'up').toString();
  };
  return { Length: side('length'), Width: side('width'), Height: side('height') };
}

/** What the customs lines declare in all: their values added (SDR, as the channels' thresholds). */
export function declaredValue(lines: CustomsLineValues[] | undefined): string | undefined {
  const values = (lines ?? []).map((l) => decimal(l.Value as string));
  if (!values.length) return undefined;
  const sum = Money.sum(values);
  return sum.isZero() ? undefined : sum.round(2).toString();
}

/** The freight trial's body for the order as filled so far, or null while it lacks what the
 * trial needs (a destination, some goods that weigh something). */
export function trialBodyOf(
  v: Pick<OrderValues, 'Lines' | 'CargoTypeIds' | 'CustomsLines'>,
  countryId: number | undefined,
  book: GoodsBook,
): TrialBody | null {
  const lines = v.Lines ?? [];
  if (!countryId || !lines.length) return null;
  const Weight = goodsWeight(lines, book);
  if (Money.of(Weight).isZero()) return null;
  return {
    CountryId: countryId,
    Weight,
    ...goodsBox(lines, book),
    CargoTypeIds: v.CargoTypeIds?.length ? v.CargoTypeIds : undefined,
    DeclaredValue: declaredValue(v.CustomsLines),
  };
}

const text = (v: unknown) => (v === undefined || v === null ? '' : String(v).trim());

/** The body the form sends: the delivery's own target only, each line's own id only, numbers as
 * the server reads them (digits as typed, decimals kept as text). */
export function bodyOf(v: OrderValues, staff: boolean): EstablishLogisticsOrderBody {
  const toRecipient = v.Delivery !== OrderDelivery.SelfPickup;
  return {
    WarehouseId: v.WarehouseId!,
    OwnerId: staff ? v.OwnerId : undefined,
    Delivery: toRecipient ? OrderDelivery.Recipient : OrderDelivery.SelfPickup,
    RecipientInformationId: toRecipient ? v.RecipientInformationId : undefined,
    SelfPickupAddressId: toRecipient ? undefined : v.SelfPickupAddressId,
    DeclarantInformationId: v.DeclarantInformationId,
    TypeOfShippingId: v.TypeOfShippingId!,
    CargoTypeIds: v.CargoTypeIds?.length ? v.CargoTypeIds : undefined,
    Lines: (v.Lines ?? []).map((l) =>
      l.Kind === OrderLineKind.Package
        ? { Kind: l.Kind, PackageId: l.PackageId, Quantity: 1 }
        : { Kind: l.Kind, CommodityId: l.CommodityId, Quantity: Number(l.Quantity) },
    ),
    CustomsCategory: v.CustomsCategory,
    DeclaredCurrencyId: v.DeclaredCurrencyId,
    CustomsLines: (v.CustomsLines ?? []).map(
      (c): CustomsLineInput => ({
        Name: text(c.Name),
        LocalName: text(c.LocalName) || undefined,
        HsCode: text(c.HsCode),
        Quantity: Number(c.Quantity),
        Weight: text(c.Weight) as unknown as CustomsLineInput['Weight'],
        Value: text(c.Value) as unknown as CustomsLineInput['Value'],
        OriginCountryId: c.OriginCountryId!,
      }),
    ),
    ValueAddedServiceIds: v.ValueAddedServiceIds ?? [],
    Remarks: text(v.Remarks) || undefined,
  };
}

type DetailLine = z.infer<typeof import('@wms/contract').LogisticsOrderLineRow>;

/** An order's form values as its edit loads them, and what the form knows of its goods. */
export function valuesOf(d: LogisticsOrderDetail): { values: OrderValues; book: GoodsBook } {
  const book: GoodsBook = {};
  const lines = d.Lines.filter((l) => l.Kind !== OrderLineKind.ReturnOrder).map((l: DetailLine) => {
    const line: LineValues =
      l.Kind === OrderLineKind.Package
        ? { Kind: l.Kind, PackageId: l.PackageId ?? undefined, Quantity: 1 }
        : { Kind: l.Kind, CommodityId: l.CommodityId ?? undefined, Quantity: l.Quantity };
    book[goodsKey(line)] = {
      label:
        l.Kind === OrderLineKind.Package
          ? l.TrackingNumber
            ? `${l.PackageNumber} (${l.TrackingNumber})`
            : (l.PackageNumber ?? '')
          : `${l.CommodityCode ?? ''} ${l.CommodityName ?? ''}`.trim(),
      weight: l.Weight ?? '0',
      length: '0',
      width: '0',
      height: '0',
    };
    return line;
  });
  return {
    book,
    values: {
      WarehouseId: d.WarehouseId,
      OwnerId: d.OwnerId,
      Delivery: d.Delivery,
      RecipientInformationId: d.RecipientInformationId ?? undefined,
      SelfPickupAddressId: d.SelfPickupAddressId ?? undefined,
      CountryId: d.CountryId ?? undefined,
      DeclarantInformationId: d.DeclarantInformationId ?? undefined,
      CargoTypeIds: d.CargoTypeIds,
      Lines: lines,
      TypeOfShippingId: d.TypeOfShippingId,
      CustomsCategory: d.CustomsCategory ?? undefined,
      DeclaredCurrencyId: d.DeclaredCurrencyId ?? undefined,
      CustomsLines: d.CustomsLines.map((c) => ({
        Name: c.Name,
        LocalName: c.LocalName,
        HsCode: c.HsCode,
        Quantity: c.Quantity,
        Weight: c.Weight,
        Value: c.Value,
        OriginCountryId: c.OriginCountryId,
      })),
      ValueAddedServiceIds: d.ValueAddedServices.map((s) => s.Id),
      Remarks: d.Remarks,
    },
  };
}
