import { DEFAULT_LANG, type Lang, t3 } from '@wms/contract';
import { type LabelLayout, mm, STOCK_100X150 } from './layout.js';
import { type RenderedLabel, renderLabel } from './render.js';

/**
 * The inbound package label signing prints and sticks on the parcel (docs/domain.md, "Parcels",
 * "Signing"): our package number as the large Code 128 every later scan reads, the customer code
 * large enough to sort by across the floor, the customer's name, the warehouse, the weight and the
 * signing time, and the courier's tracking number it came in under as a second, smaller barcode.
 */
export interface InboundLabelData {
  /** Our package number: the large barcode and the large line under it. */
  number: string;
  /** The courier's tracking number the parcel came in under (printable ASCII, as validated). */
  trackingNumber: string;
  customerCode: string;
  /** The customer's name; Chinese prints. */
  customerName: string;
  warehouseName: string;
  /** The weight as it should read, unit included: "1.250 kg". */
  weight: string;
  /** The signing time as it should read, in the warehouse's time: "2025-05-01 14:03". */
  signedAt: string;
}

/** The captions, in the language of the staff member who signs. */
const CAPTIONS = {
  title: t3('入库', '入庫', 'INBOUND'),
  customer: t3('客户', '客戶', 'Customer'),
  weight: t3('重量', '重量', 'Weight'),
  signedAt: t3('签收时间', '簽收時間', 'Signed in'),
  tracking: t3('快递单号', '快遞單號', 'Courier tracking number'),
};

const M = mm(4);
/** The width inside the margins: 100 mm less 2 x 4 mm, in dots. */
const W = mm(100) - 2 * M;
const CAPTION = 26;

export function inboundLayout(d: InboundLabelData, lang: Lang = DEFAULT_LANG): LabelLayout {
  const c = (key: keyof typeof CAPTIONS) => CAPTIONS[key][lang];
  const half = Math.floor(W / 2);
  return {
    stock: STOCK_100X150,
    items: [
      { kind: 'text', text: c('title'), x: M, y: M, width: 220, size: 40, bold: true },
      { kind: 'text', text: d.warehouseName, x: M + 230, y: M, width: W - 230, size: 40, bold: true, align: 'right' },
      { kind: 'rule', x: M, y: 88, width: W, thickness: 4 },
      { kind: 'code128', data: d.number, x: M, y: 112, width: W, height: 264, module: 4 },
      { kind: 'text', text: d.number, x: M, y: 392, width: W, size: 76, bold: true, align: 'center' },
      { kind: 'rule', x: M, y: 484, width: W, thickness: 2 },
      { kind: 'text', text: c('customer'), x: M, y: 500, width: W, size: CAPTION },
      { kind: 'text', text: d.customerCode, x: M, y: 532, width: W, size: 104, bold: true },
      { kind: 'text', text: d.customerName, x: M, y: 648, width: W, size: 52, minSize: 30 },
      { kind: 'rule', x: M, y: 720, width: W, thickness: 2 },
      { kind: 'text', text: c('weight'), x: M, y: 736, width: half - 16, size: CAPTION },
      { kind: 'text', text: d.weight, x: M, y: 768, width: half - 16, size: 60, bold: true },
      { kind: 'text', text: c('signedAt'), x: M + half, y: 736, width: W - half, size: CAPTION },
      { kind: 'text', text: d.signedAt, x: M + half, y: 776, width: W - half, size: 42 },
      { kind: 'rule', x: M, y: 848, width: W, thickness: 2 },
      { kind: 'text', text: c('tracking'), x: M, y: 864, width: W, size: CAPTION },
      { kind: 'code128', data: d.trackingNumber, x: M, y: 900, width: W, height: 136, module: 2 },
      { kind: 'text', text: d.trackingNumber, x: M, y: 1048, width: W, size: 44, align: 'center' },
    ],
  };
}

/** The label both ways: the PDF to show or print anywhere, the ZPL for the hub's thermal printer. */
export function inboundLabel(data: InboundLabelData, lang: Lang = DEFAULT_LANG): Promise<RenderedLabel> {
  return renderLabel(inboundLayout(data, lang), `${CAPTIONS.title[lang]} ${data.number}`);
}
