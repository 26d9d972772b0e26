import { defineCatalog } from '@wms/contract';

/** Texts of the table, search panel and picker widgets (apps/web/src/components). */
export default defineCatalog({
  pleaseSelectRow: { 'zh-cn': '请选择一行', 'zh-tw': '請選擇一行', 'en-us': 'Please select a row' },
  allStates: { 'zh-cn': '全部', 'zh-tw': '全部', 'en-us': 'All' },
  irreversible: {
    'zh-cn': '此操作不可撤销，确定继续吗？',
    'zh-tw': '此操作不可撤銷，確定繼續嗎？',
    'en-us': 'This cannot be undone. Go ahead?',
  },
  pleaseEnter: { 'zh-cn': '请输入{{label}}', 'zh-tw': '請輸入{{label}}', 'en-us': 'Please enter {{label}}' },
  pleaseSelect: { 'zh-cn': '请选择{{label}}', 'zh-tw': '請選擇{{label}}', 'en-us': 'Please select {{label}}' },
  more: { 'zh-cn': '更多', 'zh-tw': '更多', 'en-us': 'More' },
  columns: { 'zh-cn': '列设置', 'zh-tw': '欄位設定', 'en-us': 'Columns' },
  moveUp: { 'zh-cn': '上移', 'zh-tw': '上移', 'en-us': 'Move up' },
  moveDown: { 'zh-cn': '下移', 'zh-tw': '下移', 'en-us': 'Move down' },
  resetColumns: { 'zh-cn': '重置列', 'zh-tw': '重設欄位', 'en-us': 'Reset columns' },
  replicated: { 'zh-cn': '已复制', 'zh-tw': '已複製', 'en-us': 'Copied' },
  copyFailed: { 'zh-cn': '复制失败', 'zh-tw': '複製失敗', 'en-us': 'Copy failed' },
  actions: { 'zh-cn': '操作', 'zh-tw': '操作', 'en-us': 'Actions' },
  total: { 'zh-cn': '合计', 'zh-tw': '合計', 'en-us': 'Total' },
  detail: { 'zh-cn': '详情', 'zh-tw': '詳情', 'en-us': 'Detail' },
  expand: { 'zh-cn': '展开', 'zh-tw': '展開', 'en-us': 'Expand' },
  collapse: { 'zh-cn': '收起', 'zh-tw': '收起', 'en-us': 'Collapse' },
  clear: { 'zh-cn': '清除', 'zh-tw': '清除', 'en-us': 'Clear' },
  cannotBeEmpty: { 'zh-cn': '不能为空', 'zh-tw': '不能為空', 'en-us': 'cannot be empty' },
  notSaved: {
    'zh-cn': '未保存：请检查{{columns}}',
    'zh-tw': '未儲存：請檢查{{columns}}',
    'en-us': 'Not saved: check {{columns}}',
  },
});
