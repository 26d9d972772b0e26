import { defineCatalog } from './define.js';

/** Shelves, the goods on them and stock-taking. Keys ending in a field rule read after
 * "Field X:" (lower-case English); the others are whole sentences (Code 4 refusals). */
export const shelvesMessages = defineCatalog({
  'shelves.numberCharacters': {
    'zh-cn': '{label}包含不允许的字符：只能使用字母、数字和符号，不能有空格或中文（它会打印成条码）。',
    'zh-tw': '{label}包含不允許的字元：只能使用字母、數字和符號，不能有空格或中文（它會列印成條碼）。',
    'en-us':
      '{label} has characters that are not allowed: use letters, digits and symbols only, without spaces or Chinese, as it is printed as a barcode.',
  },
  'shelves.numberTaken': {
    'zh-cn': '{label} {value} 已被该仓库的其他货架使用：请换一个{label}。',
    'zh-tw': '{label} {value} 已被該倉庫的其他貨架使用：請換一個{label}。',
    'en-us': '{label} {value} is already used by another shelf of this warehouse: enter a different one.',
  },
  'shelves.unknownPartition': {
    'zh-cn': '{label}不存在：请从列表中选择分区。',
    'zh-tw': '{label}不存在：請從清單中選擇分區。',
    'en-us': '{label} does not exist: choose a partition from the list.',
  },
  'shelves.partitionOfOtherWarehouse': {
    'zh-cn': '{label}不是所选仓库的分区：请选择该仓库的分区。',
    'zh-tw': '{label}不是所選倉庫的分區：請選擇該倉庫的分區。',
    'en-us': '{label} is not a partition of the chosen warehouse: choose one of its partitions.',
  },
  'shelves.batchTooLarge': {
    'zh-cn': '{label}过大：一次最多生成 {max} 个货架（行数 × 列数）。',
    'zh-tw': '{label}過大：一次最多產生 {max} 個貨架（行數 × 列數）。',
    'en-us':
      '{label} is too large: one batch makes at most {max, plural, one {# shelf} other {# shelves}} (rows × columns).',
  },
  'shelves.batchAmbiguous': {
    'zh-cn': '{label}不够：会生成重复的编号（如 {number}），请使用分隔符或增加补零位数。',
    'zh-tw': '{label}不夠：會產生重複的編號（如 {number}），請使用分隔符或增加補零位數。',
    'en-us':
      '{label} is too few: the batch would make the number {number} twice, so use a separator or more padding digits.',
  },
  'shelves.batchDuplicates': {
    'zh-cn': '{label}生成的编号中有 {count} 个已存在（{numbers}），未生成任何货架：请换一个{label}。',
    'zh-tw': '{label}產生的編號中有 {count} 個已存在（{numbers}），未產生任何貨架：請換一個{label}。',
    'en-us':
      '{label} makes {count, plural, one {# shelf number that already exists} other {# shelf numbers that already exist}} ({numbers}), so no shelf was made: choose a different one.',
  },
  'shelves.holdsGoods': {
    'zh-cn': '货架 {number} 上还有 {quantity} 件货物：请先移走货物。',
    'zh-tw': '貨架 {number} 上還有 {quantity} 件貨物：請先移走貨物。',
    'en-us':
      'Shelf {number} still holds {quantity, plural, one {# item} other {# items}}: move {quantity, plural, one {it} other {them}} first.',
  },
  'shelves.moveWithGoods': {
    'zh-cn': '货架 {number} 上有货物，不能改到其他仓库：请先移走货物。',
    'zh-tw': '貨架 {number} 上有貨物，不能改到其他倉庫：請先移走貨物。',
    'en-us': 'Shelf {number} holds goods, so it cannot move to another warehouse: move the goods first.',
  },
  'shelves.sameShelf': {
    'zh-cn': '{label}与转出货架相同：请选择另一个货架。',
    'zh-tw': '{label}與轉出貨架相同：請選擇另一個貨架。',
    'en-us': '{label} is the shelf the goods are moved from: choose another shelf.',
  },
  'shelves.otherWarehouse': {
    'zh-cn': '{label}在其他仓库：请选择同一仓库的货架。',
    'zh-tw': '{label}在其他倉庫：請選擇同一倉庫的貨架。',
    'en-us': '{label} is in another warehouse: choose a shelf of the same warehouse.',
  },
  'shelves.deactivated': {
    'zh-cn': '{label} {number} 已停用，不能放入货物：请选择其他货架。',
    'zh-tw': '{label} {number} 已停用，不能放入貨物：請選擇其他貨架。',
    'en-us': '{label} {number} is deactivated and takes no goods: choose another shelf.',
  },
  'shelves.nothingToMove': {
    'zh-cn': '货架 {number} 上没有可移动的货物：请选择有货物的货架。',
    'zh-tw': '貨架 {number} 上沒有可移動的貨物：請選擇有貨物的貨架。',
    'en-us': 'Shelf {number} holds no goods to move: choose a shelf that holds goods.',
  },
  'shelves.frozenGoods': {
    'zh-cn': '货架 {number} 上有 {quantity} 件货物已被订单冻结，不能整架转移：请先处理这些订单。',
    'zh-tw': '貨架 {number} 上有 {quantity} 件貨物已被訂單凍結，不能整架轉移：請先處理這些訂單。',
    'en-us':
      'Shelf {number} has {quantity, plural, one {# item} other {# items}} frozen for orders, so it cannot be moved whole: deal with those orders first.',
  },
  'shelves.overCapacity': {
    'zh-cn':
      '货架 {number} 放不下这些货物：需要 {used} 厘米（长 × 宽 × 高），货架只有 {size} 厘米，本仓库不允许超出货架容量：请选择更大的货架。',
    'zh-tw':
      '貨架 {number} 放不下這些貨物：需要 {used} 公分（長 × 寬 × 高），貨架只有 {size} 公分，本倉庫不允許超出貨架容量：請選擇更大的貨架。',
    'en-us':
      'Shelf {number} cannot take these goods, and this warehouse refuses goods over a shelf’s capacity: they need {used} cm (length × width × height) and the shelf is {size} cm, so choose a bigger shelf.',
  },
  'shelves.overCapacityWarning': {
    'zh-cn': '货架 {number} 已超出容量：货物需要 {used} 厘米（长 × 宽 × 高），货架只有 {size} 厘米。',
    'zh-tw': '貨架 {number} 已超出容量：貨物需要 {used} 公分（長 × 寬 × 高），貨架只有 {size} 公分。',
    'en-us':
      'Shelf {number} is over capacity: the goods need {used} cm (length × width × height) and the shelf is {size} cm.',
  },
  'shelves.deactivatedWithGoods': {
    'zh-cn': '货架 {number} 已停用，但上面还有货物（{quantity} 件）：货物留在架上直到移走，之后不能再放入货物。',
    'zh-tw': '貨架 {number} 已停用，但上面還有貨物（{quantity} 件）：貨物留在架上直到移走，之後不能再放入貨物。',
    'en-us':
      'Shelf {number} is deactivated but still holds goods (quantity {quantity}): they stay on it until moved, and no goods can be put on it.',
  },
  'shelves.unknownShelf': {
    'zh-cn': '{label}不存在：请从列表中选择货架。',
    'zh-tw': '{label}不存在：請從清單中選擇貨架。',
    'en-us': '{label} does not exist: choose a shelf from the list.',
  },
  'shelves.pdfTitle': { 'zh-cn': '货架标签', 'zh-tw': '貨架標籤', 'en-us': 'Shelf labels' },
  'inventory.unknownCommodity': {
    'zh-cn': '{label}不存在：请从列表中选择商品。',
    'zh-tw': '{label}不存在：請從清單中選擇商品。',
    'en-us': '{label} does not exist: choose a commodity from the list.',
  },
  'inventory.notOwnersCommodity': {
    'zh-cn': '{label}不属于所选货主：请选择该货主的商品。',
    'zh-tw': '{label}不屬於所選貨主：請選擇該貨主的商品。',
    'en-us': '{label} does not belong to the chosen owner: choose one of their commodities.',
  },
  'inventory.notEnough': {
    'zh-cn': '货架 {number} 库存不足：{code}（{kind}）只有 {have} 件，需要 {need} 件；请减少数量或选择其他货架。',
    'zh-tw': '貨架 {number} 庫存不足：{code}（{kind}）只有 {have} 件，需要 {need} 件；請減少數量或選擇其他貨架。',
    'en-us':
      'Not enough stock on shelf {number}: it holds {have} of {code} ({kind}) and {need} are needed, so lower the quantity or choose another shelf.',
  },
  'inventory.log.stockTake': {
    'zh-cn': '盘点 {code}（{kind}）：{before} → {after}',
    'zh-tw': '盤點 {code}（{kind}）：{before} → {after}',
    'en-us': 'Stock-take {code} ({kind}): {before} → {after}',
  },
});
