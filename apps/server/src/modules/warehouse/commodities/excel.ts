import {
  COMMODITY_IMPORT_COLUMNS,
  COMMODITY_IMPORT_MAX_ROWS,
  COMMODITY_IMPORT_REQUIRED,
  type CommodityImportColumn,
  type CommodityImportError,
  EstablishCommodityBody,
  type Lang,
  Languages,
} from '@wms/contract';
import type ExcelJS from 'exceljs';
import { invalid } from '../../../platform/errors.js';
import { checkAll } from '../../../platform/http/index.js';
import { ruleText, t } from '../../../platform/i18n.js';
import { allNames, localName, nameKey } from '../../../platform/local-name.js';
import { excel } from '../../../platform/xlsx.js';
import { paths } from '../../reference/commodity-categories/tree.js';
import { SalesModeList } from './lists.js';
import { priceBeyondCurrency, pricePlaces, type References } from './service.js';

/**
 * The commodity workbook: the import template and the reading of a filled one. Columns are found
 * by their header in any of the three languages (or the contract's field name), so a sheet made
 * in one language imports in another and columns may come in any order.
 */

const ImportRow = EstablishCommodityBody.omit({ OwnerId: true });
type ImportBody = ReturnType<typeof ImportRow.parse>;

export const columnTitle = (lang: Lang, field: string) => t(lang, `commodities.column.${field}`);
const norm = (s: string) => s.replace(/[*＊]/g, '').trim().toLowerCase();

const headerFields = new Map<string, CommodityImportColumn>(
  COMMODITY_IMPORT_COLUMNS.flatMap((f) => [
    [norm(f), f] as const,
    ...Languages.map((l) => [norm(columnTitle(l.tag, f)), f] as const),
  ]),
);

/** The text of a cell whatever exceljs made of it (rich text, formula result, link, date). */
function cellText(v: ExcelJS.CellValue): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'string') return v.trim();
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (v instanceof Date) return v.toISOString();
  if ('richText' in v)
    return v.richText
      .map((r) => r.text)
      .join('')
      .trim();
  if ('formula' in v || 'sharedFormula' in v) return cellText((v as { result?: ExcelJS.CellValue }).result ?? null);
  if ('text' in v) return String(v.text).trim();
  return '';
}

export interface ParsedRow {
  row: number;
  body: ImportBody;
}

/** Picks the name or id a cell gives among `options`; null when unknown, 'ambiguous' when the
 * name is shared. */
function pick(text: string, options: { id: number; names: string[] }[]): number | null | 'ambiguous' {
  if (/^\d+$/.test(text)) return options.some((o) => o.id === Number(text)) ? Number(text) : null;
  const wanted = nameKey(text);
  const hits = options.filter((o) => o.names.some((n) => nameKey(n) === wanted));
  return hits.length === 1 ? hits[0]!.id : hits.length ? 'ambiguous' : null;
}

/**
 * Reads every row of the first sheet and checks it against the same schema and references as a
 * single create. Answers the good rows and every problem found, each naming its sheet row and
 * column, so the user fixes the file in one go.
 */
