import type en from '../en-US/settings';
import type { Messages } from '../types';

const settings: Messages<typeof en> = {
  title: '页面设置',
  localSection: '本浏览器',
  serverSection: '打印与设备（保存到账户）',
  theme: '主题色',
  tagsView: '开启标签页',
  fixedHeader: '固定头部',
  sidebarLogo: '侧边栏 Logo',
  fixedActionBar: '固定操作栏',
  hoverWindow: '设备预览窗口',
  openService: '连接打印',
  localService: '本地服务地址',
  autoPrint: '自动打印拣货单',
  autoPrintWarehouses: '自动打印的仓库',
  noWarehouses: '暂无可选仓库',
  pickingRows: '拣货单行数',
  pickingColumns: '拣货单列数',
  cameraKeyUp: '拍照按键',
  scaleKeyUp: '电子秤取值按键',
  keyPlaceholder: '按下按键，例如 F2',
  save: '保存',
  reset: '重置',
  saved: '设置已保存',
  reloaded: '已从服务器重新加载配置',
  atLeastOne: '至少为 1',
  required: '必填',
  invalidAddress: '须为 ws://、wss://、http:// 或 https:// 地址',
};
export default settings;
