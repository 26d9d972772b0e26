import bwipjs from 'bwip-js/node';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labelOnlyZpl } from '../../device-agent/src/jobs.js';
import { labelsPdf as shelfLabelsPdf, shelfLayout } from '../src/modules/warehouse/shelves/labels.js';
import { code128 } from '../src/platform/labels/code128.js';
import {
  type InboundLabelData,
  inboundLabel,
  inboundLayout,
  type LabelLayout,
  labelsPdf,
  labelsZpl,
  mm,
  place,
  renderLabel,
  STOCK_100X50,
  STOCK_100X150,
} from '../src/platform/labels/index.js';
import { hexField } from '../src/platform/labels/zpl.js';
import { ink, pdfPages, pdfText, runs, scan, zplPages } from './helpers/labels.js';
import { startTestServer, type TestServer } from './helpers/server.js';

/** "What is printed must scan": every label rendered as the printers would print it and read
 * back by a real barcode reader (helpers/labels.ts). */

const MM = 72 / 25.4;

const ascii: InboundLabelData = {
  number: 'WH2405010001',
  trackingNumber: 'SF1234567890123',
  customerCode: 'C10086',
  customerName: 'Acme Trading Ltd',
  warehouseName: 'Shenzhen hub',
  weight: '1.250 kg',
  signedAt: '2025-05-01 14:03',
};
const chinese: InboundLabelData = {
  number: 'WH2405010002',
  trackingNumber: 'YT8962646785389',
  customerCode: 'C10087',
  customerName: '深圳市张三贸易有限公司',
  warehouseName: '深圳仓',
  weight: '12.5 kg',
  signedAt: '2025-05-01 14:05',
};

const pageMm = async (pdf: Buffer) => {
  const doc = await PDFDocument.load(pdf);
  return doc.getPages().map((p) => [Number((p.getWidth() / MM).toFixed(2)), Number((p.getHeight() / MM).toFixed(2))]);
};

/** The package barcode's bars along a row through its middle: [ink?, dots][], paper at the ends
 * trimmed, and where the first bar starts. */
function barRow(png: string, y: number) {
  const pic = ink(png);
  const r = runs(pic, y);
  const left = r[0]![0] ? 0 : r[0]![1];
  return { left, bars: r.slice(r[0]![0] ? 0 : 1, r[r.length - 1]![0] ? undefined : -1) };
}

