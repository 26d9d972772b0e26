import { type Lang, type LogisticsInvoiceDetail, langCode, logisticsInvoiceFlow } from '@wms/contract';
import { sql } from 'drizzle-orm';
import type { PDFFont, PDFPage } from 'pdf-lib';
import type { Queryable } from '../../../db/client.js';
import { t } from '../../../platform/i18n.js';
import { wrap } from '../../../platform/pdf.js';
import { cjkFontBytes, pdfFontkit } from '../../../platform/pdf-font.js';

// ---------------------------------------------------------------------------------------------
// The printed invoice: A4 upright, in the caller's language, set in the font the server prints
// Chinese with (platform/pdf-font.ts, subset into the document). The seller is the site the
// customer belongs to (its name, the console's title in the language, its contact phone and
// e-mail: what the site's configuration holds), the buyer the invoice's title, tax number and
// customer; then the bills as a table (the header again on every page, long cells wrapped by
// platform/pdf.ts `wrap`), the totals and the total in words. A voided invoice prints as such.

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 40;
/** The table's text size: `wrap` measures at it. */
const SIZE = 8;
const LEADING = 10;
const PADDING = 5;

export interface Seller {
  name: string;
  title: string;
  phone: string;
  email: string;
}

/** The seller of a customer's invoices: the customer's site, as its configuration names it. */
export async function sellerOf(db: Queryable, ownerId: number, lang: Lang): Promise<Seller> {
  const r = (
    await db.execute(sql`
      select s.name, s.contact_phone as phone, s.contact_email as email, coalesce(c.title, '') as title
      from users u join sites s on s.id = u.site_id
      left join site_page_configurations c on c.site_id = s.id and c.language = ${langCode(lang)}
      where u.id = ${ownerId}`)
  ).rows[0] as Seller | undefined;
  return r ?? { name: '', title: '', phone: '', email: '' };
}

export interface Buyer {
  customerCode: string;
}

/** The customer's code (printed on their parcels), to name the buyer beside the user name. */
export async function buyerOf(db: Queryable, ownerId: number): Promise<Buyer> {
  const r = (await db.execute(sql`select coalesce(customer_code, '') as code from users where id = ${ownerId}`))
    .rows[0] as { code: string } | undefined;
  return { customerCode: r?.code ?? '' };
}

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : '');

