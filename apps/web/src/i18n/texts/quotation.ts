import { defineCatalog } from '@wms/contract';

/** Texts of the price screens (quotations, customer prices, charge rules, the freight trial); the
 * field labels are the contract's (`quotationTexts`). */
export default defineCatalog({
  // Freight quotation lines
  figures: { 'zh-cn': '价格明细', 'zh-tw': '價格明細', 'en-us': 'Prices' },
  lineN: { 'zh-cn': '价格行 {{n}}', 'zh-tw': '價格行 {{n}}', 'en-us': 'Line {{n}}' },
  addLine: { 'zh-cn': '添加价格行', 'zh-tw': '新增價格行', 'en-us': 'Add a line' },
  removeLine: { 'zh-cn': '删除价格行 {{n}}', 'zh-tw': '刪除價格行 {{n}}', 'en-us': 'Remove line {{n}}' },
  countries: { 'zh-cn': '国家/地区', 'zh-tw': '國家/地區', 'en-us': 'Countries' },
  zoneHint: {
    'zh-cn': '一行含多个国家/地区时填写',
    'zh-tw': '一行含多個國家/地區時填寫',
    'en-us': 'For a line of several countries',
  },
  addBracket: { 'zh-cn': '添加区间', 'zh-tw': '新增區間', 'en-us': 'Add a bracket' },
  removeBracket: { 'zh-cn': '删除区间 {{n}}', 'zh-tw': '刪除區間 {{n}}', 'en-us': 'Remove bracket {{n}}' },
  // Set-up forms
  perDayHint: {
    'zh-cn': '免费天数之后，每立方米或每千克每天的价格',
    'zh-tw': '免費天數之後，每立方公尺或每公斤每天的價格',
    'en-us': 'Per m³ or per kg, each day after the free days',
  },
  amountHint: {
    'zh-cn': '按规则金额计费时的单价，以本位币计',
    'zh-tw': '按規則金額計費時的單價，以本位幣計',
    'en-us': 'The price when the rule sets its own amount, in the base currency',
  },
  percent: { 'zh-cn': '百分比（%）', 'zh-tw': '百分比（%）', 'en-us': 'Percentage (%)' },
  percentHint: { 'zh-cn': '10 即 10%', 'zh-tw': '10 即 10%', 'en-us': '10 is 10%' },
  taxRateHint: { 'zh-cn': '小数：0.06 即 6%', 'zh-tw': '小數：0.06 即 6%', 'en-us': 'A fraction: 0.06 is 6%' },
  pickGrouping: { 'zh-cn': '选择增值服务分组', 'zh-tw': '選擇增值服務分組', 'en-us': 'Choose a service grouping' },
  // Freight trial
  weightKg: { 'zh-cn': '重量（千克）', 'zh-tw': '重量（公斤）', 'en-us': 'Weight (kg)' },
  lengthCm: { 'zh-cn': '长（厘米）', 'zh-tw': '長（公分）', 'en-us': 'Length (cm)' },
  widthCm: { 'zh-cn': '宽（厘米）', 'zh-tw': '寬（公分）', 'en-us': 'Width (cm)' },
  heightCm: { 'zh-cn': '高（厘米）', 'zh-tw': '高（公分）', 'en-us': 'Height (cm)' },
  showIn: { 'zh-cn': '同时显示为币种', 'zh-tw': '同時顯示為幣別', 'en-us': 'Also show in' },
  customerHint: {
    'zh-cn': '按该客户的价格试算；不选则按默认价格',
    'zh-tw': '按該客戶的價格試算；不選則按預設價格',
    'en-us': "At this customer's prices; left empty, at the default ones",
  },
  runTrial: { 'zh-cn': '试算', 'zh-tw': '試算', 'en-us': 'Price it' },
  trialHint: {
    'zh-cn': '填写包裹信息后点击“试算”：列出每个渠道的价格，最便宜的在前。',
    'zh-tw': '填寫包裹資訊後點選「試算」：列出每個通路的價格，最便宜的在前。',
    'en-us': 'Enter the parcel and press Price it: every channel is priced, the cheapest first.',
  },
  pricedCount_one: {
    'zh-cn': '可用渠道（{{count}}）',
    'zh-tw': '可用通路（{{count}}）',
    'en-us': '{{count}} channel takes it',
  },
  pricedCount_other: {
    'zh-cn': '可用渠道（{{count}}）',
    'zh-tw': '可用通路（{{count}}）',
    'en-us': '{{count}} channels take it',
  },
  refusedCount_one: {
    'zh-cn': '不可用渠道（{{count}}）',
    'zh-tw': '不可用通路（{{count}}）',
    'en-us': '{{count}} channel refuses it',
  },
  refusedCount_other: {
    'zh-cn': '不可用渠道（{{count}}）',
    'zh-tw': '不可用通路（{{count}}）',
    'en-us': '{{count}} channels refuse it',
  },
  noneTakes: {
    'zh-cn': '没有渠道可以寄送该包裹',
    'zh-tw': '沒有通路可以寄送該包裹',
    'en-us': 'No channel takes this parcel',
  },
  cheapest: { 'zh-cn': '最便宜', 'zh-tw': '最便宜', 'en-us': 'Cheapest' },
  rate: {
    'zh-cn': '（汇率 1 {{from}} = {{rate}} {{to}}）',
    'zh-tw': '（匯率 1 {{from}} = {{rate}} {{to}}）',
    'en-us': '(at 1 {{from}} = {{rate}} {{to}})',
  },
  breakdown: { 'zh-cn': '费用明细', 'zh-tw': '費用明細', 'en-us': 'Breakdown' },
  item: { 'zh-cn': '项目', 'zh-tw': '項目', 'en-us': 'Item' },
  amount: { 'zh-cn': '金额', 'zh-tw': '金額', 'en-us': 'Amount' },
  total: { 'zh-cn': '合计', 'zh-tw': '合計', 'en-us': 'Total' },
  kg: { 'zh-cn': '{{q}} 千克', 'zh-tw': '{{q}} 公斤', 'en-us': '{{q}} kg' },
  steps: { 'zh-cn': '× {{q}}', 'zh-tw': '× {{q}}', 'en-us': '× {{q}}' },
  kindFirst: { 'zh-cn': '首重', 'zh-tw': '首重', 'en-us': 'First weight' },
  kindSteps: { 'zh-cn': '续重', 'zh-tw': '續重', 'en-us': 'Additional weight' },
  kindBracket: { 'zh-cn': '重量区间', 'zh-tw': '重量區間', 'en-us': 'Weight bracket' },
  kindMinimum: { 'zh-cn': '补足最低收费', 'zh-tw': '補足最低收費', 'en-us': 'Up to the minimum charge' },
  kindRounding: { 'zh-cn': '取整', 'zh-tw': '取整', 'en-us': 'Rounding' },
});