describe('the inbound package label', () => {
  it('is a 100 x 150 mm PDF page whose two barcodes read as the package and tracking numbers', async () => {
    const label = await inboundLabel(ascii, 'en-us');
    expect(await pageMm(label.pdf)).toEqual([[100, 150]]);
    const [page, ...more] = pdfPages(label.pdf);
    expect(more).toEqual([]);
    expect(scan(page!)).toEqual(['CODE-128:SF1234567890123', 'CODE-128:WH2405010001']);
    // What a reader finds as text: the number, the customer, the weight, the time.
    const text = pdfText(label.pdf);
    for (const line of ['WH2405010001', 'C10086', 'Acme Trading Ltd', 'Shenzhen hub', '1.250 kg', '2025-05-01 14:03'])
      expect(text).toContain(line);
  });

  it('prints the same through the hub as ZPL: a 4 x 6 in label format the hub accepts, read back alike', async () => {
    const { zpl } = await inboundLabel(ascii, 'en-us');
    expect(zpl).toMatch(/^\^XA\^CI28\^PW812\^LL1218/);
    expect(zpl.match(/\^XA/g)).toHaveLength(1);
    expect(zpl.trimEnd().endsWith('^XZ')).toBe(true);
    expect(labelOnlyZpl(zpl)).toBe(true);
    // Code 128 by the printer (^BC), one each for the two numbers.
    expect(zpl.match(/\^BC/g)).toHaveLength(2);
    const [page, ...more] = await zplPages(zpl, STOCK_100X150);
    expect(more).toEqual([]);
    expect(scan(page!)).toEqual(['CODE-128:SF1234567890123', 'CODE-128:WH2405010001']);
  });

  it('prints Chinese names: as text in the PDF, drawn from the same font in the ZPL', async () => {
    const label = await inboundLabel(chinese, 'zh-cn');
    const [pdfPage] = pdfPages(label.pdf);
    expect(scan(pdfPage!)).toEqual(['CODE-128:WH2405010002', 'CODE-128:YT8962646785389']);
    const text = pdfText(label.pdf);
    for (const line of ['深圳市张三贸易有限公司', '深圳仓', '快递单号', '客户']) expect(text).toContain(line);

    expect(labelOnlyZpl(label.zpl)).toBe(true);
    // Thermal printers carry no Chinese font: no Chinese reaches the printer as text.
    expect(/^[\x20-\x7E\n]*$/.test(label.zpl)).toBe(true);
    expect(label.zpl).toContain('^GFA');
    const [zplPage] = await zplPages(label.zpl, STOCK_100X150);
    expect(scan(zplPage!)).toEqual(['CODE-128:WH2405010002', 'CODE-128:YT8962646785389']);

    // The name is inked where the PDF inks it, stroke for stroke: a printer font lacking the
    // characters would print boxes or nothing there.
    const placed = await place(inboundLayout(chinese, 'zh-cn'));
    const name = placed.items.find((i) => i.kind === 'text' && i.text === chinese.customerName);
    if (name?.kind !== 'text') throw new Error('no name line');
    const [a, b] = [ink(pdfPage!), ink(zplPage!)];
    let both = 0;
    let either = 0;
    for (let y = name.baseline - name.size; y < name.baseline + name.size / 3; y++) {
      for (let x = Math.floor(name.x); x < name.x + name.width; x++) {
        const [p, q] = [a.at(x, y), b.at(x, y)];
        if (p && q) both++;
        if (p || q) either++;
      }
    }
    expect(either).toBeGreaterThan(name.width * 4);
    expect(both / either).toBeGreaterThan(0.75);
  });

  it('puts the package number in large bars on whole printer dots, as wide in the ZPL as in the PDF', async () => {
    const { pdf, zpl } = await inboundLabel(ascii, 'en-us');
    const placed = await place(inboundLayout(ascii, 'en-us'));
    const bar = placed.items.find((i) => i.kind === 'code128' && i.box.data === ascii.number);
    if (bar?.kind !== 'code128') throw new Error('no package barcode');
    // 0.5 mm modules: read from arm's length, and forgiving of a worn printhead.
    expect(bar.module).toBe(4);
    const y = bar.y + Math.floor(bar.height / 2);
    const [pdfPage] = pdfPages(pdf);
    const [zplPage] = await zplPages(zpl, STOCK_100X150);
    const fromPdf = barRow(pdfPage!, y);
    const fromZpl = barRow(zplPage!, y);
    // Every bar and space is 1 to 4 modules of exactly 4 dots: the PDF at 203 dpi lands on the
    // thermal printer's dots, not between them.
    expect(fromPdf.bars.map(([, n]) => n % 4)).toEqual(fromPdf.bars.map(() => 0));
    expect(fromPdf.bars.reduce((s, [, n]) => s + n, 0)).toBe(bar.width);
    expect(fromPdf.left).toBe(bar.x);
    // The printer's own Code 128 (automatic subsets) is the same symbols, in the same place.
    expect(fromZpl).toEqual(fromPdf);
  });

  it('keeps a long name inside the label: smaller type, then cut with "..."', async () => {
    const long = { ...chinese, customerName: '深圳市南山区粤海街道科技园中区某某国际货运代理有限公司第三分公司' };
    const placed = await place(inboundLayout(long, 'zh-cn'));
    const name = placed.items.find((i) => i.kind === 'text' && i.box.text === long.customerName);
    if (name?.kind !== 'text') throw new Error('no name line');
    expect(name.text.endsWith('...')).toBe(true);
    expect(name.size).toBe(30);
    const right = mm(100) - mm(4);
    expect(name.x + name.width).toBeLessThanOrEqual(right);
    const label = await inboundLabel(long, 'zh-cn');
    for (const png of [...pdfPages(label.pdf), ...(await zplPages(label.zpl, STOCK_100X150))]) {
      const pic = ink(png);
      let outside = 0;
      for (let y = name.baseline - name.size; y < name.baseline + name.size / 3; y++)
        for (let x = right + 2; x < pic.width; x++) if (pic.at(x, y)) outside++;
      expect(outside).toBe(0);
      expect(scan(png)).toEqual(['CODE-128:WH2405010002', 'CODE-128:YT8962646785389']);
    }
  });

  it('escapes what a name could smuggle into the ZPL: the label stays one format the hub accepts', async () => {
    const nasty = { ...ascii, customerName: 'Evil ^XZ^XA^JUF~JR_ \\& Co', warehouseName: 'A~B^C' };
    const { zpl } = await inboundLabel(nasty, 'en-us');
    expect(labelOnlyZpl(zpl)).toBe(true);
    expect(zpl).not.toContain('~');
    expect(zpl.match(/\^XA/g)).toHaveLength(1);
    expect(zpl.match(/\^XZ/g)).toHaveLength(1);
    expect(zpl).toContain('Evil _5EXZ_5EXA_5EJUF_7EJR_5F _5C& Co');
    const [page] = await zplPages(zpl, STOCK_100X150);
    expect(scan(page!)).toEqual(['CODE-128:SF1234567890123', 'CODE-128:WH2405010001']);
  });

  it('refuses to draw a barcode a scanner could not read back as the number', async () => {
    await expect(inboundLabel({ ...ascii, trackingNumber: '顺丰123' })).rejects.toThrow(/printable ASCII/);
    await expect(inboundLabel({ ...ascii, number: '' })).rejects.toThrow(/printable ASCII/);
  });
});

