import { defineCatalog } from './define.js';

/** Shelves, the goods on them and stock-taking. Keys ending in a field rule read after
 * "Field X:" (lower-case English); the others are whole sentences (Code 4 refusals). */
export const shelvesMessages = defineCatalog({
  'shelves.numberCharacters': {
    'zh-cn': '只能包含字母、数字和符号，不能有空格或中文（用于打印条码）',
    'zh-tw': '只能包含字母、數字和符號，不能有空格或中文（用於列印條碼）',
    'en-us': 'may hold letters, digits and symbols only, no spaces or Chinese (it is printed as a barcode)',
  },
  'shelves.numberTaken': {
    'zh-cn': '该仓库已有货架编号 {value}',
    'zh-tw': '該倉庫已有貨架編號 {value}',
    'en-us': 'the warehouse already has a shelf numbered {value}',
  },
  'shelves.unknownPartition': { 'zh-cn': '分区不存在', 'zh-tw': '分區不存在', 'en-us': 'no such partition' },
  'shelves.partitionOfOtherWarehouse': {
    'zh-cn': '不是所选仓库的分区',
    'zh-tw': '不是所選倉庫的分區',
    'en-us': 'is not a partition of the chosen warehouse',
  },
  'shelves.batchTooLarge': {
    'zh-cn': '一次最多生成 {max} 个货架（行数 × 列数）',
    'zh-tw': '一次最多產生 {max} 個貨架（行數 × 列數）',
    'en-us': 'at most {max} shelves in one batch (rows × columns)',
  },
  'shelves.batchAmbiguous': {
    'zh-cn': '会生成重复的编号（如 {number}），请使用分隔符或增加补零位数',
    'zh-tw': '會產生重複的編號（如 {number}），請使用分隔符或增加補零位數',
    'en-us': 'would make the same number twice (such as {number}): use a separator or more padding digits',
  },
  'shelves.batchDuplicates': {
    'zh-cn': '有 {count} 个货架编号已存在，未生成任何货架：{numbers}',
    'zh-tw': '有 {count} 個貨架編號已存在，未產生任何貨架：{numbers}',
    'en-us':
      '{count, plural, one {# of the shelf numbers already exists} other {# of the shelf numbers already exist}}, so no shelf was made: {numbers}',
  },
  'shelves.holdsGoods': {
    'zh-cn': '货架 {number} 上还有 {quantity} 件货物，请先移走',
    'zh-tw': '貨架 {number} 上還有 {quantity} 件貨物，請先移走',
    'en-us': 'Shelf {number} still holds {quantity, plural, one {# item; move it} other {# items; move them}} first',
  },
  'shelves.moveWithGoods': {
    'zh-cn': '货架 {number} 上有货物，不能改到其他仓库',
    'zh-tw': '貨架 {number} 上有貨物，不能改到其他倉庫',
    'en-us': 'Shelf {number} holds goods, so it cannot move to another warehouse',
  },
  'shelves.sameShelf': {
    'zh-cn': '不能与转出货架相同',
    'zh-tw': '不能與轉出貨架相同',
    'en-us': 'choose a shelf other than the one the goods are moved from',
  },
  'shelves.otherWarehouse': {
    'zh-cn': '必须是同一仓库的货架',
    'zh-tw': '必須是同一倉庫的貨架',
    'en-us': 'must be a shelf of the same warehouse',
  },
  'shelves.deactivated': {
    'zh-cn': '货架 {number} 已停用，不能放入货物',
    'zh-tw': '貨架 {number} 已停用，不能放入貨物',
    'en-us': 'shelf {number} is deactivated and takes no goods',
  },
  'shelves.nothingToMove': {
    'zh-cn': '货架 {number} 上没有可移动的货物',
    'zh-tw': '貨架 {number} 上沒有可移動的貨物',
    'en-us': 'Shelf {number} holds no goods to move',
  },
  'shelves.frozenGoods': {
    'zh-cn': '货架 {number} 上有 {quantity} 件货物已被订单冻结，不能整架转移',
    'zh-tw': '貨架 {number} 上有 {quantity} 件貨物已被訂單凍結，不能整架轉移',
    'en-us':
      'Shelf {number} has {quantity, plural, one {# item} other {# items}} frozen for orders, so the shelf cannot be moved whole',
  },
  'shelves.overCapacity': {
    'zh-cn':
      '货架 {number} 放不下这些货物：需要 {used} 厘米（长 × 宽 × 高），货架只有 {size} 厘米。本仓库不允许超出货架容量',
    'zh-tw':
      '貨架 {number} 放不下這些貨物：需要 {used} 公分（長 × 寬 × 高），貨架只有 {size} 公分。本倉庫不允許超出貨架容量',
    'en-us':
      'Shelf {number} cannot take these goods: they need {used} cm (length × width × height) and the shelf is {size} cm. This warehouse refuses goods over a shelf’s capacity',
  },
  'shelves.overCapacityWarning': {
    'zh-cn': '货架 {number} 已超出容量：货物需要 {used} 厘米（长 × 宽 × 高），货架只有 {size} 厘米',
    'zh-tw': '貨架 {number} 已超出容量：貨物需要 {used} 公分（長 × 寬 × 高），貨架只有 {size} 公分',
    'en-us':
      'Shelf {number} is over capacity: the goods need {used} cm (length × width × height), the shelf is {size} cm',
  },
  'shelves.deactivatedWithGoods': {
    'zh-cn': '货架 {number} 已停用，但上面还有货物（{quantity} 件）：货物留在架上直到移走，之后不能再放入货物',
    'zh-tw': '貨架 {number} 已停用，但上面還有貨物（{quantity} 件）：貨物留在架上直到移走，之後不能再放入貨物',
    'en-us':
      'Shelf {number} is deactivated but still holds goods (quantity {quantity}): they stay on it until moved, and no goods can be put on it',
  },
  'shelves.unknownShelf': { 'zh-cn': '货架不存在', 'zh-tw': '貨架不存在', 'en-us': 'no such shelf' },
  'shelves.pdfTitle': { 'zh-cn': '货架标签', 'zh-tw': '貨架標籤', 'en-us': 'Shelf labels' },
  'inventory.unknownCommodity': { 'zh-cn': '商品不存在', 'zh-tw': '商品不存在', 'en-us': 'no such commodity' },
  'inventory.notOwnersCommodity': {
    'zh-cn': '该商品不属于所选货主',
    'zh-tw': '該商品不屬於所選貨主',
    'en-us': 'this commodity does not belong to the chosen owner',
  },
  'inventory.notEnough': {
    'zh-cn': '库存不足：货架 {number} 上的 {code}（{kind}）只有 {have} 件，需要 {need} 件',
    'zh-tw': '庫存不足：貨架 {number} 上的 {code}（{kind}）只有 {have} 件，需要 {need} 件',
    'en-us': 'Not enough stock: shelf {number} holds {have} of {code} ({kind}), {need} needed',
  },
  'inventory.log.stockTake': {
    'zh-cn': '盘点 {code}（{kind}）：{before} → {after}',
    'zh-tw': '盤點 {code}（{kind}）：{before} → {after}',
    'en-us': 'Stock-take {code} ({kind}): {before} → {after}',
  },
});
