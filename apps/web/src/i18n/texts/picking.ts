import { defineCatalog } from '@wms/contract';

/** Texts of the picking screens (screens/outbound/picking: rules, lists, my lists). Wire fields
 * are labelled by the contract's field labels; the station's prompts are in ./floor.ts. */
export default defineCatalog({
  // Rules
  rule: { 'zh-cn': '拣货规则', 'zh-tw': '揀貨規則', 'en-us': 'Picking rule' },
  everyShippingType: { 'zh-cn': '全部运输方式', 'zh-tw': '全部運輸方式', 'en-us': 'Every shipping type' },
  everyPartition: { 'zh-cn': '全部分区', 'zh-tw': '全部分區', 'en-us': 'Every partition' },
  everyOrderType: { 'zh-cn': '全部订单类型', 'zh-tw': '全部訂單類型', 'en-us': 'Every order type' },
  chooseWarehouseFirst: { 'zh-cn': '请先选择仓库', 'zh-tw': '請先選擇倉庫', 'en-us': 'Choose the warehouse first' },
  walkOrderHint: {
    'zh-cn': '按选择的顺序行走拣货；可上下移动调整顺序。不选即全部分区。',
    'zh-tw': '按選擇的順序行走揀貨；可上下移動調整順序。不選即全部分區。',
    'en-us': 'Pickers walk them in the order chosen; move one up or down to change it. None: every partition.',
  },
  moveUp: { 'zh-cn': '上移', 'zh-tw': '上移', 'en-us': 'Move up' },
  moveDown: { 'zh-cn': '下移', 'zh-tw': '下移', 'en-us': 'Move down' },
  onlyWhenAsked: { 'zh-cn': '仅手动执行', 'zh-tw': '僅手動執行', 'en-us': 'Only when run by hand' },
  everyMinutes: { 'zh-cn': '每 {{count}} 分钟', 'zh-tw': '每 {{count}} 分鐘', 'en-us': 'Every {{count}} min' },

  // Lists
  searchList: { 'zh-cn': '拣货单号或订单号', 'zh-tw': '揀貨單號或訂單號', 'en-us': 'List or order number' },
  listNumber: { 'zh-cn': '拣货单号', 'zh-tw': '揀貨單號', 'en-us': 'Picking list' },
  pickingState: { 'zh-cn': '拣货状态', 'zh-tw': '揀貨狀態', 'en-us': 'Picking state' },
  list: { 'zh-cn': '拣货单', 'zh-tw': '揀貨單', 'en-us': 'picking list' },
  printed: { 'zh-cn': '已打印', 'zh-tw': '已列印', 'en-us': 'Printed' },
  make: { 'zh-cn': '生成拣货单', 'zh-tw': '產生揀貨單', 'en-us': 'Make a list' },
  makeTitle: {
    'zh-cn': '用待拣货订单生成拣货单',
    'zh-tw': '用待揀貨訂單產生揀貨單',
    'en-us': 'A picking list of orders to be picked',
  },
  orders: { 'zh-cn': '订单', 'zh-tw': '訂單', 'en-us': 'Orders' },
  chooseOrders: { 'zh-cn': '选择待拣货订单', 'zh-tw': '選擇待揀貨訂單', 'en-us': 'Choose orders to be picked' },
  oneWarehouse: {
    'zh-cn': '一张拣货单只含一个仓库的订单，每个订单只能在一张未完成的拣货单上。',
    'zh-tw': '一張揀貨單只含一個倉庫的訂單，每個訂單只能在一張未完成的揀貨單上。',
    'en-us': "A list holds one warehouse's orders; an order is on one open list at most.",
  },
  made: {
    'zh-cn': '已生成拣货单 {{number}}',
    'zh-tw': '已產生揀貨單 {{number}}',
    'en-us': 'Picking list {{number}} made',
  },
  runRules: { 'zh-cn': '按规则生成', 'zh-tw': '按規則產生', 'en-us': 'Run the rules now' },
  runRulesHint: {
    'zh-cn': '按仓库的拣货规则，立即把待拣货订单生成拣货单（不选规则即全部启用的规则）。',
    'zh-tw': '按倉庫的揀貨規則，立即把待揀貨訂單產生揀貨單（不選規則即全部啟用的規則）。',
    'en-us':
      "Groups the warehouse's orders to be picked into lists by its picking rules now (no rule chosen: every active one).",
  },
  run: { 'zh-cn': '执行', 'zh-tw': '執行', 'en-us': 'Run' },
  madeMany_one: {
    'zh-cn': '已生成 {{count}} 张拣货单：{{numbers}}',
    'zh-tw': '已產生 {{count}} 張揀貨單：{{numbers}}',
    'en-us': '{{count}} list made: {{numbers}}',
  },
  madeMany_other: {
    'zh-cn': '已生成 {{count}} 张拣货单：{{numbers}}',
    'zh-tw': '已產生 {{count}} 張揀貨單：{{numbers}}',
    'en-us': '{{count}} lists made: {{numbers}}',
  },
  noneMade: {
    'zh-cn': '没有可按规则生成拣货单的订单',
    'zh-tw': '沒有可按規則產生揀貨單的訂單',
    'en-us': 'No orders for the rules to group',
  },
  assignTitle: {
    'zh-cn': '把 {{count}} 张拣货单分配给拣货员',
    'zh-tw': '把 {{count}} 張揀貨單分配給揀貨員',
    'en-us': 'Assign {{count}} picking lists to a picker',
  },
  picker: { 'zh-cn': '拣货员', 'zh-tw': '揀貨員', 'en-us': 'Picker' },
  selectPicker: { 'zh-cn': '选择拣货员', 'zh-tw': '選擇揀貨員', 'en-us': 'Choose a picker' },
  organize: { 'zh-cn': '组织', 'zh-tw': '組織', 'en-us': 'Organisation' },
  claimed: { 'zh-cn': '已认领 {{count}} 张', 'zh-tw': '已認領 {{count}} 張', 'en-us': '{{count}} claimed' },
  assigned: { 'zh-cn': '已分配 {{count}} 张', 'zh-tw': '已分配 {{count}} 張', 'en-us': '{{count}} assigned' },
  released: { 'zh-cn': '已释放 {{count}} 张', 'zh-tw': '已釋放 {{count}} 張', 'en-us': '{{count}} released' },
  claimMoves: { 'zh-cn': '认领', 'zh-tw': '認領', 'en-us': 'Claims' },
  print: { 'zh-cn': '打印', 'zh-tw': '列印', 'en-us': 'Print' },
  sentToPrinter: {
    'zh-cn': '{{number}} 已发送到本站打印机',
    'zh-tw': '{{number}} 已傳送到本站印表機',
    'en-us': "{{number}} sent to this station's printer",
  },
  removeList: {
    'zh-cn': '只能删除尚未开始拣货的拣货单，其订单退回待拣货。',
    'zh-tw': '只能刪除尚未開始揀貨的揀貨單，其訂單退回待揀貨。',
    'en-us': 'Only a list nothing was picked from can go; its orders go back to be picked.',
  },
  detailTitle: { 'zh-cn': '拣货单 {{number}}', 'zh-tw': '揀貨單 {{number}}', 'en-us': 'Picking list {{number}}' },
  lines: { 'zh-cn': '拣货明细（行走顺序）', 'zh-tw': '揀貨明細（行走順序）', 'en-us': 'Lines in walking order' },
  slot: { 'zh-cn': '格口', 'zh-tw': '格口', 'en-us': 'Slot' },
  goods: { 'zh-cn': '货物', 'zh-tw': '貨物', 'en-us': 'Goods' },
  place: { 'zh-cn': '位置', 'zh-tw': '位置', 'en-us': 'Place' },
  picked: { 'zh-cn': '已拣 / 应拣', 'zh-tw': '已揀 / 應揀', 'en-us': 'Picked / to pick' },
  takeOff: { 'zh-cn': '移出', 'zh-tw': '移出', 'en-us': 'Take off' },
  takeOffConfirm: {
    'zh-cn': '把订单 {{order}} 移出拣货单 {{list}}？已拣的货物放回原位置，订单退回待拣货。',
    'zh-tw': '把訂單 {{order}} 移出揀貨單 {{list}}？已揀的貨物放回原位置，訂單退回待揀貨。',
    'en-us':
      'Take order {{order}} off {{list}}? What was picked of it goes back to its places; the order goes back to be picked.',
  },

  // My lists
  pick: { 'zh-cn': '去拣货', 'zh-tw': '去揀貨', 'en-us': 'Pick' },
  back: { 'zh-cn': '返回我的拣货单', 'zh-tw': '返回我的揀貨單', 'en-us': 'Back to my lists' },
  notMine: {
    'zh-cn': '这张拣货单不在您的拣货单中（已结束、已释放或分配给他人）。',
    'zh-tw': '這張揀貨單不在您的揀貨單中（已結束、已釋放或分配給他人）。',
    'en-us': 'This list is not among yours (ended, released or assigned to someone else).',
  },
});
