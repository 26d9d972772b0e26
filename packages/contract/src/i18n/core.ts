import { defineCatalog } from './define.js';

/** Quick navigations, user messages, user configuration, option lists. */
export const coreMessages = defineCatalog({
  'quickNavigation.pathSpaces': {
    'zh-cn': '不能包含空白字符',
    'zh-tw': '不能包含空白字元',
    'en-us': 'must not contain spaces',
  },
  'quickNavigation.duplicatePath': {
    'zh-cn': '快捷导航重复',
    'zh-tw': '快捷導航重複',
    'en-us': 'the same quick navigation appears twice',
  },
  'quickNavigation.tooMany': {
    'zh-cn': '快捷导航最多 {max} 个',
    'zh-tw': '快捷導航最多 {max} 個',
    'en-us': 'At most {max} quick navigations',
  },
  'userMessages.idsOrAll': {
    'zh-cn': '请选择消息，或选择全部已读',
    'zh-tw': '請選擇訊息，或選擇全部已讀',
    'en-us': 'choose the messages, or All to mark every message read',
  },
  'userMessages.notFound': {
    'zh-cn': '消息不存在：{ids}',
    'zh-tw': '訊息不存在：{ids}',
    'en-us': 'No such message: {ids}',
  },
  'userMessages.usersNotFound': {
    'zh-cn': '用户不存在：{ids}',
    'zh-tw': '使用者不存在：{ids}',
    'en-us': 'no such user: {ids}',
  },
  'userConfiguration.localServiceConnection': {
    'zh-cn': '须为 ws://、wss://、http:// 或 https:// 开头的地址',
    'zh-tw': '須為 ws://、wss://、http:// 或 https:// 開頭的位址',
    'en-us': 'must be a ws://, wss://, http:// or https:// address',
  },
});
