import { defineCatalog } from '@wms/contract';

/** Texts of the dashboard's money at a glance; the figures' labels are the contract's
 * (`walletTexts`, `moneySummaryTexts`). */
export default defineCatalog({
  title: { 'zh-cn': '资金概览', 'zh-tw': '資金概覽', 'en-us': 'Money at a glance' },
  staffTitle: { 'zh-cn': '今日资金', 'zh-tw': '今日資金', 'en-us': 'Money today' },
  noMoney: {
    'zh-cn': '暂无钱包或账单：首次充值或出账时显示。',
    'zh-tw': '暫無錢包或帳單：首次儲值或出帳時顯示。',
    'en-us': 'No wallet or bill yet: they show here once the first recharge or bill comes.',
  },
  spending: {
    'zh-cn': '近 {{days}} 天消费（账单支付减退款，按 UTC 日）',
    'zh-tw': '近 {{days}} 天消費（帳單支付減退款，按 UTC 日）',
    'en-us': 'Spending in the last {{days}} days (bill payments less refunds, by UTC day)',
  },
  spentOn: { 'zh-cn': '{{date}} 消费', 'zh-tw': '{{date}} 消費', 'en-us': 'Spent on {{date}}' },
  viewUnpaid: { 'zh-cn': '查看待支付账单', 'zh-tw': '查看待支付帳單', 'en-us': 'View unpaid bills' },
  viewStatements: { 'zh-cn': '查看资金流水', 'zh-tw': '查看資金流水', 'en-us': 'View statements' },
  takings: { 'zh-cn': '今日收款', 'zh-tw': '今日收款', 'en-us': 'Today’s takings' },
  takingsDay: {
    'zh-cn': '统计日（UTC）：{{date}}',
    'zh-tw': '統計日（UTC）：{{date}}',
    'en-us': 'Day (UTC): {{date}}',
  },
  unpaidTitle: { 'zh-cn': '待支付与欠款', 'zh-tw': '待支付與欠款', 'en-us': 'Unpaid and owed' },
  labelled: { 'zh-cn': '{{label}}：{{value}}', 'zh-tw': '{{label}}：{{value}}', 'en-us': '{{label}}: {{value}}' },
  viewBills: { 'zh-cn': '查看账单', 'zh-tw': '查看帳單', 'en-us': 'View bills' },
  viewAmountStatements: { 'zh-cn': '查看资金流水', 'zh-tw': '查看資金流水', 'en-us': 'View amount statements' },
});
