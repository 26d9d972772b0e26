import { z } from 'zod';
import { t3 } from '../i18n/define.js';
import { picked } from '../inputs.js';
import { IdBody, pageOf, zId } from '../paging.js';
import { requiredRule, zContent, zRequiredId, zRequiredText, zText, zTime } from '../primitives.js';
import { defineWorkflow } from '../workflow.js';
import { BillRow } from './bills.js';
import { oneOf } from './choices.js';
import { areaTexts, customerOwner, defineCalls, staffOwner } from './define.js';

// Logistics invoices (docs/domain.md, "Money": invoices gather bills for a period). An invoice
// gathers a customer's paid bills of one currency, paid in a period and on no invoice yet, into
// one document with a PDF. Staff issue one for a customer (`/LogisticsInvoice/`), a customer asks
// for their own (`/UserLogisticsInvoice/`); voiding one (staff, irreversible) frees its bills to
// be invoiced again.

/**
 * An invoice's life: issued when it is made (never a draft: it is made from bills already paid),
 * and voided by staff, for good: a voided invoice keeps its number, its bills and its PDF (marked
 * voided) for the record, and its bills may go on a new one.
 */
export const logisticsInvoiceFlow = defineWorkflow({
  entity: 'LogisticsInvoice',
  record: t3('物流发票', '物流發票', 'Logistics invoice'),
  select: 'LogisticsInvoiceStatus',
  batch: 'all',
  states: {
    Issued: { value: 1, name: t3('已开具', '已開立', 'Issued'), colour: 'success' },
    Voided: { value: 2, name: t3('已作废', '已作廢', 'Voided'), colour: 'default' },
  },
  moves: {
    void: {
      from: ['Issued'],
      to: 'Voided',
      label: t3('作废', '作廢', 'Void'),
      who: ['staff'],
      permission: 'LogisticsInvoice:VoidLogisticsInvoice',
      irreversible: true,
      confirm: t3(
        '作废 {names}？作废后不能恢复，其中的账单可以重新开票。',
        '作廢 {names}？作廢後不能恢復，其中的帳單可以重新開票。',
        'Void {names}? A voided invoice can never be issued again; its bills may go on a new invoice.',
      ),
      notify: {
        title: t3('物流发票已作废', '物流發票已作廢', 'Logistics invoice voided'),
        message: t3(
          '物流发票 {name} 已作废，其中的账单可以重新申请开票。',
          '物流發票 {name} 已作廢，其中的帳單可以重新申請開票。',
          'Logistics invoice {name} was voided: its bills may be invoiced again.',
        ),
        tone: 'warning',
      },
    },
  },
});

/** The most bills one invoice gathers: a longer period is refused (Code 2), to be split. */
export const MAX_BILLS_PER_INVOICE = 500;

/** The first and last day a period may name (UTC days). */
export const INVOICE_DAYS = { min: '2000-01-01', max: '2999-12-31' } as const;

/** A day of the invoiced period, `yyyy-MM-dd` (UTC). */
const zDay = () =>
  z.iso
    .date({ error: (i) => requiredRule(i) ?? 'invoices.day' })
    .refine((d) => d >= INVOICE_DAYS.min && d <= INVOICE_DAYS.max, { error: 'invoices.day' });

export const LogisticsInvoiceRow = z.object({
  Id: z.number(),
  Number: z.string().describe('LI + 8 digits'),
  CustomerId: z.number(),
  CustomerName: z.string(),
  CurrencyId: z.number(),
  CurrencyCode: z.string(),
  Status: z.number().describe('Select/GetLogisticsInvoiceStatus'),
  StatusName: z.string(),
  PeriodStart: z.string().describe('the first day whose payments it gathers (yyyy-MM-dd, UTC)'),
  PeriodEnd: z.string().describe('the last day'),
  Title: z.string().describe("the buyer's invoice title"),
  TaxNumber: z.string().describe("the buyer's tax number, '' when none"),
  Net: z.string().describe("the bills' net, in the currency's places"),
  Tax: z.string(),
  Amount: z.string().describe("the bills' amounts: net plus tax"),
  BillCount: z.number(),
  Reason: z.string().describe('why it was voided'),
  OperatorName: z.string().describe('who issued it (staff, or the customer who asked)'),
  CreationTime: zTime,
});
export type LogisticsInvoiceRow = z.infer<typeof LogisticsInvoiceRow>;

export const LogisticsInvoiceDetail = LogisticsInvoiceRow.extend({
  AmountInWords: z.string().describe("the amount in words in the caller's language, with the currency's code"),
  Bills: z.array(BillRow),
});
export type LogisticsInvoiceDetail = z.infer<typeof LogisticsInvoiceDetail>;