describe('field data escapes', () => {
  it('hex-escapes every byte a printer could read as a command or another code page', () => {
    expect(hexField('Plain 123')).toBe('Plain 123');
    expect(hexField('^~_\\')).toBe('_5E_7E_5F_5C');
    expect(hexField('é张')).toBe('_C3_A9_E5_BC_A0');
    // In a field block a backslash is the block's own escape, "\\" for one.
    expect(hexField('a\\b', true)).toBe('a\\\\b');
  });
});

describe('Code 128', () => {
  // An independent encoder (bwip-js) agrees on the size: the fewest symbols subsets B and C make.
  const samples = [
    'A',
    '12',
    '123',
    '1234',
    'AB1234CD',
    '1234A',
    'WH2405010001',
    'EA123456785CN',
    'JT5261988016578',
    '9400111206206406260787',
    '1Z5R89390357567127',
    'a>b^c~d_e',
  ];
  it.each(samples)('encodes %s in as few modules as bwip-js', (data) => {
    const [theirs] = bwipjs.raw('code128', data, '') as { sbs: number[] }[];
    expect(code128(data).modules).toBe(theirs!.sbs.reduce((s, w) => s + w, 0));
  });

  it('reads back exactly, digits, signs and all, from the PDF and from the ZPL', async () => {
    const layout: LabelLayout = {
      stock: STOCK_100X50,
      items: samples.slice(-4).map((data, i) => ({
        kind: 'code128' as const,
        data,
        x: mm(4),
        y: 20 + i * 95,
        width: mm(92),
        height: 80,
        module: 2,
      })),
    };
    const { pdf, zpl } = await renderLabel(layout, 'codes');
    const expected = samples
      .slice(-4)
      .map((d) => `CODE-128:${d}`)
      .sort();
    expect(scan(pdfPages(pdf)[0]!)).toEqual(expected);
    expect(labelOnlyZpl(zpl)).toBe(true);
    expect(scan((await zplPages(zpl, STOCK_100X50))[0]!)).toEqual(expected);
  });
});

