import type en from '../en-US/widgets';
import type { Messages } from '../types';

const m: Messages<typeof en> = {
  cancel: '取消',
  save: '保存',
  clear: '清除',
  regionPlaceholder: '国家 / 省 / 市 / 区县 / 乡镇',
  regionEmpty: '暂无地区',
  wizardBack: '上一步',
  wizardNext: '下一步',
  wizardSubmit: '提交',
  wizardDone: '完成',
  wizardFinish: '完成',
  sectionHasErrors: '需修改',
  sectionsInvalid: '请检查以下部分：{{sections}}',
  iconChoose: '选择图标',
  iconSearch: '搜索图标',
  iconNone: '没有匹配的图标',
  previousPage: '上一页',
  nextPage: '下一页',
};
export default m;
