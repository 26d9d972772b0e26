import type en from '../en-US/settings';
import type { Messages } from '../types';

const settings: Messages<typeof en> = {
  title: '頁面設定',
  localSection: '本瀏覽器',
  serverSection: '列印與裝置（儲存到帳戶）',
  theme: '主題色',
  tagsView: '開啟標籤頁',
  fixedHeader: '固定頁首',
  sidebarLogo: '側邊欄 Logo',
  fixedActionBar: '固定操作列',
  hoverWindow: '裝置預覽視窗',
  openService: '連線列印',
  localService: '本機服務位址',
  autoPrint: '自動列印揀貨單',
  autoPrintWarehouses: '自動列印的倉庫',
  noWarehouses: '暫無可選倉庫',
  pickingRows: '揀貨單列數',
  pickingColumns: '揀貨單欄數',
  cameraKeyUp: '拍照按鍵',
  scaleKeyUp: '電子秤取值按鍵',
  keyPlaceholder: '按下按鍵，例如 F2',
  save: '儲存',
  reset: '重設',
  saved: '設定已儲存',
  reloaded: '已從伺服器重新載入設定',
  atLeastOne: '至少為 1',
  required: '必填',
  invalidAddress: '須為 ws://、wss://、http:// 或 https:// 位址',
};
export default settings;
