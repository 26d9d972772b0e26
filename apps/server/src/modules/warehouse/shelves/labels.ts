import type { ShelfLabel } from '@wms/contract';
import {
  CODE_LABEL_MARGIN,
  CODE_LABEL_WIDTH,
  codeLabelLayout,
  type LabelLayout,
  labelsPdf as layoutsPdf,
} from '../../../platform/labels/index.js';

/**
 * Shelf labels: one 100 x 50 mm label per shelf, the size of the common thermal label rolls
 * warehouses stick on shelf beams, drawn by the product's one label piece (platform/labels). Each
 * has the warehouse and partition on top, a Code 128 of the shelf number a scanner reads, and
 * the number itself in large type.
 */

export function shelfLayout(label: ShelfLabel): LabelLayout {
  const heading = [label.WarehouseName, label.WarehousePartitionName].filter(Boolean).join(' / ');
  const M = CODE_LABEL_MARGIN;
  return codeLabelLayout(
    [{ kind: 'text', text: heading, x: M, y: M, width: CODE_LABEL_WIDTH, size: 26, minSize: 16 }],
    label.Barcode,
    label.ShelvesNumber,
  );
}

/** The labels as one PDF, a page each. */
export function labelsPdf(labels: ShelfLabel[], title: string): Promise<Buffer> {
  return layoutsPdf(labels.map(shelfLayout), title);
}
