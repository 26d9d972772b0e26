import { defineCatalog } from '@wms/contract';

/** Texts of the coupon picker and the coupon screens; the field labels, the refusals
 * (SameCouponTypeSelected, OnlyOneExclusionCouponCanBeUsed), the kinds, sources and states and
 * the menu buttons' titles are the contract's (`couponTexts`, `/Select/` lists). */
export default defineCatalog({
  // The picker's header: what can be chosen, or what is chosen
  available_one: {
    'zh-cn': '{{count}} 张优惠券可用',
    'zh-tw': '{{count}} 張優惠券可用',
    'en-us': '{{count}} coupon available',
  },
  available_other: {
    'zh-cn': '{{count}} 张优惠券可用',
    'zh-tw': '{{count}} 張優惠券可用',
    'en-us': '{{count}} coupons available',
  },
  selectedOff_one: {
    'zh-cn': '已选 {{count}} 张，共优惠 {{amount}}',
    'zh-tw': '已選 {{count}} 張，共優惠 {{amount}}',
    'en-us': '{{count}} coupon selected: {{amount}} off',
  },
  selectedOff_other: {
    'zh-cn': '已选 {{count}} 张，共优惠 {{amount}}',
    'zh-tw': '已選 {{count}} 張，共優惠 {{amount}}',
    'en-us': '{{count}} coupons selected: {{amount}} off',
  },
  selectedAdded_one: {
    'zh-cn': '已选 {{count}} 张，共赠送 {{amount}}',
    'zh-tw': '已選 {{count}} 張，共贈送 {{amount}}',
    'en-us': '{{count}} coupon selected: {{amount}} added',
  },
  selectedAdded_other: {
    'zh-cn': '已选 {{count}} 张，共赠送 {{amount}}',
    'zh-tw': '已選 {{count}} 張，共贈送 {{amount}}',
    'en-us': '{{count}} coupons selected: {{amount}} added',
  },
  noneUsable: {
    'zh-cn': '没有可用于此笔支付的优惠券',
    'zh-tw': '沒有可用於此筆支付的優惠券',
    'en-us': 'No coupon can be used here',
  },
  enterRecharge: {
    'zh-cn': '选择币种并填写充值金额后显示可用优惠券',
    'zh-tw': '選擇幣別並填寫儲值金額後顯示可用優惠券',
    'en-us': 'Choose the currency and enter the amount to see the coupons you can use',
  },

  // A coupon's card
  off: { 'zh-cn': '减 {{amount}}', 'zh-tw': '減 {{amount}}', 'en-us': '{{amount}} off' },
  added: { 'zh-cn': '送 {{amount}}', 'zh-tw': '送 {{amount}}', 'en-us': '{{amount}} added' },
  minimumSpend: {
    'zh-cn': '满 {{amount}} 可用',
    'zh-tw': '滿 {{amount}} 可用',
    'en-us': 'Minimum spend {{amount}}',
  },
  noMinimum: { 'zh-cn': '无门槛', 'zh-tw': '無門檻', 'en-us': 'No minimum spend' },
  minimumWeight: {
    'zh-cn': '重量满 {{weight}} 千克',
    'zh-tw': '重量滿 {{weight}} 公斤',
    'en-us': 'Minimum weight {{weight}} kg',
  },
  forExpenseType: {
    'zh-cn': '仅限{{type}}',
    'zh-tw': '僅限{{type}}',
    'en-us': '{{type}} charges only',
  },
  stackable: { 'zh-cn': '可叠加使用', 'zh-tw': '可疊加使用', 'en-us': 'Stackable' },
  notStackable: { 'zh-cn': '不可叠加，单独使用', 'zh-tw': '不可疊加，單獨使用', 'en-us': 'Not stackable: on its own' },
  expires: { 'zh-cn': '{{time}} 到期', 'zh-tw': '{{time}} 到期', 'en-us': 'Expires {{time}}' },
  noExpiry: { 'zh-cn': '长期有效', 'zh-tw': '長期有效', 'en-us': 'Does not expire' },

  // The pay dialog
  walletPays: { 'zh-cn': '钱包支付', 'zh-tw': '錢包支付', 'en-us': 'From the wallet' },

  // Staff: coupons and giving them
  startTime: { 'zh-cn': '生效时间', 'zh-tw': '生效時間', 'en-us': 'Valid from' },
  validityHint: {
    'zh-cn': '截止时间与有效天数填写其一；有效天数从发放之日算起。',
    'zh-tw': '截止時間與有效天數填寫其一；有效天數從發放之日算起。',
    'en-us': 'Give a deadline or a number of days valid, not both; the days count from when a coupon is given.',
  },
  customers: { 'zh-cn': '客户', 'zh-tw': '客戶', 'en-us': 'Customers' },
  give: { 'zh-cn': '发放', 'zh-tw': '發放', 'en-us': 'Give' },
  giveTitle: {
    'zh-cn': '发放优惠券“{{name}}”',
    'zh-tw': '發放優惠券「{{name}}」',
    'en-us': 'Give coupon “{{name}}”',
  },
  given_one: {
    'zh-cn': '已发放 {{count}} 张优惠券。',
    'zh-tw': '已發放 {{count}} 張優惠券。',
    'en-us': 'Gave {{count}} coupon.',
  },
  given_other: {
    'zh-cn': '已发放 {{count}} 张优惠券。',
    'zh-tw': '已發放 {{count}} 張優惠券。',
    'en-us': 'Gave {{count}} coupons.',
  },
  holders: { 'zh-cn': '领取记录', 'zh-tw': '領取記錄', 'en-us': 'Holders' },
  holdersTitle: {
    'zh-cn': '客户优惠券：{{name}}',
    'zh-tw': '客戶優惠券：{{name}}',
    'en-us': 'Customers’ coupons: {{name}}',
  },
  allCoupons: { 'zh-cn': '全部优惠券', 'zh-tw': '全部優惠券', 'en-us': 'All coupons' },
  allStates: { 'zh-cn': '全部', 'zh-tw': '全部', 'en-us': 'All' },
  anyCurrency: { 'zh-cn': '任意币种', 'zh-tw': '任意幣別', 'en-us': 'Any' },
  anyCurrencyHint: {
    'zh-cn': '不选择则适用于任意币种。',
    'zh-tw': '不選擇則適用於任意幣別。',
    'en-us': 'None chosen: good for any currency.',
  },

  // The customer's coupons
  usedTime: { 'zh-cn': '使用时间', 'zh-tw': '使用時間', 'en-us': 'Used on' },
  received: { 'zh-cn': '领取时间', 'zh-tw': '領取時間', 'en-us': 'Received' },
});
