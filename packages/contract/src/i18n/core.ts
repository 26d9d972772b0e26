import { defineCatalog } from './define.js';

/** Quick navigations, user messages, user configuration, option lists. */
export const coreMessages = defineCatalog({
  'quickNavigation.pathSpaces': {
    'zh-cn': '{label}包含空白字符：请去掉空格。',
    'zh-tw': '{label}包含空白字元：請去掉空格。',
    'en-us': '{label} contains spaces: remove them.',
  },
  'quickNavigation.duplicatePath': {
    'zh-cn': '{label}与其他快捷导航重复：每个只能添加一次。',
    'zh-tw': '{label}與其他快捷導覽重複：每個只能新增一次。',
    'en-us': '{label} repeats another quick navigation: add each one once.',
  },
  'quickNavigation.tooMany': {
    'zh-cn': '快捷导航最多 {max} 个：请先删除一些再添加。',
    'zh-tw': '快捷導覽最多 {max} 個：請先刪除一些再新增。',
    'en-us': 'You can keep at most {max} quick navigations: remove some before adding more.',
  },
  'userMessages.idsOrAll': {
    'zh-cn': '{label}未选择：请选择消息，或选择全部已读。',
    'zh-tw': '{label}未選擇：請選擇訊息，或選擇全部已讀。',
    'en-us': '{label} cannot be empty: choose the messages, or choose All to mark every message read.',
  },
  'userMessages.notFound': {
    'zh-cn': '消息 {ids} 不存在：请刷新列表。',
    'zh-tw': '訊息 {ids} 不存在：請重新整理清單。',
    'en-us': 'Message {ids} does not exist: refresh the list.',
  },
  'userMessages.usersNotFound': {
    'zh-cn': '{label}中有不存在的用户（{ids}）：请重新选择。',
    'zh-tw': '{label}中有不存在的使用者（{ids}）：請重新選擇。',
    'en-us': '{label} must name users that exist, not {ids}: choose the users again.',
  },
  'userConfiguration.localServiceConnection': {
    'zh-cn': '{label}不是有效的地址：须以 ws://、wss://、http:// 或 https:// 开头。',
    'zh-tw': '{label}不是有效的位址：須以 ws://、wss://、http:// 或 https:// 開頭。',
    'en-us': '{label} is not a valid address: it must start with ws://, wss://, http:// or https://.',
  },
});
