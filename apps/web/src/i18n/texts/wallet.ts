import { defineCatalog } from '@wms/contract';

/** Texts of the wallet screens (amount statements, wallets and their manual changes); the field
 * labels are the contract's (`walletTexts`). */
export default defineCatalog({
  statements: { 'zh-cn': '资金流水', 'zh-tw': '資金流水', 'en-us': 'Statements' },
  wallets: { 'zh-cn': '钱包', 'zh-tw': '錢包', 'en-us': 'Wallets' },
  statement: { 'zh-cn': '流水', 'zh-tw': '流水', 'en-us': 'statement' },
  wallet: { 'zh-cn': '钱包', 'zh-tw': '錢包', 'en-us': 'wallet' },
  export: { 'zh-cn': '导出 Excel', 'zh-tw': '匯出 Excel', 'en-us': 'Export to Excel' },
  exportFile: { 'zh-cn': '资金流水.xlsx', 'zh-tw': '資金流水.xlsx', 'en-us': 'amount-statements.xlsx' },
  recharge: { 'zh-cn': '人工充值', 'zh-tw': '人工儲值', 'en-us': 'Recharge' },
  deduct: { 'zh-cn': '人工扣款', 'zh-tw': '人工扣款', 'en-us': 'Deduct' },
  creditLimit: { 'zh-cn': '信用额度', 'zh-tw': '信用額度', 'en-us': 'Credit limit' },
  rechargeTitle: { 'zh-cn': '人工充值', 'zh-tw': '人工儲值', 'en-us': 'Recharge a wallet' },
  deductTitle: { 'zh-cn': '人工扣款', 'zh-tw': '人工扣款', 'en-us': 'Deduct from a wallet' },
  creditTitle: { 'zh-cn': '设置信用额度', 'zh-tw': '設定信用額度', 'en-us': 'Set the credit limit' },
  deductConfirm: {
    'zh-cn': '从 {{customer}} 的钱包扣除 {{amount}}？',
    'zh-tw': '從 {{customer}} 的錢包扣除 {{amount}}？',
    'en-us': 'Deduct {{amount}} from the wallet of {{customer}}?',
  },
  deductConfirmText: {
    'zh-cn': '扣款会记入资金流水，无法撤销；如有误请再充值冲回。',
    'zh-tw': '扣款會記入資金流水，無法撤銷；如有誤請再儲值沖回。',
    'en-us': 'The deduction goes on the statements and cannot be undone: a recharge puts it back.',
  },
  noWallets: {
    'zh-cn': '暂无钱包：首次充值或扣款时自动开立。',
    'zh-tw': '暫無錢包：首次儲值或扣款時自動開立。',
    'en-us': 'No wallet yet: one opens with the first recharge.',
  },
  availableOf: { 'zh-cn': '可用 {{amount}}', 'zh-tw': '可用 {{amount}}', 'en-us': '{{amount}} available' },
  creditOf: { 'zh-cn': '信用额度 {{amount}}', 'zh-tw': '信用額度 {{amount}}', 'en-us': 'Credit limit {{amount}}' },
});
