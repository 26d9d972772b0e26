import type en from '../en-US/upload';
import type { Messages } from '../types';

const m: Messages<typeof en> = {
  upload: '上傳',
  chooseFile: '選擇檔案',
  fileHint: '{{types}}，不超過 {{max}}',
  preview: '預覽',
  remove: '刪除',
  dragToSort: '拖曳調整順序',
  displayImage: '展示圖',
  displayMax: '最多只能選擇 {{max}} 張展示圖',
  typeRefused: '檔案類型不允許，只能上傳 {{types}}',
  sizeRefused: '檔案過大，不能超過 {{max}}',
  countRefused: '最多只能上傳 {{max}} 個檔案',
  singleRefused: '只能上傳一個檔案，請先刪除目前的檔案',
  bold: '粗體',
  italic: '斜體',
  heading: '標題 {{level}}',
  bulletList: '項目符號清單',
  orderedList: '編號清單',
  link: '連結',
  linkPrompt: '連結位址（留空則移除連結）',
  undo: '復原',
  redo: '取消復原',
  insertImage: '插入圖片',
  insertVideo: '插入影片',
  insertAttachment: '插入附件',
};
export default m;
