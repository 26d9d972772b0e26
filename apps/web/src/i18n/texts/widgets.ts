import { defineCatalog } from '@wms/contract';

/** Texts of the widgets in apps/web/src/components. */
export default defineCatalog({
  cancel: { 'zh-cn': '取消', 'zh-tw': '取消', 'en-us': 'Cancel' },
  save: { 'zh-cn': '保存', 'zh-tw': '儲存', 'en-us': 'Save' },
  clear: { 'zh-cn': '清除', 'zh-tw': '清除', 'en-us': 'Clear' },
  regionPlaceholder: {
    'zh-cn': '国家 / 省 / 市 / 区县 / 乡镇',
    'zh-tw': '國家 / 省 / 市 / 區縣 / 鄉鎮',
    'en-us': 'Country / province / city / county / town',
  },
  regionEmpty: { 'zh-cn': '暂无地区', 'zh-tw': '暫無地區', 'en-us': 'No regions' },
  wizardBack: { 'zh-cn': '上一步', 'zh-tw': '上一步', 'en-us': 'Back' },
  wizardNext: { 'zh-cn': '下一步', 'zh-tw': '下一步', 'en-us': 'Next' },
  wizardSubmit: { 'zh-cn': '提交', 'zh-tw': '提交', 'en-us': 'Submit' },
  wizardDone: { 'zh-cn': '完成', 'zh-tw': '完成', 'en-us': 'Done' },
  wizardFinish: { 'zh-cn': '完成', 'zh-tw': '完成', 'en-us': 'Finish' },
  sectionHasErrors: { 'zh-cn': '需修改', 'zh-tw': '需修改', 'en-us': 'Needs attention' },
  sectionsInvalid: {
    'zh-cn': '请检查以下部分：{{sections}}',
    'zh-tw': '請檢查以下部分：{{sections}}',
    'en-us': 'Please check these sections: {{sections}}',
  },
  iconChoose: { 'zh-cn': '选择图标', 'zh-tw': '選擇圖示', 'en-us': 'Choose an icon' },
  iconSearch: { 'zh-cn': '搜索图标', 'zh-tw': '搜尋圖示', 'en-us': 'Search icons' },
  iconNone: { 'zh-cn': '没有匹配的图标', 'zh-tw': '沒有符合的圖示', 'en-us': 'No icon matches' },
  previousPage: { 'zh-cn': '上一页', 'zh-tw': '上一頁', 'en-us': 'Previous page' },
  nextPage: { 'zh-cn': '下一页', 'zh-tw': '下一頁', 'en-us': 'Next page' },
});
