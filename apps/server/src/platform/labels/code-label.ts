import { type LabelItem, type LabelLayout, mm, STOCK_100X50 } from './layout.js';

/** The 100 x 50 mm stock's margin and the width within it. */
export const CODE_LABEL_MARGIN = mm(4);
export const CODE_LABEL_WIDTH = mm(100) - 2 * CODE_LABEL_MARGIN;

/**
 * A place's label (a shelf, a bin): what it is on top (`heading`, items laid out within the first
 * 50 dots below the margin), a Code 128 of `code` a scanner reads across the label, and `number`
 * itself in large type, on the 100 x 50 mm rolls warehouses stick on beams and boxes. One layout,
 * so every such label scans the same way (docs/domain.md, "Labels").
 */
export function codeLabelLayout(heading: LabelItem[], code: string, number: string): LabelLayout {
  const M = CODE_LABEL_MARGIN;
  const W = CODE_LABEL_WIDTH;
  return {
    stock: STOCK_100X50,
    items: [
      ...heading,
      { kind: 'code128', data: code, x: M, y: M + 50, width: W, height: mm(20), module: 4 },
      { kind: 'text', text: number, x: M, y: M + 50 + mm(20) + 14, width: W, size: 56, bold: true, align: 'center' },
    ],
  };
}