export function parseRows(
  wb: ExcelJS.Workbook,
  refs: References,
  lang: Lang,
): { rows: ParsedRow[]; errors: CommodityImportError[] } {
  const sheet = wb.worksheets[0]!;
  if (sheet.actualRowCount - 1 > COMMODITY_IMPORT_MAX_ROWS) {
    throw invalid('FileStream', 'commodities.importTooMany', { max: COMMODITY_IMPORT_MAX_ROWS });
  }
  const columns = new Map<number, CommodityImportColumn>();
  sheet.getRow(1).eachCell((cell, col) => {
    const field = headerFields.get(norm(cellText(cell.value)));
    if (field && ![...columns.values()].includes(field)) columns.set(col, field);
  });
  const missing = COMMODITY_IMPORT_REQUIRED.filter((f) => ![...columns.values()].includes(f));
  if (missing.length) {
    throw invalid('FileStream', 'commodities.importMissingColumn', {
      columns: missing.map((f) => columnTitle(lang, f)).join(', '),
    });
  }

  // A seeded category or cargo type is found by its name in any of the three languages (a sheet
  // filled in English names "General", one filled in Chinese "普货"), and a category also by its
  // "Parent / Child" path in any of them.
  const categoryPaths = Languages.map((l) => paths(refs.categories.map((c) => ({ ...c, name: localName(c, l.tag) }))));
  const categories = refs.categories.map((c) => ({
    id: c.id,
    names: [...allNames(c), ...categoryPaths.map((p) => p.get(c.id) ?? c.name)],
  }));
  const cargoTypes = refs.cargoTypes.map((c) => ({ id: c.id, names: allNames(c) }));
  const currencies = refs.currencies.map((c) => ({ id: c.id, names: [c.code] }));
  const salesModes = SalesModeList.items!.map((i) => ({ id: Number(i.Value), names: Object.values(i.Name) }));

  const rows: ParsedRow[] = [];
  const errors: CommodityImportError[] = [];
  const error = (row: number, field: string, message: string) =>
    errors.push({ Row: row, Field: field, Column: columnTitle(lang, field), Message: message });
  // A cell's message names its column, as a form's names its field.
  const say = (field: string, rule: string, params?: Record<string, unknown>) =>
    ruleText(lang, rule, params, columnTitle(lang, field));

  sheet.eachRow((r, rowNumber) => {
    if (rowNumber === 1) return;
    const cells: Partial<Record<CommodityImportColumn, string>> = {};
    for (const [col, field] of columns) {
      const text = cellText(r.getCell(col).value);
      if (text) cells[field] = text;
    }
    if (!Object.keys(cells).length) return;
    const bad = new Set<string>();
    const resolve = (field: CommodityImportColumn, options: { id: number; names: string[] }[], unknownKey: string) => {
      const text = cells[field];
      if (!text) return undefined;
      const id = pick(text, options);
      if (typeof id === 'number') return id;
      bad.add(field);
      error(rowNumber, field, say(field, id === 'ambiguous' ? 'commodities.importAmbiguous' : unknownKey));
      return undefined;
    };
    const body = {
      CommodityCode: cells.CommodityCode,
      CommoditySku: cells.CommoditySku,
      ChineseName: cells.ChineseName,
      EnglishName: cells.EnglishName,
      Alias: cells.Alias,
      IdentificationCode: cells.IdentificationCode,
      DeclarationName: cells.DeclarationName,
      CommodityCategories: resolve('CommodityCategories', categories, 'commodities.unknownCategory'),
      CargoType: resolve('CargoType', cargoTypes, 'commodities.unknownCargoType'),
      Price: cells.Price,
      CurrencyId: resolve('Currency', currencies, 'commodities.unknownCurrency'),
      ActualWeight: cells.ActualWeight,
      GrossWeight: cells.GrossWeight,
      Length: cells.Length,
      Width: cells.Width,
      Geight: cells.Geight,
      WarningQuantity: cells.WarningQuantity,
      SalesModes: resolve('SalesModes', salesModes, 'commodities.unknownSalesMode'),
      Remarks: cells.Remarks,
    };
    const checked = checkAll(ImportRow, body, lang, (f) =>
      columnTitle(lang, f === 'CurrencyId' ? 'Currency' : f.split('.')[0]!),
    );
    if (checked.ok) {
      const places = priceBeyondCurrency(checked.data, refs);
      if (places !== undefined)
        error(rowNumber, 'Price', say('Price', 'validation.decimalPlaces', pricePlaces(places)));
      else if (!bad.size) rows.push({ row: rowNumber, body: checked.data });
      return;
    }
    for (const issue of checked.issues) {
      const field = issue.field === 'CurrencyId' ? 'Currency' : issue.field.split('.')[0]!;
      // A reference already reported as unknown is not "cannot be empty" as well.
      if (!bad.has(field)) error(rowNumber, field, issue.rule);
    }
  });
  return { rows, errors };
}

/** The import template: the header row in the caller's language (required columns marked *),
 * and sheets listing the categories, cargo types, sales modes and currencies to choose from. */
export async function templateWorkbook(refs: References, lang: Lang): Promise<Buffer> {
  const wb = new (await excel()).Workbook();
  const main = wb.addWorksheet(t(lang, 'commodities.sheetCommodities'), { views: [{ state: 'frozen', ySplit: 1 }] });
  main.columns = COMMODITY_IMPORT_COLUMNS.map((f) => ({
    header: `${columnTitle(lang, f)}${COMMODITY_IMPORT_REQUIRED.includes(f) ? '*' : ''}`,
    key: f,
    width: Math.max(14, columnTitle(lang, f).length * 2 + 4),
  }));
  main.getRow(1).font = { bold: true };

  const list = (name: string, headers: string[], rows: (string | number)[][]) => {
    const sheet = wb.addWorksheet(name);
    sheet.columns = headers.map((h) => ({ header: h, width: 28 }));
    sheet.getRow(1).font = { bold: true };
    sheet.addRows(rows);
  };
  const categoryPaths = paths(refs.categories.map((c) => ({ ...c, name: localName(c, lang) })));
  const idName = [columnTitle(lang, 'Id'), columnTitle(lang, 'Name')];
  list(
    t(lang, 'commodities.sheetCategories'),
    idName,
    refs.categories.map((c) => [c.id, categoryPaths.get(c.id) ?? localName(c, lang)]),
  );
  list(
    t(lang, 'commodities.sheetCargoTypes'),
    idName,
    refs.cargoTypes.map((c) => [c.id, localName(c, lang)]),
  );
  const nameOf = (n: { zhCn: string; zhTw: string; en: string }) =>
    lang === 'zh-cn' ? n.zhCn : lang === 'zh-tw' ? n.zhTw : n.en;
  list(
    t(lang, 'commodities.sheetOptions'),
    [columnTitle(lang, 'SalesModes'), '', columnTitle(lang, 'Currency'), ''],
    [
      ...Array.from({ length: Math.max(SalesModeList.items!.length, refs.currencies.length) }, (_, i) => {
        const mode = SalesModeList.items![i];
        const currency = refs.currencies[i];
        return [
          mode ? Number(mode.Value) : '',
          mode ? mode.Name[lang] : '',
          currency?.code ?? '',
          currency ? nameOf(currency.name) : '',
        ];
      }),
    ],
  );
  return Buffer.from(await wb.xlsx.writeBuffer());
}
