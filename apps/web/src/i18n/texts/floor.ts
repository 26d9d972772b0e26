import { defineCatalog } from '@wms/contract';

/** Texts of the floor screens built on the scan station (screens/inbound: PackageSigning,
 * PackagePutOnShelvesIndex, BinPutOnShelves, BinLowerShelf). The station's own texts are in
 * ./station.ts; what the server answers comes in its own words. */
export default defineCatalog({
  // The station's warehouse, chosen once and kept in this browser.
  warehouse: { 'zh-cn': '本站仓库', 'zh-tw': '本站倉庫', 'en-us': "This station's warehouse" },
  warehouseFind: {
    'zh-cn': '输入仓库名称查找，按 Enter 选择',
    'zh-tw': '輸入倉庫名稱搜尋，按 Enter 選擇',
    'en-us': 'Type to find a warehouse, Enter to choose it',
  },
  chooseWarehouse: {
    'zh-cn': '请先选择本站所在的仓库，再开始扫描。',
    'zh-tw': '請先選擇本站所在的倉庫，再開始掃描。',
    'en-us': "Choose this station's warehouse first, then scan.",
  },

  // Signing
  parcel: { 'zh-cn': '包裹', 'zh-tw': '包裹', 'en-us': 'Parcel' },
  scanToSign: {
    'zh-cn': '扫描快递面单，签收包裹',
    'zh-tw': '掃描快遞面單，簽收包裹',
    'en-us': "Scan the courier's label to sign the parcel in",
  },
  unknownItem: {
    'zh-cn': '无主件 {{number}}：没有人预报 {{tracking}}。请在包裹上写上 {{number}}，放到无主件区；不打印标签。',
    'zh-tw': '無主件 {{number}}：沒有人預報 {{tracking}}。請在包裹上寫上 {{number}}，放到無主件區；不列印標籤。',
    'en-us':
      'Unknown item {{number}}: nobody forecast {{tracking}}. Write {{number}} on it and put it with the unknown items; no label is printed.',
  },
  dimensions: { 'zh-cn': '尺寸（cm，选填）', 'zh-tw': '尺寸（cm，選填）', 'en-us': 'Dimensions (cm, optional)' },
  length: { 'zh-cn': '长', 'zh-tw': '長', 'en-us': 'Length' },
  width: { 'zh-cn': '宽', 'zh-tw': '寬', 'en-us': 'Width' },
  height: { 'zh-cn': '高', 'zh-tw': '高', 'en-us': 'Height' },

  // Shelving parcels
  scanParcel: { 'zh-cn': '扫描包裹', 'zh-tw': '掃描包裹', 'en-us': 'Scan a parcel' },
  shelf: { 'zh-cn': '货架', 'zh-tw': '貨架', 'en-us': 'Shelf' },
  scanShelf: { 'zh-cn': '扫描要放上的货架', 'zh-tw': '掃描要放上的貨架', 'en-us': 'Scan the shelf to put it on' },

  // Bins onto shelves
  bin: { 'zh-cn': '周转箱', 'zh-tw': '周轉箱', 'en-us': 'Bin' },
  scanBin: {
    'zh-cn': '扫描周转箱，或按 F2 新建周转箱',
    'zh-tw': '掃描周轉箱，或按 F2 新建周轉箱',
    'en-us': 'Scan a bin, or press F2 for a new one',
  },
  newBin: { 'zh-cn': '新建周转箱（F2）', 'zh-tw': '新建周轉箱（F2）', 'en-us': 'New bin (F2)' },
  newBinMade: {
    'zh-cn': '已新建周转箱 {{bin}}：请把打印出的标签贴在箱上，再扫描要装入的包裹。',
    'zh-tw': '已新建周轉箱 {{bin}}：請把列印出的標籤貼在箱上，再掃描要裝入的包裹。',
    'en-us': 'New bin {{bin}}: stick its label on it, then scan the parcels into it.',
  },
  binReady_one: {
    'zh-cn': '周转箱 {{bin}} 已有 {{count}} 个包裹：请扫描要装入的包裹。',
    'zh-tw': '周轉箱 {{bin}} 已有 {{count}} 個包裹：請掃描要裝入的包裹。',
    'en-us': 'Bin {{bin}} holds {{count}} parcel: scan the parcels into it.',
  },
  binReady_other: {
    'zh-cn': '周转箱 {{bin}} 已有 {{count}} 个包裹：请扫描要装入的包裹。',
    'zh-tw': '周轉箱 {{bin}} 已有 {{count}} 個包裹：請掃描要裝入的包裹。',
    'en-us': 'Bin {{bin}} holds {{count}} parcels: scan the parcels into it.',
  },
  noBin: {
    'zh-cn': '本仓没有周转箱 {{scan}}：请扫描周转箱标签，或按 F2 新建。',
    'zh-tw': '本倉沒有周轉箱 {{scan}}：請掃描周轉箱標籤，或按 F2 新建。',
    'en-us': 'No bin {{scan}} in this warehouse: scan a bin label, or press F2 for a new one.',
  },
  binOnShelf: {
    'zh-cn': '周转箱 {{bin}} 在货架 {{shelf}} 上：请先在“集包下架”中下架。',
    'zh-tw': '周轉箱 {{bin}} 在貨架 {{shelf}} 上：請先在「集包下架」中下架。',
    'en-us': 'Bin {{bin}} is on shelf {{shelf}}: take it off first (Bin unshelving).',
  },
  parcels: { 'zh-cn': '装箱', 'zh-tw': '裝箱', 'en-us': 'Packing' },
  packParcels: {
    'zh-cn': '扫描包裹装箱；装完后再扫一次周转箱（或按 F4）',
    'zh-tw': '掃描包裹裝箱；裝完後再掃一次周轉箱（或按 F4）',
    'en-us': 'Scan parcels into the bin; scan the bin again (or press F4) when it is full',
  },
  packingDone: { 'zh-cn': '装箱完成（F4）', 'zh-tw': '裝箱完成（F4）', 'en-us': 'Packing done (F4)' },
  binFull_one: {
    'zh-cn': '周转箱 {{bin}} 装箱完成，共 {{count}} 个包裹：请扫描货架。',
    'zh-tw': '周轉箱 {{bin}} 裝箱完成，共 {{count}} 個包裹：請掃描貨架。',
    'en-us': 'Bin {{bin}} is packed with {{count}} parcel: scan the shelf to put it on.',
  },
  binFull_other: {
    'zh-cn': '周转箱 {{bin}} 装箱完成，共 {{count}} 个包裹：请扫描货架。',
    'zh-tw': '周轉箱 {{bin}} 裝箱完成，共 {{count}} 個包裹：請掃描貨架。',
    'en-us': 'Bin {{bin}} is packed with {{count}} parcels: scan the shelf to put it on.',
  },
  binEmpty: {
    'zh-cn': '周转箱 {{bin}} 还是空的：请先扫描要装入的包裹。',
    'zh-tw': '周轉箱 {{bin}} 還是空的：請先掃描要裝入的包裹。',
    'en-us': 'Bin {{bin}} is still empty: scan parcels into it first.',
  },
  binHolds_one: {
    'zh-cn': '周转箱 {{bin}}：{{count}} 个包裹',
    'zh-tw': '周轉箱 {{bin}}：{{count}} 個包裹',
    'en-us': 'Bin {{bin}}: {{count}} parcel',
  },
  binHolds_other: {
    'zh-cn': '周转箱 {{bin}}：{{count}} 个包裹',
    'zh-tw': '周轉箱 {{bin}}：{{count}} 個包裹',
    'en-us': 'Bin {{bin}}: {{count}} parcels',
  },
  fullHint: {
    'zh-cn': '如果周转箱已装完，请再扫一次周转箱（或按 F4），然后扫描货架。',
    'zh-tw': '如果周轉箱已裝完，請再掃一次周轉箱（或按 F4），然後掃描貨架。',
    'en-us': 'If the bin is full, scan the bin again (or press F4), then the shelf.',
  },
  scanShelfForBin: {
    'zh-cn': '扫描要放周转箱的货架',
    'zh-tw': '掃描要放周轉箱的貨架',
    'en-us': 'Scan the shelf to put the bin on',
  },

  // Bins off shelves
  scanBinToLower: {
    'zh-cn': '扫描周转箱，连同其中的包裹一起下架',
    'zh-tw': '掃描周轉箱，連同其中的包裹一起下架',
    'en-us': 'Scan a bin to take it and its parcels off their shelf',
  },
  lowered_one: {
    'zh-cn': '{{count}} 个包裹随周转箱 {{bin}} 下架',
    'zh-tw': '{{count}} 個包裹隨周轉箱 {{bin}} 下架',
    'en-us': '{{count}} parcel came off with bin {{bin}}',
  },
  lowered_other: {
    'zh-cn': '{{count}} 个包裹随周转箱 {{bin}} 下架',
    'zh-tw': '{{count}} 個包裹隨周轉箱 {{bin}} 下架',
    'en-us': '{{count}} parcels came off with bin {{bin}}',
  },

  // Picking (PersonalPickingListIndex: the picking station)
  goods: { 'zh-cn': '货物', 'zh-tw': '貨物', 'en-us': 'Goods' },
  quantity: { 'zh-cn': '数量', 'zh-tw': '數量', 'en-us': 'Quantity' },
  pickShelf: {
    'zh-cn': '前往货架 {{shelf}} 并扫描货架',
    'zh-tw': '前往貨架 {{shelf}} 並掃描貨架',
    'en-us': 'Go to shelf {{shelf}} and scan it',
  },
  pickGoods: {
    'zh-cn': '扫描 {{shelf}} 上的包裹或商品',
    'zh-tw': '掃描 {{shelf}} 上的包裹或商品',
    'en-us': 'Scan a parcel or an item on {{shelf}}',
  },
  pickQuantity: {
    'zh-cn': '{{item}} 拣多少件？按 Enter 拣 {{count}} 件，或输入、扫描数量',
    'zh-tw': '{{item}} 揀多少件？按 Enter 揀 {{count}} 件，或輸入、掃描數量',
    'en-us': 'How many {{item}}? Enter takes {{count}}; or type or scan the number',
  },
  pickSort: {
    'zh-cn': '已全部拣完：把货物分到各订单的格口，然后扫描拣货单号或按 F4 结束',
    'zh-tw': '已全部揀完：把貨物分到各訂單的格口，然後掃描揀貨單號或按 F4 結束',
    'en-us': 'All picked: sort the goods into their slots, then scan the list number or press F4',
  },
  pickStarted: {
    'zh-cn': '拣货单 {{number}} 开始拣货',
    'zh-tw': '揀貨單 {{number}} 開始揀貨',
    'en-us': 'Picking list {{number}} started',
  },
  shelfChosen_one: {
    'zh-cn': '货架 {{shelf}}：这里还有 {{count}} 行要拣',
    'zh-tw': '貨架 {{shelf}}：這裡還有 {{count}} 行要揀',
    'en-us': 'Shelf {{shelf}}: {{count}} line to pick here',
  },
  shelfChosen_other: {
    'zh-cn': '货架 {{shelf}}：这里还有 {{count}} 行要拣',
    'zh-tw': '貨架 {{shelf}}：這裡還有 {{count}} 行要揀',
    'en-us': 'Shelf {{shelf}}: {{count}} lines to pick here',
  },
  wrongShelf: {
    'zh-cn': '{{scan}} 不是这张拣货单要拣的货架。请前往 {{shelf}}。',
    'zh-tw': '{{scan}} 不是這張揀貨單要揀的貨架。請前往 {{shelf}}。',
    'en-us': '{{scan}} is not a shelf of this list. Go to {{shelf}}.',
  },
  noMatchingGoods: {
    'zh-cn': '没有找到匹配的货物：{{scan}} 不在 {{shelf}} 的待拣明细中。',
    'zh-tw': '沒有找到匹配的貨物：{{scan}} 不在 {{shelf}} 的待揀明細中。',
    'en-us': 'No matching goods found: {{scan}} is not to be picked on {{shelf}}.',
  },
  badQuantity: {
    'zh-cn': '{{scan}} 不是数量：请输入或扫描 1 到 {{max}} 的整数。',
    'zh-tw': '{{scan}} 不是數量：請輸入或掃描 1 到 {{max}} 的整數。',
    'en-us': '{{scan}} is not a quantity: type or scan a whole number from 1 to {{max}}.',
  },
  alreadyPicked: {
    'zh-cn': '{{goods}} 已经拣过了，无需再扫。',
    'zh-tw': '{{goods}} 已經揀過了，無需再掃。',
    'en-us': '{{goods}} is picked already: nothing to do.',
  },
  nextLine: { 'zh-cn': '下一行', 'zh-tw': '下一行', 'en-us': 'Next' },
  leftToPick: { 'zh-cn': '还剩 {{count}} 件', 'zh-tw': '還剩 {{count}} 件', 'en-us': '{{count}} left to pick' },
  slotOrder: {
    'zh-cn': '格口 {{slot}} · {{order}}',
    'zh-tw': '格口 {{slot}} · {{order}}',
    'en-us': 'Slot {{slot}} · {{order}}',
  },
  sortingDone: { 'zh-cn': '分拣完成（F4）', 'zh-tw': '分揀完成（F4）', 'en-us': 'Sorting completed (F4)' },
  listEnded: {
    'zh-cn': '拣货单 {{number}} 已结束',
    'zh-tw': '揀貨單 {{number}} 已結束',
    'en-us': 'Picking list {{number}} ended',
  },
});
