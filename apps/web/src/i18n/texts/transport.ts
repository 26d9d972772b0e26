import { defineCatalog } from '@wms/contract';

/** Texts of the transport set-up screens (carriers and their tracking-number pools). */
export default defineCatalog({
  importNumbers: { 'zh-cn': '导入单号', 'zh-tw': '匯入單號', 'en-us': 'Import numbers' },
  numbersHint: {
    'zh-cn': '每行一个单号，也可用逗号或空格分隔；或选择 .txt / .xlsx 文件（第一列）',
    'zh-tw': '每行一個單號，也可用逗號或空格分隔；或選擇 .txt / .xlsx 檔案（第一欄）',
    'en-us': 'One number per line, or separated by commas or spaces; or choose a .txt or .xlsx file (first column)',
  },
  imported: {
    'zh-cn': '已导入 {{count}} 个单号',
    'zh-tw': '已匯入 {{count}} 個單號',
    'en-us': '{{count}} numbers imported',
  },
  void: { 'zh-cn': '作废', 'zh-tw': '作廢', 'en-us': 'Void' },
  voidNumber: {
    'zh-cn': '作废单号 {{number}}？作废后不能再使用。',
    'zh-tw': '作廢單號 {{number}}？作廢後不能再使用。',
    'en-us': 'Void {{number}}? A voided number is never used.',
  },
  file: { 'zh-cn': '文件', 'zh-tw': '檔案', 'en-us': 'File' },
  addEvent: { 'zh-cn': '添加事件', 'zh-tw': '新增事件', 'en-us': 'Add an event' },
  moveUp: { 'zh-cn': '上移', 'zh-tw': '上移', 'en-us': 'Move up' },
  moveDown: { 'zh-cn': '下移', 'zh-tw': '下移', 'en-us': 'Move down' },
  removeEvent: { 'zh-cn': '删除事件', 'zh-tw': '刪除事件', 'en-us': 'Remove the event' },
});
