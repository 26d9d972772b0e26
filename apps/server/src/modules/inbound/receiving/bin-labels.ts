import { type Lang, t3 } from '@wms/contract';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.js';
import { bins, warehouses } from '../../../db/schema/index.js';
import { notFound } from '../../../platform/errors.js';
import {
  CODE_LABEL_MARGIN,
  CODE_LABEL_WIDTH,
  codeLabelLayout,
  type LabelLayout,
  type RenderedLabel,
  renderLabel,
} from '../../../platform/labels/index.js';

/**
 * A bin's label (docs/domain.md, "Parcels": bins): what the bins station prints for a new bin, so
 * that the bin is scanned like any other from then on (its label again says it is full). One
 * 100 x 50 mm label, the shelf labels' stock: the warehouse on top, the bin number as a Code 128
 * and in large type, drawn by the product's one label piece (platform/labels).
 */

const CAPTION = t3('周转箱', '周轉箱', 'BIN');
const M = CODE_LABEL_MARGIN;
const W = CODE_LABEL_WIDTH;

export function binLayout(bin: { number: string; warehouseName: string }, lang: Lang): LabelLayout {
  return codeLabelLayout(
    [
      { kind: 'text', text: CAPTION[lang], x: M, y: M, width: 160, size: 26, bold: true },
      {
        kind: 'text',
        text: bin.warehouseName,
        x: M + 170,
        y: M,
        width: W - 170,
        size: 26,
        minSize: 16,
        align: 'right',
      },
    ],
    bin.number,
    bin.number,
  );
}

/** The bin's label, the PDF and the ZPL of one layout; a bin that does not exist is not found. */
export async function binLabel(db: Queryable, id: number, lang: Lang): Promise<RenderedLabel> {
  const [bin] = await db
    .select({ number: bins.number, warehouseName: warehouses.name })
    .from(bins)
    .innerJoin(warehouses, eq(warehouses.id, bins.warehouseId))
    .where(eq(bins.id, id));
  if (!bin) throw notFound();
  return renderLabel(binLayout(bin, lang), bin.number);
}
