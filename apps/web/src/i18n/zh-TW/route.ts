import type en from '../en-US/route';
import type { Messages } from '../types';

const route: Messages<typeof en> = {
  dashboard: '首頁',
  settings: '系統設定',
  profile: '個人中心',
  messages: '我的訊息',
  preview: '推廣活動預覽',
  notice: '通知公告',
  help: '說明教學',
  notFound: '頁面不存在',
  unauthorized: '沒有權限',
  authorization: '店鋪授權',
  propaganda: '推廣',
  redirect: '跳轉中',
  signIn: '登入',
};
export default route;
