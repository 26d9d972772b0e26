import { defineCatalog } from '@wms/contract';

/** Texts of the bill and payment record screens; the field labels, the states and moves of a bill
 * and the menu buttons' titles are the contract's (`billTexts`, `billFlow`). */
export default defineCatalog({
  // Records and columns the field catalogue names otherwise ("Number" is a tracking number there)
  bill: { 'zh-cn': '账单', 'zh-tw': '帳單', 'en-us': 'bill' },
  paymentRecord: { 'zh-cn': '支付记录', 'zh-tw': '支付記錄', 'en-us': 'payment record' },
  billNumber: { 'zh-cn': '账单号', 'zh-tw': '帳單號', 'en-us': 'Bill number' },
  paymentNumber: { 'zh-cn': '支付单号', 'zh-tw': '支付單號', 'en-us': 'Payment number' },
  state: { 'zh-cn': '状态', 'zh-tw': '狀態', 'en-us': 'State' },
  billSearch: { 'zh-cn': '单号', 'zh-tw': '單號', 'en-us': 'Number' },
  billSearchHint: {
    'zh-cn': '账单号或费用来源',
    'zh-tw': '帳單號或費用來源',
    'en-us': 'Bill number or what it is for',
  },
  paymentSearchHint: { 'zh-cn': '支付单号', 'zh-tw': '支付單號', 'en-us': 'Payment number' },
  view: { 'zh-cn': '查看', 'zh-tw': '查看', 'en-us': 'View' },

  // The detail drawer
  billTitle: { 'zh-cn': '账单 {{number}}', 'zh-tw': '帳單 {{number}}', 'en-us': 'Bill {{number}}' },
  billDetail: { 'zh-cn': '账单详情', 'zh-tw': '帳單詳情', 'en-us': 'Bill' },
  period: { 'zh-cn': '结算周期', 'zh-tw': '結算週期', 'en-us': 'Period' },
  lines: { 'zh-cn': '费用明细', 'zh-tw': '費用明細', 'en-us': 'Charges' },
  payments: { 'zh-cn': '支付与退款', 'zh-tw': '支付與退款', 'en-us': 'Payments and refunds' },
  gathered: { 'zh-cn': '本结算单包含的账单', 'zh-tw': '本結算單包含的帳單', 'en-us': 'Bills in this statement' },
  noLines: { 'zh-cn': '没有费用明细', 'zh-tw': '沒有費用明細', 'en-us': 'No charges' },
  noPayments: { 'zh-cn': '尚未支付', 'zh-tw': '尚未支付', 'en-us': 'Not paid yet' },
  noGathered: { 'zh-cn': '没有账单', 'zh-tw': '沒有帳單', 'en-us': 'No bills' },

  // Paying
  payTitle: { 'zh-cn': '支付账单', 'zh-tw': '支付帳單', 'en-us': 'Pay bills' },
  payCount_one: { 'zh-cn': '{{count}} 张账单', 'zh-tw': '{{count}} 張帳單', 'en-us': '{{count}} bill' },
  payCount_other: { 'zh-cn': '{{count}} 张账单', 'zh-tw': '{{count}} 張帳單', 'en-us': '{{count}} bills' },
  payTotal: { 'zh-cn': '合计', 'zh-tw': '合計', 'en-us': 'Total' },
  payFrom: {
    'zh-cn': '将从 {{customer}} 的 {{currency}} 钱包扣款（可用至信用额度）。',
    'zh-tw': '將從 {{customer}} 的 {{currency}} 錢包扣款（可用至信用額度）。',
    'en-us': 'Paid from the {{currency}} wallet of {{customer}}, down to its credit limit.',
  },
  payFromOwn: {
    'zh-cn': '将从您的 {{currency}} 钱包扣款（可用至信用额度）。',
    'zh-tw': '將從您的 {{currency}} 錢包扣款（可用至信用額度）。',
    'en-us': 'Paid from your {{currency}} wallet, down to its credit limit.',
  },
  payNotUnpaid: {
    'zh-cn': '{{numbers}} 不是待支付状态：只能支付待支付的账单。',
    'zh-tw': '{{numbers}} 不是待支付狀態：只能支付待支付的帳單。',
    'en-us': '{{numbers}} is not unpaid: only unpaid bills can be paid.',
  },
  paid: {
    'zh-cn': '已支付 {{amount}}（{{number}}），钱包余额 {{balance}}。',
    'zh-tw': '已支付 {{amount}}（{{number}}），錢包餘額 {{balance}}。',
    'en-us': 'Paid {{amount}} ({{number}}): the wallet balance is now {{balance}}.',
  },
  paidBefore: {
    'zh-cn': '这笔支付已完成（{{number}}），没有重复扣款；钱包余额 {{balance}}。',
    'zh-tw': '這筆支付已完成（{{number}}），沒有重複扣款；錢包餘額 {{balance}}。',
    'en-us':
      'This payment was made before ({{number}}) and nothing was taken again: the wallet balance is {{balance}}.',
  },
  refunded: {
    'zh-cn': '已退款 {{amount}}（{{number}}），钱包余额 {{balance}}。',
    'zh-tw': '已退款 {{amount}}（{{number}}），錢包餘額 {{balance}}。',
    'en-us': 'Refunded {{amount}} ({{number}}): the wallet balance is now {{balance}}.',
  },
  cancelled_one: {
    'zh-cn': '已取消 {{count}} 张账单。',
    'zh-tw': '已取消 {{count}} 張帳單。',
    'en-us': '{{count}} bill cancelled.',
  },
  cancelled_other: {
    'zh-cn': '已取消 {{count}} 张账单。',
    'zh-tw': '已取消 {{count}} 張帳單。',
    'en-us': '{{count}} bills cancelled.',
  },
  refundLocked_one: {
    'zh-cn': '已锁定 {{count}} 张账单的退款。',
    'zh-tw': '已鎖定 {{count}} 張帳單的退款。',
    'en-us': 'The refund of {{count}} bill is locked.',
  },
  refundLocked_other: {
    'zh-cn': '已锁定 {{count}} 张账单的退款（含同一订单或包裹的其他已支付账单）。',
    'zh-tw': '已鎖定 {{count}} 張帳單的退款（含同一訂單或包裹的其他已支付帳單）。',
    'en-us': 'The refund of {{count}} bills is locked (with the other paid bills of the same order or parcel).',
  },

  // The runs
  storageRunNote: {
    'zh-cn': '为所选日期（UTC）的库存计收仓储费；同一天重复执行不会重复出账。',
    'zh-tw': '為所選日期（UTC）的庫存計收倉儲費；同一天重複執行不會重複出帳。',
    'en-us': 'Bills the storage of the day chosen (a UTC day); running a day again issues nothing twice.',
  },
  settlementRunNote: {
    'zh-cn': '把截至所选日期（UTC）已结束周期的账单汇总为结算账单；重复执行不会重复出账。',
    'zh-tw': '把截至所選日期（UTC）已結束週期的帳單彙總為結算帳單；重複執行不會重複出帳。',
    'en-us':
      'Gathers the bills of the cycles ended by the day chosen (a UTC day) into statements; running it again issues nothing twice.',
  },
  storageIssued_one: {
    'zh-cn': '已出 {{count}} 张仓储费账单。',
    'zh-tw': '已出 {{count}} 張倉儲費帳單。',
    'en-us': '{{count}} storage bill issued.',
  },
  storageIssued_other: {
    'zh-cn': '已出 {{count}} 张仓储费账单。',
    'zh-tw': '已出 {{count}} 張倉儲費帳單。',
    'en-us': '{{count}} storage bills issued.',
  },
  statementsIssued_one: {
    'zh-cn': '已出 {{count}} 张周期结算账单。',
    'zh-tw': '已出 {{count}} 張週期結算帳單。',
    'en-us': '{{count}} settlement statement issued.',
  },
  statementsIssued_other: {
    'zh-cn': '已出 {{count}} 张周期结算账单。',
    'zh-tw': '已出 {{count}} 張週期結算帳單。',
    'en-us': '{{count}} settlement statements issued.',
  },
});
