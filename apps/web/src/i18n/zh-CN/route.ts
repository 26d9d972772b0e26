import type en from '../en-US/route';
import type { Messages } from '../types';

const route: Messages<typeof en> = {
  dashboard: '首页',
  settings: '系统设置',
  profile: '个人中心',
  messages: '我的消息',
  preview: '推广活动预览',
  notice: '通知公告',
  help: '帮助教程',
  notFound: '页面不存在',
  unauthorized: '没有权限',
  authorization: '店铺授权',
  propaganda: '推广',
  redirect: '跳转中',
  signIn: '登录',
};
export default route;
