import { defineCatalog } from '@wms/contract';

/** Texts of the address books (recipients, declarants, self-pickup points) and their pickers. */
export default defineCatalog({
  recipient: { 'zh-cn': '收件人信息', 'zh-tw': '收件人資料', 'en-us': 'recipient' },
  declarant: { 'zh-cn': '申报人信息', 'zh-tw': '申報人資料', 'en-us': 'declarant' },
  selfPickup: { 'zh-cn': '自提点', 'zh-tw': '自取點', 'en-us': 'self-pickup point' },
  addRecipient: { 'zh-cn': '新增收件人信息', 'zh-tw': '新增收件人資料', 'en-us': 'Add recipient' },
  editRecipient: { 'zh-cn': '编辑收件人信息', 'zh-tw': '編輯收件人資料', 'en-us': 'Edit recipient' },
  addDeclarant: { 'zh-cn': '新增申报人信息', 'zh-tw': '新增申報人資料', 'en-us': 'Add declarant' },
  editDeclarant: { 'zh-cn': '编辑申报人信息', 'zh-tw': '編輯申報人資料', 'en-us': 'Edit declarant' },
  addSelfPickup: { 'zh-cn': '新增自提点', 'zh-tw': '新增自取點', 'en-us': 'Add self-pickup point' },
  editSelfPickup: { 'zh-cn': '编辑自提点', 'zh-tw': '編輯自取點', 'en-us': 'Edit self-pickup point' },
  copyFromEntry: { 'zh-cn': '从已有信息复制', 'zh-tw': '從已有資料複製', 'en-us': 'Copy from an entry' },
  pickRecipient: { 'zh-cn': '选择收件人信息', 'zh-tw': '選擇收件人資料', 'en-us': 'Pick a recipient' },
  pickSelfPickup: { 'zh-cn': '选择自提点', 'zh-tw': '選擇自取點', 'en-us': 'Pick a self-pickup point' },
  pickDeclarant: { 'zh-cn': '选择申报人', 'zh-tw': '選擇申報人', 'en-us': 'Pick a declarant' },
  countryPhoneHint: {
    'zh-cn': '电话按所选国家/地区的号码规则检查',
    'zh-tw': '電話按所選國家/地區的號碼規則檢查',
    'en-us': "Phones are checked against the chosen country's numbering",
  },
});
