import { defineCatalog } from './define.js';

/** The cascading region selector. */
export const regionMessages = defineCatalog({
  'region.notFound': {
    'zh-cn': '地区 {id} 不存在',
    'zh-tw': '地區 {id} 不存在',
    'en-us': 'No such region: {id}',
  },
  'region.unknown': {
    'zh-cn': '不是可选的地区',
    'zh-tw': '不是可選的地區',
    'en-us': 'not a known region',
  },
});
