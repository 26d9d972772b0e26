import { defineCatalog } from '@wms/contract';

/** The settings drawer and the Settings page. */
export default defineCatalog({
  title: { 'zh-cn': '页面设置', 'zh-tw': '頁面設定', 'en-us': 'Page settings' },
  localSection: { 'zh-cn': '本浏览器', 'zh-tw': '本瀏覽器', 'en-us': 'This browser' },
  serverSection: {
    'zh-cn': '打印与设备（保存到账户）',
    'zh-tw': '列印與裝置（儲存到帳戶）',
    'en-us': 'Printing and devices (saved to your account)',
  },
  theme: { 'zh-cn': '主题色', 'zh-tw': '主題色', 'en-us': 'Theme colour' },
  tagsView: { 'zh-cn': '开启标签页', 'zh-tw': '開啟標籤頁', 'en-us': 'Tags view' },
  fixedHeader: { 'zh-cn': '固定头部', 'zh-tw': '固定頁首', 'en-us': 'Fixed header' },
  sidebarLogo: { 'zh-cn': '侧边栏 Logo', 'zh-tw': '側邊欄 Logo', 'en-us': 'Sidebar logo' },
  fixedActionBar: { 'zh-cn': '固定操作栏', 'zh-tw': '固定操作列', 'en-us': 'Fixed action bar' },
  hoverWindow: { 'zh-cn': '设备预览窗口', 'zh-tw': '裝置預覽視窗', 'en-us': 'Device preview window' },
  openService: { 'zh-cn': '连接打印', 'zh-tw': '連線列印', 'en-us': 'Connect printing' },
  localService: { 'zh-cn': '本地服务地址', 'zh-tw': '本機服務位址', 'en-us': 'Local service address' },
  autoPrint: { 'zh-cn': '自动打印拣货单', 'zh-tw': '自動列印揀貨單', 'en-us': 'Print picking lists automatically' },
  autoPrintWarehouses: {
    'zh-cn': '自动打印的仓库',
    'zh-tw': '自動列印的倉庫',
    'en-us': 'Warehouses printed automatically',
  },
  noWarehouses: { 'zh-cn': '暂无可选仓库', 'zh-tw': '暫無可選倉庫', 'en-us': 'No warehouses to choose' },
  pickingRows: { 'zh-cn': '拣货单行数', 'zh-tw': '揀貨單列數', 'en-us': 'Picking-list rows' },
  pickingColumns: { 'zh-cn': '拣货单列数', 'zh-tw': '揀貨單欄數', 'en-us': 'Picking-list columns' },
  cameraKeyUp: { 'zh-cn': '拍照按键', 'zh-tw': '拍照按鍵', 'en-us': 'Camera key' },
  scaleKeyUp: { 'zh-cn': '电子秤取值按键', 'zh-tw': '電子秤取值按鍵', 'en-us': 'Electronic scale key' },
  keyPlaceholder: { 'zh-cn': '按下按键，例如 F2', 'zh-tw': '按下按鍵，例如 F2', 'en-us': 'Press a key, e.g. F2' },
  save: { 'zh-cn': '保存', 'zh-tw': '儲存', 'en-us': 'Save' },
  reset: { 'zh-cn': '重置', 'zh-tw': '重設', 'en-us': 'Reset' },
  saved: { 'zh-cn': '设置已保存', 'zh-tw': '設定已儲存', 'en-us': 'Settings saved' },
  reloaded: {
    'zh-cn': '已从服务器重新加载配置',
    'zh-tw': '已從伺服器重新載入設定',
    'en-us': 'Configuration reloaded from the server',
  },
});
