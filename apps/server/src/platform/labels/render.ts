import { type LabelLayout, place } from './layout.js';
import { pdfOf } from './pdf.js';
import { zplOf } from './zpl.js';

export interface RenderedLabel {
  pdf: Buffer;
  zpl: string;
}

/** One label both ways, from one placement: the two cannot disagree on a size or a cut. */
export async function renderLabel(layout: LabelLayout, title: string): Promise<RenderedLabel> {
  const placed = await place(layout);
  return { pdf: await pdfOf([placed], title), zpl: zplOf(placed) };
}

/** Several labels as one PDF, a page each (a batch of shelf labels). */
export async function labelsPdf(layouts: LabelLayout[], title: string): Promise<Buffer> {
  const placed = [];
  for (const layout of layouts) placed.push(await place(layout));
  return pdfOf(placed, title);
}

/** Several labels as one ZPL job, a format each. */
export async function labelsZpl(layouts: LabelLayout[]): Promise<string> {
  const out = [];
  for (const layout of layouts) out.push(zplOf(await place(layout)));
  return out.join('\n');
}
