import { type Lang, type PickingListDetail, pickingListFlow } from '@wms/contract';
import { t } from '../../../platform/i18n.js';
import { type LabelItem, type LabelLayout, type LabelStock, labelsPdf, mm } from '../../../platform/labels/index.js';

// The picking list as printed (docs/domain.md, "Picking"): A4 pages, each headed by the list's
// number and its Code 128 (scanned at the station to open it), then its lines in walking order in
// a grid of the printing user's `PickingListRows` x `PickingListColumns` cells, one line a cell:
// where (its place on the walk and the shelf), what (the parcel or the item), how many and for
// which order's slot. Made with the labels kit, so the barcode prints on the printer's dots.

/** A4 portrait (the ZPL size is unused: this is never sent to a label printer). */
const A4: LabelStock = { widthMm: 210, heightMm: 297, zplWidth: mm(210), zplHeight: mm(297) };
const M = mm(10);
const W = mm(190);
const BOTTOM = mm(297) - M;

export interface PickingGrid {
  rows: number;
  columns: number;
}

function page(
  d: PickingListDetail,
  grid: PickingGrid,
  lines: PickingListDetail['Lines'],
  n: number,
  pages: number,
  lang: Lang,
): LabelLayout {
  const pieces = d.Lines.reduce((s, l) => s + l.Quantity, 0);
  const items: LabelItem[] = [
    {
      kind: 'text',
      text: `${pickingListFlow.record[lang]} ${d.Number}`,
      x: M,
      y: M,
      width: W * 0.7,
      size: 44,
      bold: true,
    },
    {
      kind: 'text',
      text: t(lang, 'commodities.reportPage', { page: n, pages }),
      x: M + W * 0.7,
      y: M + 10,
      width: W * 0.3,
      size: 26,
      align: 'right',
    },
    {
      kind: 'text',
      text: t(lang, 'picking.column.summary', { warehouse: d.WarehouseName, orders: d.Orders.length, pieces }),
      x: M,
      y: M + 56,
      width: W,
      size: 28,
    },
    { kind: 'code128', data: d.Number, x: M, y: M + 96, width: mm(100), height: mm(14), module: 4 },
    {
      kind: 'text',
      text: [
        t(lang, 'picking.column.shelf'),
        t(lang, 'picking.column.goods'),
        t(lang, 'picking.column.quantity'),
        t(lang, 'picking.column.order'),
      ].join(' · '),
      x: M,
      y: M + 96 + mm(14) + 16,
      width: W,
      size: 24,
    },
  ];
  const top = M + 96 + mm(14) + 56;
  const cellW = Math.floor(W / grid.columns);
  const cellH = Math.floor((BOTTOM - top) / grid.rows);
  const size = Math.max(12, Math.min(32, Math.floor(cellH / 4.2)));
  lines.forEach((l, i) => {
    const x = M + (i % grid.columns) * cellW;
    const y = top + Math.floor(i / grid.columns) * cellH;
    const pad = Math.min(8, Math.floor(cellW / 10));
    const w = cellW - 2 * pad;
    const walk = (n - 1) * grid.rows * grid.columns + i + 1;
    const goods = l.PackageNumber
      ? `${l.PackageNumber}${l.TrackingNumber ? ` ${l.TrackingNumber}` : ''}${l.BinNumber ? ` [${l.BinNumber}]` : ''}`
      : `${l.CommodityCode ?? ''}${l.Sku ? ` / ${l.Sku}` : ''} ${l.CommodityName ?? ''}`;
    items.push(
      { kind: 'rule', x, y, width: cellW - pad, thickness: 2 },
      { kind: 'text', text: `${walk}. ${l.ShelfNumber ?? '-'}`, x: x + pad, y: y + 6, width: w, size, bold: true },
      { kind: 'text', text: goods, x: x + pad, y: y + 6 + Math.round(size * 1.2), width: w, size },
      {
        kind: 'text',
        text: `×${l.Quantity}  ${l.OrderNumber} #${l.OrderSerial}`,
        x: x + pad,
        y: y + 6 + Math.round(size * 2.4),
        width: w,
        size,
        bold: true,
      },
    );
  });
  return { stock: A4, items };
}

/** The list's PDF, laid out by the grid (rows and columns of lines a page). */
export function pickingListPdf(d: PickingListDetail, grid: PickingGrid, lang: Lang): Promise<Buffer> {
  const perPage = grid.rows * grid.columns;
  const pages = Math.max(1, Math.ceil(d.Lines.length / perPage));
  const layouts = Array.from({ length: pages }, (_, i) =>
    page(d, grid, d.Lines.slice(i * perPage, (i + 1) * perPage), i + 1, pages, lang),
  );
  return labelsPdf(layouts, `${pickingListFlow.record[lang]} ${d.Number}`);
}
