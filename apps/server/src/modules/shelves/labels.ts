import type { ShelfLabel } from '@wms/contract';
import { type LabelLayout, labelsPdf as layoutsPdf, mm, STOCK_100X50 } from '../../platform/labels/index.js';

/**
 * Shelf labels: one 100 x 50 mm label per shelf, the size of the common thermal label rolls
 * warehouses stick on shelf beams, drawn by the product's one label piece (platform/labels). Each
 * has the warehouse and partition on top, a Code 128 of the shelf number a scanner reads, and
 * the number itself in large type.
 */

const M = mm(4);
const W = mm(100) - 2 * M;

export function shelfLayout(label: ShelfLabel): LabelLayout {
  const heading = [label.WarehouseName, label.WarehousePartitionName].filter(Boolean).join(' / ');
  return {
    stock: STOCK_100X50,
    items: [
      { kind: 'text', text: heading, x: M, y: M, width: W, size: 26, minSize: 16 },
      { kind: 'code128', data: label.Barcode, x: M, y: M + 50, width: W, height: mm(20), module: 4 },
      {
        kind: 'text',
        text: label.ShelvesNumber,
        x: M,
        y: M + 50 + mm(20) + 14,
        width: W,
        size: 56,
        bold: true,
        align: 'center',
      },
    ],
  };
}

/** The labels as one PDF, a page each. */
export function labelsPdf(labels: ShelfLabel[], title: string): Promise<Buffer> {
  return layoutsPdf(labels.map(shelfLayout), title);
}
