import { defineCatalog } from './define.js';

/** The cascading region selector. */
export const regionMessages = defineCatalog({
  'region.notFound': {
    'zh-cn': '地区 {id} 不存在：请重新选择地区。',
    'zh-tw': '地區 {id} 不存在：請重新選擇地區。',
    'en-us': 'There is no region {id}: choose the region again.',
  },
  'region.unknown': {
    'zh-cn': '{label}不是可选的地区：请从列表中选择。',
    'zh-tw': '{label}不是可選的地區：請從清單中選擇。',
    'en-us': '{label} is not a region offered: choose one from the list.',
  },
});
