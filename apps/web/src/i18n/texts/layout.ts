import { defineCatalog } from '@wms/contract';

/** The layout: top bar, sidebar, tags view, hardware panel, push and scan notices. */
export default defineCatalog({
  toggleSidebar: { 'zh-cn': '收起或展开菜单', 'zh-tw': '收合或展開選單', 'en-us': 'Collapse or expand the menu' },
  searchMenus: { 'zh-cn': '搜索菜单', 'zh-tw': '搜尋選單', 'en-us': 'Search menus' },
  errorLog: { 'zh-cn': '错误日志', 'zh-tw': '錯誤日誌', 'en-us': 'Error log' },
  noErrors: { 'zh-cn': '暂无错误', 'zh-tw': '暫無錯誤', 'en-us': 'No errors' },
  errorTime: { 'zh-cn': '时间', 'zh-tw': '時間', 'en-us': 'Time' },
  errorMessage: { 'zh-cn': '信息', 'zh-tw': '訊息', 'en-us': 'Message' },
  errorSource: { 'zh-cn': '位置', 'zh-tw': '位置', 'en-us': 'Where' },
  clearErrors: { 'zh-cn': '清空', 'zh-tw': '清空', 'en-us': 'Clear' },
  fullscreen: { 'zh-cn': '全屏', 'zh-tw': '全螢幕', 'en-us': 'Full screen' },
  fullscreenUnsupported: {
    'zh-cn': '你的浏览器不支持全屏',
    'zh-tw': '你的瀏覽器不支援全螢幕',
    'en-us': 'Your browser does not support full screen',
  },
  size: { 'zh-cn': '布局大小', 'zh-tw': '版面大小', 'en-us': 'Size' },
  sizeDefault: { 'zh-cn': '默认', 'zh-tw': '預設', 'en-us': 'Default' },
  sizeMedium: { 'zh-cn': '中', 'zh-tw': '中', 'en-us': 'Medium' },
  sizeSmall: { 'zh-cn': '小', 'zh-tw': '小', 'en-us': 'Small' },
  sizeMini: { 'zh-cn': '迷你', 'zh-tw': '迷你', 'en-us': 'Mini' },
  messages: { 'zh-cn': '消息', 'zh-tw': '訊息', 'en-us': 'Messages' },
  notice: { 'zh-cn': '通知公告', 'zh-tw': '通知公告', 'en-us': 'Notices' },
  help: { 'zh-cn': '帮助', 'zh-tw': '說明', 'en-us': 'Help' },
  homePage: { 'zh-cn': '返回官网首页', 'zh-tw': '返回官網首頁', 'en-us': 'Home page' },
  printConnection: { 'zh-cn': '打印连接', 'zh-tw': '列印連線', 'en-us': 'Print connection' },
  profile: { 'zh-cn': '个人中心', 'zh-tw': '個人中心', 'en-us': 'Personal centre' },
  dashboard: { 'zh-cn': '首页', 'zh-tw': '首頁', 'en-us': 'Dashboard' },
  settings: { 'zh-cn': '系统设置', 'zh-tw': '系統設定', 'en-us': 'Settings' },
  logout: { 'zh-cn': '退出登录', 'zh-tw': '登出', 'en-us': 'Log out' },
  tagRefresh: { 'zh-cn': '刷新', 'zh-tw': '重新整理', 'en-us': 'Refresh' },
  tagClose: { 'zh-cn': '关闭', 'zh-tw': '關閉', 'en-us': 'Close' },
  tagCloseOthers: { 'zh-cn': '关闭其他', 'zh-tw': '關閉其他', 'en-us': 'Close others' },
  tagCloseAll: { 'zh-cn': '关闭所有', 'zh-tw': '關閉全部', 'en-us': 'Close all' },
  addShortcut: { 'zh-cn': '添加快捷导航', 'zh-tw': '新增快捷導覽', 'en-us': 'Add shortcut' },
  cancelShortcut: { 'zh-cn': '取消快捷导航', 'zh-tw': '取消快捷導覽', 'en-us': 'Cancel shortcut' },
  shortcutAdded: { 'zh-cn': '已添加快捷导航', 'zh-tw': '已新增快捷導覽', 'en-us': 'Shortcut added' },
  shortcutRemoved: { 'zh-cn': '已取消快捷导航', 'zh-tw': '已取消快捷導覽', 'en-us': 'Shortcut removed' },
  scanNotInMenu: {
    'zh-cn': '扫描到“{{code}}”：该页面不在您的菜单中',
    'zh-tw': '掃描到「{{code}}」：該頁面不在您的選單中',
    'en-us': 'Scanned “{{code}}”: that screen is not in your menu',
  },
  devices: { 'zh-cn': '设备', 'zh-tw': '裝置', 'en-us': 'Devices' },
  weight: { 'zh-cn': '重量', 'zh-tw': '重量', 'en-us': 'Weight' },
  camera: { 'zh-cn': '摄像头', 'zh-tw': '攝影機', 'en-us': 'Camera' },
  autoAcquire: { 'zh-cn': '自动获取', 'zh-tw': '自動擷取', 'en-us': 'Automatic acquisition' },
  deviceNotConnected: { 'zh-cn': '未连接', 'zh-tw': '未連線', 'en-us': 'Not connected' },
  deviceConnecting: { 'zh-cn': '连接中…', 'zh-tw': '連線中…', 'en-us': 'Connecting…' },
  deviceConnected: { 'zh-cn': '已连接', 'zh-tw': '已連線', 'en-us': 'Connected' },
  noImage: { 'zh-cn': '暂无图像', 'zh-tw': '暫無影像', 'en-us': 'No image' },
  scaleOff: { 'zh-cn': '电子秤已关闭', 'zh-tw': '電子秤已關閉', 'en-us': 'The electronic scale is turned off' },
  loadingSession: { 'zh-cn': '正在加载工作台…', 'zh-tw': '正在載入工作台…', 'en-us': 'Loading your workspace…' },
  openSettings: { 'zh-cn': '页面设置', 'zh-tw': '頁面設定', 'en-us': 'Page settings' },
  newMessage: { 'zh-cn': '新消息', 'zh-tw': '新訊息', 'en-us': 'New message' },
  printServiceNone: {
    'zh-cn': '{{address}} 没有本地打印服务应答',
    'zh-tw': '{{address}} 沒有本機列印服務回應',
    'en-us': 'No local print service answered at {{address}}',
  },
  printServiceWhatToDo: {
    'zh-cn': '请在本机启动本地打印服务，或在系统设置中更正其地址，然后重新打开打印连接。打印连接已关闭。',
    'zh-tw': '請在本機啟動本機列印服務，或在系統設定中更正其位址，然後重新開啟列印連線。列印連線已關閉。',
    'en-us':
      'Start the local print service on this computer, or correct its address under Settings, then switch Print connection on again. Print connection has been switched off.',
  },
  localNetworkPrompt: {
    'zh-cn':
      '浏览器将询问是否允许本网站访问本地网络上的设备：请选择“允许”，控制台才能连接本机的打印机、电子秤和摄像头。',
    'zh-tw':
      '瀏覽器將詢問是否允許本網站存取區域網路上的裝置：請選擇「允許」，主控台才能連線本機的印表機、電子秤和攝影機。',
    'en-us':
      'The browser will ask whether this site may reach devices on your local network: choose Allow, so the console can reach this computer’s printer, scale and camera.',
  },
  localNetworkDenied: {
    'zh-cn':
      '浏览器已禁止本网站访问本地网络：请在地址栏左侧的网站设置中将“本地网络访问”改为允许，然后重新打开打印连接。',
    'zh-tw':
      '瀏覽器已禁止本網站存取區域網路：請在網址列左側的網站設定中將「區域網路存取」改為允許，然後重新開啟列印連線。',
    'en-us':
      'The browser blocks this site from your local network: allow “Local network access” in the site settings (left of the address bar), then switch Print connection on again.',
  },
  testLabel: { 'zh-cn': '打印测试标签', 'zh-tw': '列印測試標籤', 'en-us': 'Print a test label' },
  scaleMissing: { 'zh-cn': '未找到电子秤', 'zh-tw': '未找到電子秤', 'en-us': 'No scale' },
  collapseDevices: {
    'zh-cn': '收起设备窗口',
    'zh-tw': '收合裝置視窗',
    'en-us': 'Collapse the device window',
  },
  expandDevices: {
    'zh-cn': '展开设备窗口',
    'zh-tw': '展開裝置視窗',
    'en-us': 'Open the device window',
  },
  closeDevices: {
    'zh-cn': '关闭设备窗口',
    'zh-tw': '關閉裝置視窗',
    'en-us': 'Close the device window',
  },
  printServiceNoAddress: {
    'zh-cn': '请先在系统设置中填写本地打印服务的地址，再打开打印连接。',
    'zh-tw': '請先在系統設定中填寫本機列印服務的位址，再開啟列印連線。',
    'en-us': 'Enter the address of the local print service under Settings first, then switch Print connection on.',
  },
});
