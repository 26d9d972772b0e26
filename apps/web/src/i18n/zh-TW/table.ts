import type en from '../en-US/table';
import type { Messages } from '../types';

const m: Messages<typeof en> = {
  pleaseSelectRow: '請選擇一行',
  pleaseEnter: '請輸入{{label}}',
  pleaseSelect: '請選擇{{label}}',
  more: '更多',
  columns: '欄位設定',
  moveUp: '上移',
  moveDown: '下移',
  resetColumns: '重設欄位',
  replicated: '已複製',
  copyFailed: '複製失敗',
  actions: '操作',
  total: '合計',
  detail: '詳情',
  expand: '展開',
  collapse: '收起',
  clear: '清除',
  cannotBeEmpty: '不能為空',
  notSaved: '未儲存：請檢查{{columns}}',
};
export default m;