const invoiceFilters = {
  Content: zContent.optional().describe('part of the invoice number'),
  CurrencyId: zId.optional(),
  Status: oneOf(logisticsInvoiceFlow.state, 'LogisticsInvoiceStatus').optional(),
};
const StaffInvoicesBody = pageOf({ CustomerId: zId.optional().describe('one customer'), ...invoiceFilters }).describe(
  'Date range: CreationTime.',
);
const UserInvoicesBody = pageOf(invoiceFilters).describe('Date range: CreationTime.');
const invoiceSorts = ['CreationTime', 'Amount'] as const;

const request = {
  CurrencyId: picked(zRequiredId, 'Currency').describe('the currency of the bills'),
  PeriodStart: zDay().describe('the first day (UTC) whose paid bills it gathers'),
  PeriodEnd: zDay().describe('the last day (UTC), not before PeriodStart'),
  Title: zText(100).optional().describe("the buyer's invoice title; the customer's name when absent"),
  TaxNumber: zText(30)
    .regex(/^[A-Za-z0-9-]*$/, { error: 'invoices.taxNumber' })
    .optional()
    .describe("the buyer's tax number: letters, digits and hyphens"),
};

/** Staff: an invoice for a customer. */
export const CreateLogisticsInvoiceBody = z.object({
  CustomerId: picked(zRequiredId, 'Customer').describe('a customer'),
  ...request,
});
export type CreateLogisticsInvoiceBody = z.infer<typeof CreateLogisticsInvoiceBody>;

/** A customer: an invoice for themselves. */
export const RequestLogisticsInvoiceBody = z.object(request);
export type RequestLogisticsInvoiceBody = z.infer<typeof RequestLogisticsInvoiceBody>;

export const VoidLogisticsInvoiceBody = z.object({
  Id: zId,
  Reason: zRequiredText(200).describe('why, kept on the invoice and its history'),
});
export type VoidLogisticsInvoiceBody = z.infer<typeof VoidLogisticsInvoiceBody>;

const InvoiceMade = z.object({
  Id: z.number(),
  Number: z.string(),
  BillCount: z.number(),
  Amount: z.string(),
  CurrencyCode: z.string(),
});

export const logisticsInvoiceCalls = defineCalls('LogisticsInvoice', {
  GetLogisticsInvoices: {
    ...staffOwner,
    summary: "Every customer's logistics invoices, newest first",
    body: StaffInvoicesBody,
    rows: LogisticsInvoiceRow,
    sorts: invoiceSorts,
    counts: 'LogisticsInvoiceStatus',
  },
  GetLogisticsInvoiceById: {
    ...staffOwner,
    summary: 'An invoice with its bills and its amount in words',
    body: IdBody,
    response: LogisticsInvoiceDetail,
  },
  CreateLogisticsInvoice: {
    ...staffOwner,
    summary:
      "Issues an invoice of a customer's paid bills in one currency paid in the period and on no invoice yet; " +
      'Code 2 when there are none',
    body: CreateLogisticsInvoiceBody,
    response: InvoiceMade,
  },
  DownloadLogisticsInvoice: {
    ...staffOwner,
    summary: "The invoice as a PDF, in the caller's language",
    body: IdBody,
    produces: 'application/pdf',
  },
  VoidLogisticsInvoice: {
    ...staffOwner,
    summary: 'Voids an issued invoice (irreversible): its bills may be invoiced again',
    body: VoidLogisticsInvoiceBody,
    response: z.number().describe('the invoice voided'),
  },
});

export const userLogisticsInvoiceCalls = defineCalls('UserLogisticsInvoice', {
  GetUserLogisticsInvoices: {
    ...customerOwner,
    summary: "The caller's logistics invoices, newest first",
    body: UserInvoicesBody,
    rows: LogisticsInvoiceRow,
    sorts: invoiceSorts,
    counts: 'LogisticsInvoiceStatus',
  },
  GetUserLogisticsInvoiceById: {
    ...customerOwner,
    summary: "One of the caller's invoices with its bills",
    body: IdBody,
    response: LogisticsInvoiceDetail,
  },
  RequestUserLogisticsInvoice: {
    ...customerOwner,
    summary: "Issues an invoice of the caller's paid bills in one currency paid in the period and on no invoice yet",
    body: RequestLogisticsInvoiceBody,
    response: InvoiceMade,
  },
  DownloadUserLogisticsInvoice: {
    ...customerOwner,
    summary: "One of the caller's invoices as a PDF",
    body: IdBody,
    produces: 'application/pdf',
  },
});