/** The invoice as a PDF in `lang`. */
export async function invoicePdf(inv: LogisticsInvoiceDetail, seller: Seller, buyer: Buyer, lang: Lang) {
  const { PDFDocument, rgb } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  doc.registerFontkit(await pdfFontkit());
  const f: PDFFont = await doc.embedFont(cjkFontBytes(), { subset: true });
  const L = (key: string, params?: Record<string, unknown>) => t(lang, `invoices.column.${key}`, params);
  /** A label and its value as the language writes them ("Invoice number: LI…", "发票号码：LI…"). */
  const said = (label: string, value: string) => (lang === 'en-us' ? `${label}: ${value}` : `${label}：${value}`);
  doc.setTitle(`${L('document')} ${inv.Number}`);
  doc.setSubject(inv.Number);
  const ink = rgb(0.1, 0.1, 0.1);
  const grey = rgb(0.4, 0.4, 0.4);
  const rule = rgb(0.75, 0.75, 0.75);
  const usable = PAGE.width - 2 * MARGIN;
  const pages: PDFPage[] = [];
  let page!: PDFPage;
  let y = 0;

  const text = (s: string, x: number, size: number, o: { colour?: ReturnType<typeof rgb>; right?: boolean } = {}) => {
    const w = f.widthOfTextAtSize(s, size);
    page.drawText(s, { x: o.right ? x - w : x, y, size, font: f, color: o.colour ?? ink });
  };
  /** Lines of `s` that fit `width` at `size` (`wrap` measures at the table's size). */
  const fit = (s: string, width: number, size: number) => wrap(f, s, (width * SIZE) / size);

  // The columns of the bills: relative widths share the page.
  const columns: { title: string; width: number; right?: boolean }[] = [
    { title: '#', width: 4 },
    { title: L('bill'), width: 15 },
    { title: L('type'), width: 12 },
    { title: L('for'), width: 21 },
    { title: L('paid'), width: 13 },
    { title: L('net'), width: 12, right: true },
    { title: L('tax'), width: 10, right: true },
    { title: L('amount'), width: 13, right: true },
  ];
  const unit = usable / columns.reduce((s, c) => s + c.width, 0);
  const widths = columns.map((c) => c.width * unit);
  const linesOf = (cells: string[]) => cells.map((cell, i) => wrap(f, cell, widths[i]! - 6));
  const heightOf = (lines: string[][]) => PADDING + LEADING * Math.max(1, ...lines.map((l) => l.length));
  const row = (lines: string[][], shaded: boolean) => {
    const height = heightOf(lines);
    if (shaded) page.drawRectangle({ x: MARGIN, y: y - height, width: usable, height, color: rgb(0.92, 0.93, 0.95) });
    let x = MARGIN;
    lines.forEach((cell, i) => {
      const w = widths[i]!;
      cell.forEach((s, n) => {
        const tw = f.widthOfTextAtSize(s, SIZE);
        page.drawText(s, {
          x: columns[i]!.right ? x + w - 3 - tw : x + 3,
          y: y - 11 - n * LEADING,
          size: SIZE,
          font: f,
          color: ink,
        });
      });
      x += w;
    });
    page.drawLine({
      start: { x: MARGIN, y: y - height },
      end: { x: MARGIN + usable, y: y - height },
      thickness: 0.3,
      color: rule,
    });
    y -= height;
  };
  const header = linesOf(columns.map((c) => c.title));
  const newPage = () => {
    page = doc.addPage([PAGE.width, PAGE.height]);
    pages.push(page);
    y = PAGE.height - MARGIN;
  };
  /** Room for `height` more on this page, else the next page (with the table's header when a
   * table is under way). */
  const room = (height: number, tableHeader: boolean) => {
    if (y - height >= MARGIN + 14) return;
    newPage();
    if (tableHeader) row(header, true);
  };

  // The heading: what it is, its number, when, the period and the currency.
  newPage();
  y -= 18;
  text(L('document'), MARGIN, 18);
  const voided = inv.Status === logisticsInvoiceFlow.state.Voided;
  if (voided) text(L('voided'), PAGE.width - MARGIN, 18, { colour: rgb(0.8, 0.1, 0.1), right: true });
  y -= 22;
  for (const [label, value] of [
    [L('number'), inv.Number],
    [L('issued'), day(inv.CreationTime)],
    [L('period'), `${inv.PeriodStart} – ${inv.PeriodEnd}`],
    [L('currency'), inv.CurrencyCode],
  ] as const) {
    text(said(label, value), MARGIN, 9);
    y -= 13;
  }
  if (voided && inv.Reason) {
    for (const line of fit(said(L('voidReason'), inv.Reason), usable, 9)) {
      text(line, MARGIN, 9, { colour: rgb(0.8, 0.1, 0.1) });
      y -= 13;
    }
  }

  // Seller and buyer side by side.
  y -= 8;
  const half = (usable - 16) / 2;
  const block = (title: string, entries: [string, string][]) =>
    [title, ...entries.filter(([, v]) => v).flatMap(([k, v]) => fit(k ? said(k, v) : v, half, 9))] as const;
  const sellerLines = block(L('seller'), [
    ['', seller.name],
    ['', seller.title !== seller.name ? seller.title : ''],
    [L('contact'), [seller.phone, seller.email].filter(Boolean).join(' · ')],
  ]);
  const buyerLines = block(L('buyer'), [
    [L('title'), inv.Title],
    [L('taxNumber'), inv.TaxNumber],
    [L('customer'), [inv.CustomerName, buyer.customerCode].filter(Boolean).join(' · ')],
  ]);
  const boxHeight = 10 + 13 * Math.max(sellerLines.length, buyerLines.length);
  for (const [i, lines] of [sellerLines, buyerLines].entries()) {
    const x = MARGIN + i * (half + 16);
    page.drawRectangle({
      x,
      y: y - boxHeight,
      width: half,
      height: boxHeight,
      borderColor: rule,
      borderWidth: 0.6,
    });
    const top = y;
    y -= 14;
    lines.forEach((line, n) => {
      text(line, x + 6, n === 0 ? 10 : 9, { colour: n === 0 ? grey : ink });
      y -= 13;
    });
    y = top;
  }
  y -= boxHeight + 14;

  // The bills, then their totals.
  row(header, true);
  inv.Bills.forEach((b, i) => {
    const lines = linesOf([
      String(i + 1),
      b.Number,
      b.TypeName,
      b.SourceNumber,
      day(b.PaidTime),
      b.Net,
      b.Tax,
      b.Amount,
    ]);
    room(heightOf(lines), true);
    row(lines, false);
  });
  const totals = linesOf(['', L('total'), '', '', '', inv.Net, inv.Tax, `${inv.CurrencyCode} ${inv.Amount}`]);
  room(heightOf(totals), true);
  row(totals, true);

  // The total in words, on lines of their own.
  y -= 12;
  const words = fit(inv.AmountInWords, usable, 10);
  room(14 + 14 * words.length, false);
  text(L('inWords'), MARGIN, 9, { colour: grey });
  y -= 14;
  for (const line of words) {
    text(line, MARGIN, 10);
    y -= 14;
  }

  pages.forEach((p, i) => {
    const s = L('page', { page: i + 1, pages: pages.length });
    p.drawText(s, {
      x: PAGE.width - MARGIN - f.widthOfTextAtSize(s, SIZE),
      y: MARGIN / 2,
      size: SIZE,
      font: f,
      color: grey,
    });
    p.drawText(inv.Number, { x: MARGIN, y: MARGIN / 2, size: SIZE, font: f, color: grey });
  });
  return Buffer.from(await doc.save());
}
