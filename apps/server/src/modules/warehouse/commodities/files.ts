import {
  type CommodityImportError,
  type Lang,
  type PrintCommodityReportBody,
  type UpLoadCommodityAnswer,
  type UpLoadCommodityBody,
  XLSX_TYPE,
} from '@wms/contract';
import { type Auth, isStaff } from '../../../platform/auth.js';
import type { Deps } from '../../../platform/deps.js';
import { importRefused, invalid } from '../../../platform/errors.js';
import { singleFile } from '../../../platform/http/multipart.js';
import { ruleText, t } from '../../../platform/i18n.js';
import { type PdfColumn, type PdfTable, tablePdf } from '../../../platform/pdf.js';
import { download, type UploadedFile } from '../../../platform/route.js';
import { readWorkbook, tableXlsx } from '../../../platform/xlsx.js';
import { columnTitle, parseRows, templateWorkbook } from './excel.js';
import * as repo from './repository.js';
import { type CommoditiesService, columnsOf, referenceChecks } from './service.js';

const stamp = () => new Date().toISOString().slice(0, 16).replace('T', ' ');

/** The commodity files: the import template, the Excel import and the printed report. */
export function commodityFiles(deps: Deps, svc: CommoditiesService) {
  const { db } = deps;

  const rowErrors = (lang: Lang, errors: CommodityImportError[]) =>
    importRefused(lang, 'FileStream', 'commodities.importRows', errors, (e) =>
      t(lang, 'commodities.importRow', { row: e.Row, message: e.Message }),
    );

  /** The report's columns and rows, printed (PDF) or exported (Excel) alike. */
  async function reportTable(auth: Auth, q: PrintCommodityReportBody, lang: Lang): Promise<PdfTable> {
    const rows = await svc.reportForPrint(auth, q, lang);
    const staff = isStaff(auth);
    const col = (field: string, width: number, align?: 'right'): PdfColumn => ({
      title: columnTitle(lang, field),
      width,
      align,
    });
    const columns = [
      col('No', 4, 'right'),
      col('CommodityCode', 11),
      col('CommoditySku', 9),
      col('ChineseName', 15),
      col('EnglishName', 14),
      ...(staff ? [col('Owner', 12)] : []),
      col('CommodityCategories', 9),
      ...['Total', 'Available', 'Frozen', 'Defective', 'Problem', 'InTransit'].map((f) => col(f, 6, 'right')),
    ];
    return {
      title: t(lang, 'commodities.reportTitle'),
      subtitle: t(lang, 'commodities.reportPrinted', { time: `${stamp()} UTC`, count: rows.length }),
      columns,
      rows: rows.map((r, i) => [
        i + 1,
        r.CommodityCode,
        r.CommoditySku,
        r.ChineseName,
        r.EnglishName,
        ...(staff ? [r.NickName ? `${r.UserName} (${r.NickName})` : r.UserName] : []),
        r.CommodityCategoriesName,
        r.Total,
        r.Available,
        r.Frozen,
        r.Defective,
        r.Problem,
        r.InTransit,
      ]),
    };
  }

  return {
    async template(lang: Lang) {
      const data = await templateWorkbook(await referenceChecks(db), lang);
      return download(XLSX_TYPE, data, `${t(lang, 'commodities.templateFile')}.xlsx`);
    },

    /** All or nothing: every row is checked first; any problem answers them all and writes nothing. */
    async import(
      auth: Auth,
      body: UpLoadCommodityBody,
      files: UploadedFile[],
      lang: Lang,
    ): Promise<UpLoadCommodityAnswer> {
      const file = singleFile(files);
      const wb = await readWorkbook(file.data);
      if (!wb) throw invalid(file.field, 'commodities.importNotExcel');
      return db.transaction(async (tx) => {
        const owner = await svc.ownerOf(tx, auth, body.OwnerId);
        const refs = await referenceChecks(tx);
        const { rows, errors } = parseRows(wb, refs, lang);
        if (!rows.length && !errors.length) throw invalid('FileStream', 'commodities.importEmpty');
        const firstRow = new Map<string, number>();
        for (const r of rows) {
          const code = r.body.CommodityCode.toLowerCase();
          const first = firstRow.get(code);
          if (first === undefined) firstRow.set(code, r.row);
          else
            errors.push({
              Row: r.row,
              Field: 'CommodityCode',
              Column: columnTitle(lang, 'CommodityCode'),
              Message: ruleText(
                lang,
                'commodities.importDuplicate',
                { row: first },
                columnTitle(lang, 'CommodityCode'),
              ),
            });
        }
        const taken = await repo.takenCodes(tx, owner.ownerId, [...firstRow.keys()]);
        for (const r of rows) {
          if (!taken.has(r.body.CommodityCode.toLowerCase())) continue;
          errors.push({
            Row: r.row,
            Field: 'CommodityCode',
            Column: columnTitle(lang, 'CommodityCode'),
            Message: ruleText(lang, 'commodities.importCodeTaken', undefined, columnTitle(lang, 'CommodityCode')),
          });
        }
        if (errors.length)
          throw rowErrors(
            lang,
            errors.sort((a, b) => a.Row - b.Row),
          );
        const ids = await repo.insertCommodities(
          tx,
          rows.map((r) => ({ ...columnsOf(r.body, refs), ...owner })),
        );
        return { Count: ids.length };
      });
    },

    async print(auth: Auth, q: PrintCommodityReportBody, lang: Lang) {
      const pdf = await tablePdf({
        ...(await reportTable(auth, q, lang)),
        footer: (page, pages) => t(lang, 'commodities.reportPage', { page, pages }),
      });
      return download('application/pdf', pdf, `${t(lang, 'commodities.reportFile')}.pdf`);
    },

    /** The same report as a workbook: the PDF's columns and rows, numbers as numbers. */
    async export(auth: Auth, q: PrintCommodityReportBody, lang: Lang) {
      const data = await tableXlsx(await reportTable(auth, q, lang));
      return download(XLSX_TYPE, data, `${t(lang, 'commodities.reportFile')}.xlsx`);
    },
  };
}