describe('QR codes for internal codes', () => {
  it('read back from the PDF and the ZPL', async () => {
    const layout: LabelLayout = {
      stock: STOCK_100X150,
      items: [
        { kind: 'qr', data: 'BAG-000123', x: mm(10), y: mm(10), module: 8 },
        { kind: 'text', text: 'BAG-000123', x: mm(10), y: mm(50), width: mm(80), size: 40, bold: true },
      ],
    };
    const { pdf, zpl } = await renderLabel(layout, 'bag');
    expect(scan(pdfPages(pdf)[0]!)).toEqual(['QR-Code:BAG-000123']);
    expect(labelOnlyZpl(zpl)).toBe(true);
    expect(scan((await zplPages(zpl, STOCK_100X150))[0]!)).toEqual(['QR-Code:BAG-000123']);
  });
});

describe('shelf labels', () => {
  const shelves = [
    {
      Id: 1,
      ShelvesNumber: 'A-01-01',
      Barcode: 'A-01-01',
      WarehouseName: 'Shenzhen hub',
      WarehouseCode: 'SZ',
      WarehousePartitionName: 'Zone A',
    },
    {
      Id: 2,
      ShelvesNumber: 'CN-0001',
      Barcode: 'CN-0001',
      WarehouseName: '深圳仓',
      WarehouseCode: 'SZ2',
      WarehousePartitionName: '深圳仓 一区',
    },
  ];

  it('print one 100 x 50 mm page each whose barcode reads as the shelf number', async () => {
    const pdf = await shelfLabelsPdf(shelves, 'Shelf labels');
    expect(await pageMm(pdf)).toEqual([
      [100, 50],
      [100, 50],
    ]);
    const pages = pdfPages(pdf);
    expect(pages.map(scan)).toEqual([['CODE-128:A-01-01'], ['CODE-128:CN-0001']]);
    expect(pdfText(pdf)).toContain('深圳仓 / 深圳仓 一区');
  });

  it('print the same as ZPL on 4 x 2 in rolls', async () => {
    const zpl = await labelsZpl(shelves.map(shelfLayout));
    expect(zpl.match(/\^XA\^CI28\^PW812\^LL406/g)).toHaveLength(2);
    expect(labelOnlyZpl(zpl)).toBe(true);
    const pages = await zplPages(zpl, STOCK_100X50);
    expect(pages.map(scan)).toEqual([['CODE-128:A-01-01'], ['CODE-128:CN-0001']]);
  });

  describe('from the server', () => {
    let s: TestServer;
    beforeAll(async () => {
      s = await startTestServer();
    });
    afterAll(() => s.close());

    it('answers GetPrintShelveReport with labels that scan', async () => {
      const { AccessToken } = await s.signIn('admin');
      const list = await s.call('Shelves/GetShelves', {}, { token: AccessToken });
      const rows = (list.Data as { Id: number; ShelvesNumber: string }[]).slice(0, 3);
      expect(rows.length).toBeGreaterThan(0);
      const res = await s.app.inject({
        method: 'POST',
        url: '/openapi/Shelves/GetPrintShelveReport',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${AccessToken}` },
        payload: JSON.stringify({ Ids: rows.map((r) => r.Id) }),
      });
      expect(res.statusCode).toBe(200);
      const pages = pdfPages(res.rawPayload);
      expect(pages.map(scan)).toEqual(rows.map((r) => [`CODE-128:${r.ShelvesNumber}`]));
    });
  });
});

describe('several labels at once', () => {
  it('one PDF page and one ZPL format per label, in order', async () => {
    const layouts = [inboundLayout(ascii, 'en-us'), inboundLayout(chinese, 'zh-tw')];
    const pdf = await labelsPdf(layouts, 'inbound');
    const zpl = await labelsZpl(layouts);
    expect(labelOnlyZpl(zpl)).toBe(true);
    const expected = [
      ['CODE-128:SF1234567890123', 'CODE-128:WH2405010001'],
      ['CODE-128:WH2405010002', 'CODE-128:YT8962646785389'],
    ];
    expect(pdfPages(pdf).map(scan)).toEqual(expected);
    expect((await zplPages(zpl, STOCK_100X150)).map(scan)).toEqual(expected);
    expect(pdfText(pdf)).toContain('快遞單號');
  });
});
