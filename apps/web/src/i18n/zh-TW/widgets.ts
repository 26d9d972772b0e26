import type en from '../en-US/widgets';
import type { Messages } from '../types';

const m: Messages<typeof en> = {
  cancel: '取消',
  save: '儲存',
  clear: '清除',
  regionPlaceholder: '國家 / 省 / 市 / 區縣 / 鄉鎮',
  regionEmpty: '暫無地區',
  wizardBack: '上一步',
  wizardNext: '下一步',
  wizardSubmit: '提交',
  wizardDone: '完成',
  wizardFinish: '完成',
  sectionHasErrors: '需修改',
  sectionsInvalid: '請檢查以下部分：{{sections}}',
  iconChoose: '選擇圖示',
  iconSearch: '搜尋圖示',
  iconNone: '沒有符合的圖示',
  previousPage: '上一頁',
  nextPage: '下一頁',
};
export default m;
