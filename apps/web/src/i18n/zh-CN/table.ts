import type en from '../en-US/table';
import type { Messages } from '../types';

const m: Messages<typeof en> = {
  pleaseSelectRow: '请选择一行',
  pleaseEnter: '请输入{{label}}',
  pleaseSelect: '请选择{{label}}',
  more: '更多',
  columns: '列设置',
  moveUp: '上移',
  moveDown: '下移',
  resetColumns: '重置列',
  replicated: '已复制',
  copyFailed: '复制失败',
  actions: '操作',
  total: '合计',
  detail: '详情',
  expand: '展开',
  collapse: '收起',
  clear: '清除',
  cannotBeEmpty: '不能为空',
  notSaved: '未保存：请检查{{columns}}',
};
export default m;
