import { defineCatalog } from '@wms/contract';

/** Texts of the logistics invoice screens; the field labels, the states and the void move and the
 * menu buttons' titles are the contract's (`logisticsInvoiceTexts`, `logisticsInvoiceFlow`). */
export default defineCatalog({
  // Records and columns the field catalogue names otherwise ("Number" is a tracking number there,
  // "Title" any title)
  invoice: { 'zh-cn': '物流发票', 'zh-tw': '物流發票', 'en-us': 'logistics invoice' },
  invoiceNumber: { 'zh-cn': '发票号码', 'zh-tw': '發票號碼', 'en-us': 'Invoice number' },
  invoiceTitle: { 'zh-cn': '发票抬头', 'zh-tw': '發票抬頭', 'en-us': 'Invoice title' },
  billNumber: { 'zh-cn': '账单号', 'zh-tw': '帳單號', 'en-us': 'Bill number' },
  state: { 'zh-cn': '状态', 'zh-tw': '狀態', 'en-us': 'State' },
  period: { 'zh-cn': '账单周期', 'zh-tw': '帳單週期', 'en-us': 'Period' },
  invoiceSearch: { 'zh-cn': '发票号码', 'zh-tw': '發票號碼', 'en-us': 'Invoice number' },
  invoiceSearchHint: {
    'zh-cn': '发票号码的一部分',
    'zh-tw': '發票號碼的一部分',
    'en-us': 'Part of the invoice number',
  },
  view: { 'zh-cn': '查看', 'zh-tw': '查看', 'en-us': 'View' },
  download: { 'zh-cn': '下载 PDF', 'zh-tw': '下載 PDF', 'en-us': 'Download PDF' },

  // Issuing
  issue: { 'zh-cn': '开具发票', 'zh-tw': '開立發票', 'en-us': 'Issue an invoice' },
  request: { 'zh-cn': '申请开票', 'zh-tw': '申請開票', 'en-us': 'Request an invoice' },
  periodHint: {
    'zh-cn': '开票范围：该币种下在这些日期（UTC）支付、尚未开票的已支付账单。',
    'zh-tw': '開票範圍：該幣別下在這些日期（UTC）支付、尚未開票的已支付帳單。',
    'en-us': 'The paid bills in the currency paid on these days (UTC) and on no invoice yet.',
  },
  titleHint: {
    'zh-cn': '不填则为客户名称。',
    'zh-tw': '不填則為客戶名稱。',
    'en-us': "The customer's name when left empty.",
  },
  issued_one: {
    'zh-cn': '已开具物流发票 {{number}}：{{count}} 张账单，合计 {{amount}}。',
    'zh-tw': '已開立物流發票 {{number}}：{{count}} 張帳單，合計 {{amount}}。',
    'en-us': 'Invoice {{number}} issued: {{count}} bill, {{amount}} in all.',
  },
  issued_other: {
    'zh-cn': '已开具物流发票 {{number}}：{{count}} 张账单，合计 {{amount}}。',
    'zh-tw': '已開立物流發票 {{number}}：{{count}} 張帳單，合計 {{amount}}。',
    'en-us': 'Invoice {{number}} issued: {{count}} bills, {{amount}} in all.',
  },

  // The detail drawer
  invoiceTitleOf: {
    'zh-cn': '物流发票 {{number}}',
    'zh-tw': '物流發票 {{number}}',
    'en-us': 'Logistics invoice {{number}}',
  },
  invoiceDetail: { 'zh-cn': '物流发票详情', 'zh-tw': '物流發票詳情', 'en-us': 'Logistics invoice' },
  bills: { 'zh-cn': '发票包含的账单', 'zh-tw': '發票包含的帳單', 'en-us': 'Bills on this invoice' },
  noBills: { 'zh-cn': '没有账单', 'zh-tw': '沒有帳單', 'en-us': 'No bills' },

  // Voiding
  voided: {
    'zh-cn': '物流发票 {{number}} 已作废。',
    'zh-tw': '物流發票 {{number}} 已作廢。',
    'en-us': 'Invoice {{number}} voided.',
  },
});