export const logisticsInvoiceTexts = areaTexts({
  record: {
    calls: logisticsInvoiceCalls,
    name: t3('物流发票', '物流發票', 'logistics invoice'),
    plural: 'logistics invoices',
  },
  messages: {
    'invoices.day': t3(
      '{label}不是有效的日期：请输入 2000-01-01 至 2999-12-31 之间的日期，格式为 yyyy-MM-dd。',
      '{label}不是有效的日期：請輸入 2000-01-01 至 2999-12-31 之間的日期，格式為 yyyy-MM-dd。',
      '{label} is not a valid day: enter a date from 2000-01-01 to 2999-12-31 as yyyy-MM-dd.',
    ),
    'invoices.periodOrder': t3(
      '{label}早于周期开始日期：请输入 {start} 或之后的日期。',
      '{label}早於週期開始日期：請輸入 {start} 或之後的日期。',
      '{label} is before the start of the period: enter {start} or a later day.',
    ),
    'invoices.taxNumber': t3(
      '{label}包含不允许的字符：只能使用英文字母、数字和连字符。',
      '{label}包含不允許的字元：只能使用英文字母、數字和連字號。',
      '{label} has characters that are not allowed: use letters, digits and hyphens only.',
    ),
    'invoices.noBills': t3(
      '{label}在 {start} 至 {end} 没有待开票的已支付 {currency} 账单：请换一个周期或币种。',
      '{label}在 {start} 至 {end} 沒有待開票的已支付 {currency} 帳單：請換一個週期或幣別。',
      '{label} has no paid {currency} bills from {start} to {end} waiting for an invoice: choose another period or currency.',
    ),
    'invoices.noBillsInPeriod': t3(
      '{label}为 {end} 的周期（自 {start} 起）没有待开票的已支付 {currency} 账单：请换一个周期或币种。',
      '{label}為 {end} 的週期（自 {start} 起）沒有待開票的已支付 {currency} 帳單：請換一個週期或幣別。',
      '{label} {end} closes a period with no paid {currency} bills from {start} waiting for an invoice: choose another period or currency.',
    ),
    'invoices.tooManyBills': t3(
      '{label}所在周期有 {count} 张待开票账单，超过一张发票最多 {max} 张：请缩短周期。',
      '{label}所在週期有 {count} 張待開票帳單，超過一張發票最多 {max} 張：請縮短週期。',
      '{label} closes a period with {count, plural, one {# bill} other {# bills}} to invoice, more than the {max} one invoice takes: choose a shorter period.',
    ),
    // The printed invoice (platform/pdf.ts): its headings and labels, not sentences.
    'invoices.column.document': t3('物流发票', '物流發票', 'Logistics invoice'),
    'invoices.column.voided': t3('已作废', '已作廢', 'VOIDED'),
    'invoices.column.seller': t3('销售方', '銷售方', 'Seller'),
    'invoices.column.buyer': t3('购买方', '購買方', 'Buyer'),
    'invoices.column.number': t3('发票号码', '發票號碼', 'Invoice number'),
    'invoices.column.issued': t3('开具日期', '開立日期', 'Issued'),
    'invoices.column.period': t3('账单周期', '帳單週期', 'Period'),
    'invoices.column.currency': t3('币种', '幣別', 'Currency'),
    'invoices.column.title': t3('发票抬头', '發票抬頭', 'Invoice title'),
    'invoices.column.taxNumber': t3('纳税人识别号', '納稅人識別號', 'Tax number'),
    'invoices.column.customer': t3('客户', '客戶', 'Customer'),
    'invoices.column.contact': t3('联系方式', '聯絡方式', 'Contact'),
    'invoices.column.bill': t3('账单号', '帳單號', 'Bill'),
    'invoices.column.type': t3('类型', '類型', 'Type'),
    'invoices.column.for': t3('费用来源', '費用來源', 'For'),
    'invoices.column.paid': t3('支付时间', '支付時間', 'Paid'),
    'invoices.column.net': t3('不含税金额', '未稅金額', 'Net'),
    'invoices.column.tax': t3('税额', '稅額', 'Tax'),
    'invoices.column.amount': t3('金额', '金額', 'Amount'),
    'invoices.column.total': t3('合计', '合計', 'Total'),
    'invoices.column.inWords': t3('价税合计（大写）', '價稅合計（大寫）', 'Total in words'),
    'invoices.column.voidReason': t3('作废原因', '作廢原因', 'Reason voided'),
    'invoices.column.page': t3('第 {page} 页，共 {pages} 页', '第 {page} 頁，共 {pages} 頁', 'Page {page} of {pages}'),
  },
  fields: {
    TaxNumber: t3('纳税人识别号', '納稅人識別號', 'Tax number'),
    BillCount: t3('账单数', '帳單數', 'Bills'),
    AmountInWords: t3('金额大写', '金額大寫', 'Amount in words'),
  },
  buttons: {
    LogisticsInvoiceCreateLogisticsInvoice: t3('开具物流发票', '開立物流發票', 'Issue a logistics invoice'),
    LogisticsInvoiceDownloadLogisticsInvoice: t3('下载物流发票', '下載物流發票', 'Download a logistics invoice'),
    LogisticsInvoiceVoidLogisticsInvoice: t3('作废物流发票', '作廢物流發票', 'Void a logistics invoice'),
  },
});
