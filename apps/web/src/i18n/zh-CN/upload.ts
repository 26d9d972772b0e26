import type en from '../en-US/upload';
import type { Messages } from '../types';

const m: Messages<typeof en> = {
  upload: '上传',
  chooseFile: '选择文件',
  fileHint: '{{types}}，不超过 {{max}}',
  preview: '预览',
  remove: '删除',
  dragToSort: '拖动调整顺序',
  displayImage: '展示图',
  displayMax: '最多只能选择 {{max}} 张展示图',
  typeRefused: '文件类型不允许，只能上传 {{types}}',
  sizeRefused: '文件过大，不能超过 {{max}}',
  countRefused: '最多只能上传 {{max}} 个文件',
  singleRefused: '只能上传一个文件，请先删除当前文件',
  bold: '粗体',
  italic: '斜体',
  heading: '标题 {{level}}',
  bulletList: '无序列表',
  orderedList: '有序列表',
  link: '链接',
  linkPrompt: '链接地址（留空则移除链接）',
  undo: '撤销',
  redo: '重做',
  insertImage: '插入图片',
  insertVideo: '插入视频',
  insertAttachment: '插入附件',
};
export default m;
