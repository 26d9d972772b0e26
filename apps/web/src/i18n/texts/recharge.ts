import { defineCatalog } from '@wms/contract';

/** Texts of the recharge screens (payment configurations, recharge records, the online recharge
 * dialog); the field labels, the recharge states and the menu buttons' titles are the contract's
 * (`rechargeTexts`, `rechargeFlow`). */
export default defineCatalog({
  // Columns the field catalogue names otherwise ("Number" is a tracking number there)
  rechargeNumber: { 'zh-cn': '充值单号', 'zh-tw': '儲值單號', 'en-us': 'Recharge number' },
  state: { 'zh-cn': '状态', 'zh-tw': '狀態', 'en-us': 'State' },
  provider: { 'zh-cn': '支付渠道', 'zh-tw': '支付通路', 'en-us': 'Provider' },
  // What recharge coupons added to a paid recharge
  bonus: { 'zh-cn': '赠送金额', 'zh-tw': '贈送金額', 'en-us': 'Bonus' },

  // The payment configuration form
  secretKeep: {
    'zh-cn': '留空则保留当前密钥（{{hint}}）',
    'zh-tw': '留空則保留目前的密鑰（{{hint}}）',
    'en-us': 'Leave empty to keep the current key ({{hint}})',
  },
  secretNote: {
    'zh-cn': '密钥只保存在服务器上，列表只显示最后 4 位。',
    'zh-tw': '密鑰只儲存在伺服器上，清單只顯示最後 4 位。',
    'en-us': 'The key stays on the server: lists show its last 4 characters only.',
  },

  // Recharging online
  recharge: { 'zh-cn': '充值', 'zh-tw': '儲值', 'en-us': 'Recharge' },
  rechargeTitle: { 'zh-cn': '在线充值', 'zh-tw': '線上儲值', 'en-us': 'Recharge online' },
  goPay: { 'zh-cn': '去支付', 'zh-tw': '去支付', 'en-us': 'Go to payment' },
  // A waiting recharge's row: back to its payment page
  continuePaying: { 'zh-cn': '继续支付', 'zh-tw': '繼續支付', 'en-us': 'Continue paying' },
  payNote: {
    'zh-cn': '确认后将打开支付页面；支付成功后金额计入对应币种的钱包。请在 {{minutes}} 分钟内完成支付。',
    'zh-tw': '確認後將開啟支付頁面；支付成功後金額計入對應幣別的錢包。請在 {{minutes}} 分鐘內完成支付。',
    'en-us':
      'The payment page opens next; once the payment is made, the amount goes to your wallet in that currency. Pay within {{minutes}} minutes.',
  },
  bonusNote: {
    'zh-cn': '赠送 {{amount}}：支付成功后一并计入钱包',
    'zh-tw': '贈送 {{amount}}：支付成功後一併計入錢包',
    'en-us': 'Bonus {{amount}}: added to the wallet with the payment',
  },
  noMethods: {
    'zh-cn': '暂无可用的支付方式，请联系我们。',
    'zh-tw': '暫無可用的支付方式，請聯絡我們。',
    'en-us': 'No payment method is available yet: please contact us.',
  },
});
