import { defineCatalog } from '@wms/contract';

/** Titles of the fixed routes. Menu routes take theirs from the contract's
 * `menuTitles` catalog (namespace `menu`). */
export default defineCatalog({
  dashboard: { 'zh-cn': '首页', 'zh-tw': '首頁', 'en-us': 'Home' },
  settings: { 'zh-cn': '系统设置', 'zh-tw': '系統設定', 'en-us': 'Settings' },
  profile: { 'zh-cn': '个人中心', 'zh-tw': '個人中心', 'en-us': 'Personal centre' },
  messages: { 'zh-cn': '我的消息', 'zh-tw': '我的訊息', 'en-us': 'Messages' },
  preview: { 'zh-cn': '推广活动预览', 'zh-tw': '推廣活動預覽', 'en-us': 'Promotion activity preview' },
  notice: { 'zh-cn': '通知公告', 'zh-tw': '通知公告', 'en-us': 'Notice' },
  help: { 'zh-cn': '帮助教程', 'zh-tw': '說明教學', 'en-us': 'Help tutorial' },
  notFound: { 'zh-cn': '页面不存在', 'zh-tw': '頁面不存在', 'en-us': 'Page not found' },
  unauthorized: { 'zh-cn': '没有权限', 'zh-tw': '沒有權限', 'en-us': 'No permission' },
  authorization: { 'zh-cn': '店铺授权', 'zh-tw': '店鋪授權', 'en-us': 'Shop authorisation' },
  propaganda: { 'zh-cn': '推广', 'zh-tw': '推廣', 'en-us': 'Promotion' },
  redirect: { 'zh-cn': '跳转中', 'zh-tw': '跳轉中', 'en-us': 'Redirecting' },
  signIn: { 'zh-cn': '登录', 'zh-tw': '登入', 'en-us': 'Sign in' },
});
