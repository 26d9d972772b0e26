import { defineCatalog } from '@wms/contract';

/** Texts of the upload widgets and the rich-text editor in apps/web/src/components. */
export default defineCatalog({
  upload: { 'zh-cn': '上传', 'zh-tw': '上傳', 'en-us': 'Upload' },
  chooseFile: { 'zh-cn': '选择文件', 'zh-tw': '選擇檔案', 'en-us': 'Choose file' },
  fileHint: {
    'zh-cn': '{{types}}，不超过 {{max}}',
    'zh-tw': '{{types}}，不超過 {{max}}',
    'en-us': '{{types}}, at most {{max}}',
  },
  preview: { 'zh-cn': '预览', 'zh-tw': '預覽', 'en-us': 'Preview' },
  remove: { 'zh-cn': '删除', 'zh-tw': '刪除', 'en-us': 'Remove' },
  dragToSort: { 'zh-cn': '拖动调整顺序', 'zh-tw': '拖曳調整順序', 'en-us': 'Drag to change the order' },
  displayImage: { 'zh-cn': '展示图', 'zh-tw': '展示圖', 'en-us': 'Display image' },
  displayMax: {
    'zh-cn': '最多只能选择 {{max}} 张展示图',
    'zh-tw': '最多只能選擇 {{max}} 張展示圖',
    'en-us': 'You can select at most {{max}} display images',
  },
  typeRefused: {
    'zh-cn': '文件类型不允许，只能上传 {{types}}',
    'zh-tw': '檔案類型不允許，只能上傳 {{types}}',
    'en-us': 'This type of file is not allowed; allowed: {{types}}',
  },
  sizeRefused: {
    'zh-cn': '文件过大，不能超过 {{max}}',
    'zh-tw': '檔案過大，不能超過 {{max}}',
    'en-us': 'The file is too large; the limit is {{max}}',
  },
  countRefused: {
    'zh-cn': '最多只能上传 {{max}} 个文件',
    'zh-tw': '最多只能上傳 {{max}} 個檔案',
    'en-us': 'At most {{max}} files can be uploaded',
  },
  singleRefused: {
    'zh-cn': '只能上传一个文件，请先删除当前文件',
    'zh-tw': '只能上傳一個檔案，請先刪除目前的檔案',
    'en-us': 'Only one file can be uploaded; remove the current one first',
  },
  bold: { 'zh-cn': '粗体', 'zh-tw': '粗體', 'en-us': 'Bold' },
  italic: { 'zh-cn': '斜体', 'zh-tw': '斜體', 'en-us': 'Italic' },
  heading: { 'zh-cn': '标题 {{level}}', 'zh-tw': '標題 {{level}}', 'en-us': 'Heading {{level}}' },
  bulletList: { 'zh-cn': '无序列表', 'zh-tw': '項目符號清單', 'en-us': 'Bulleted list' },
  orderedList: { 'zh-cn': '有序列表', 'zh-tw': '編號清單', 'en-us': 'Numbered list' },
  link: { 'zh-cn': '链接', 'zh-tw': '連結', 'en-us': 'Link' },
  linkPrompt: {
    'zh-cn': '链接地址（留空则移除链接）',
    'zh-tw': '連結位址（留空則移除連結）',
    'en-us': 'Link address (empty removes the link)',
  },
  undo: { 'zh-cn': '撤销', 'zh-tw': '復原', 'en-us': 'Undo' },
  redo: { 'zh-cn': '重做', 'zh-tw': '取消復原', 'en-us': 'Redo' },
  insertImage: { 'zh-cn': '插入图片', 'zh-tw': '插入圖片', 'en-us': 'Insert image' },
  insertVideo: { 'zh-cn': '插入视频', 'zh-tw': '插入影片', 'en-us': 'Insert video' },
  insertAttachment: { 'zh-cn': '插入附件', 'zh-tw': '插入附件', 'en-us': 'Insert attachment' },
});
