/**
 * The one way the product draws a label (docs/domain.md, "Devices", "Labels"): a layout of
 * text lines, Code 128 and QR codes and rules, declared once in printer dots (layout.ts) and
 * rendered as a PDF for any printer (pdf.ts) and as ZPL for thermal printers (zpl.ts). Each kind
 * of label is a function from its data to a layout: `inboundLabel` (inbound.ts), the shelf
 * labels (modules/warehouse/shelves/labels.ts).
 */

export * from './code-label.js';
export { type InboundLabelData, inboundLabel, inboundLayout } from './inbound.js';
export * from './layout.js';
export * from './render.js';
