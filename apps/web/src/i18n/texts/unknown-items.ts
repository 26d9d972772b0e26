import { defineCatalog } from '@wms/contract';

/** Unknown items and customers' claims, receiving inspection and the list view of signing
 * (docs/domain.md, "Parcels"). The states and moves are named by their workflows. */
export default defineCatalog({
  // Unknown items and claims (staff)
  itemsView: { 'zh-cn': '无主件', 'zh-tw': '無主件', 'en-us': 'Unknown items' },
  claimsView: { 'zh-cn': '客户认领', 'zh-tw': '客戶認領', 'en-us': 'Customers’ claims' },
  whatUnknownItem: { 'zh-cn': '无主件', 'zh-tw': '無主件', 'en-us': 'unknown item' },
  whatClaim: { 'zh-cn': '认领', 'zh-tw': '認領', 'en-us': 'claim' },
  number: { 'zh-cn': '无主件编号', 'zh-tw': '無主件編號', 'en-us': 'Unknown item' },
  trackingNumber: { 'zh-cn': '快递单号', 'zh-tw': '快遞單號', 'en-us': 'Tracking number' },
  searchItems: { 'zh-cn': '编号或快递单号', 'zh-tw': '編號或快遞單號', 'en-us': 'Number or tracking number' },
  warehouse: { 'zh-cn': '仓库', 'zh-tw': '倉庫', 'en-us': 'Warehouse' },
  weight: { 'zh-cn': '重量（kg）', 'zh-tw': '重量（kg）', 'en-us': 'Weight (kg)' },
  photos: { 'zh-cn': '照片', 'zh-tw': '照片', 'en-us': 'Photos' },
  photoCount_one: { 'zh-cn': '{{count}} 张', 'zh-tw': '{{count}} 張', 'en-us': '{{count}} photo' },
  photoCount_other: { 'zh-cn': '{{count}} 张', 'zh-tw': '{{count}} 張', 'en-us': '{{count}} photos' },
  signedTime: { 'zh-cn': '签收时间', 'zh-tw': '簽收時間', 'en-us': 'Signed in' },
  remarks: { 'zh-cn': '备注', 'zh-tw': '備註', 'en-us': 'Remarks' },
  customer: { 'zh-cn': '客户', 'zh-tw': '客戶', 'en-us': 'Customer' },
  assignTitle: {
    'zh-cn': '把 {{number}}（{{tracking}}）分配给客户',
    'zh-tw': '把 {{number}}（{{tracking}}）分配給客戶',
    'en-us': 'Assign {{number}} ({{tracking}}) to a customer',
  },
  assignHint: {
    'zh-cn': '分配后，包裹归入该客户名下，状态为待完善（物品尚未申报）；此操作不能撤销。',
    'zh-tw': '分配後，包裹歸入該客戶名下，狀態為待完善（物品尚未申報）；此操作不能撤銷。',
    'en-us':
      'The item becomes that customer’s parcel, to be completed (its goods are not declared). This cannot be undone.',
  },
  assignTo: { 'zh-cn': '客户：{{customer}}', 'zh-tw': '客戶：{{customer}}', 'en-us': 'Customer: {{customer}}' },
  claimant: { 'zh-cn': '认领人', 'zh-tw': '認領人', 'en-us': 'Claimant' },
  claimNote: { 'zh-cn': '认领说明', 'zh-tw': '認領說明', 'en-us': 'Claimant’s note' },
  proofPhotos: { 'zh-cn': '凭证照片', 'zh-tw': '憑證照片', 'en-us': 'Proof photos' },
  reviewNote: { 'zh-cn': '审核说明', 'zh-tw': '審核說明', 'en-us': 'Reviewer’s note' },
  reviewNoteHint: {
    'zh-cn': '选填：客户会在认领记录中看到',
    'zh-tw': '選填：客戶會在認領記錄中看到',
    'en-us': 'Optional: the customer reads it with their claim',
  },
  reviewTitle: {
    'zh-cn': '{{move}}：{{tracking}}',
    'zh-tw': '{{move}}：{{tracking}}',
    'en-us': '{{move}}: {{tracking}}',
  },
  refuseConfirm: {
    'zh-cn': '驳回 {{claimant}} 对 {{tracking}} 的认领？客户会收到通知和审核说明。',
    'zh-tw': '駁回 {{claimant}} 對 {{tracking}} 的認領？客戶會收到通知和審核說明。',
    'en-us': 'Refuse {{claimant}}’s claim of {{tracking}}? They are told, with your note.',
  },
  createdTime: { 'zh-cn': '认领时间', 'zh-tw': '認領時間', 'en-us': 'Claimed' },

  // The customer's claims
  claimParcel: { 'zh-cn': '认领包裹', 'zh-tw': '認領包裹', 'en-us': 'Claim a parcel' },
  claimTitle: {
    'zh-cn': '按快递单号认领包裹',
    'zh-tw': '按快遞單號認領包裹',
    'en-us': 'Claim a parcel by its tracking number',
  },
  claimHint: {
    'zh-cn':
      '包裹到仓但没有预报时，可在此认领：填写快递单号，说明包裹内容并上传能证明是您的包裹的照片，仓库审核后归入您的账户。',
    'zh-tw':
      '包裹到倉但沒有預報時，可在此認領：填寫快遞單號，說明包裹內容並上傳能證明是您的包裹的照片，倉庫審核後歸入您的帳戶。',
    'en-us':
      'A parcel of yours reached the warehouse without a forecast? Give its tracking number, say what is in it and add photos that show it is yours: the warehouse checks the claim.',
  },
  claimNoteHint: {
    'zh-cn': '包裹里有什么、在哪里购买、外包装特征',
    'zh-tw': '包裹裡有什麼、在哪裡購買、外包裝特徵',
    'en-us': 'What is in it, where you bought it, what the box looks like',
  },
  myNote: { 'zh-cn': '我的说明', 'zh-tw': '我的說明', 'en-us': 'My note' },
  afterApproval: { 'zh-cn': '通过后显示', 'zh-tw': '通過後顯示', 'en-us': 'Shown once approved' },
  withdrawConfirm: {
    'zh-cn': '撤回您对 {{tracking}} 的认领？',
    'zh-tw': '撤回您對 {{tracking}} 的認領？',
    'en-us': 'Withdraw your claim of {{tracking}}?',
  },
  withdrawHint: {
    'zh-cn': '撤回后仍可再次认领。',
    'zh-tw': '撤回後仍可再次認領。',
    'en-us': 'You can claim it again later.',
  },

  // Receiving inspection
  waitingInspection: { 'zh-cn': '待质检', 'zh-tw': '待質檢', 'en-us': 'Waiting for inspection' },
  toBeCompleted: { 'zh-cn': '待完善', 'zh-tw': '待完善', 'en-us': 'To be completed' },
  whatParcel: { 'zh-cn': '包裹', 'zh-tw': '包裹', 'en-us': 'parcel' },
  parcelNumber: { 'zh-cn': '包裹号', 'zh-tw': '包裹號', 'en-us': 'Parcel number' },
  searchParcels: {
    'zh-cn': '包裹号或快递单号',
    'zh-tw': '包裹號或快遞單號',
    'en-us': 'Parcel number or tracking number',
  },
  document: { 'zh-cn': '入库单', 'zh-tw': '入庫單', 'en-us': 'Document' },
  state: { 'zh-cn': '状态', 'zh-tw': '狀態', 'en-us': 'State' },
  askedByCustomer: { 'zh-cn': '客户要求质检', 'zh-tw': '客戶要求質檢', 'en-us': 'Inspection asked' },
  whatIsMissing: { 'zh-cn': '待完善原因', 'zh-tw': '待完善原因', 'en-us': 'What is missing' },
  inspect: { 'zh-cn': '质检', 'zh-tw': '質檢', 'en-us': 'Inspect' },
  inspectTitle: {
    'zh-cn': '质检 {{number}}（{{tracking}}）',
    'zh-tw': '質檢 {{number}}（{{tracking}}）',
    'en-us': 'Inspect {{number}} ({{tracking}})',
  },
  result: { 'zh-cn': '质检结果', 'zh-tw': '質檢結果', 'en-us': 'Result' },
  pass: { 'zh-cn': '通过', 'zh-tw': '通過', 'en-us': 'Pass' },
  fail: { 'zh-cn': '不通过', 'zh-tw': '不通過', 'en-us': 'Fail' },
  inspectionNote: { 'zh-cn': '质检说明', 'zh-tw': '質檢說明', 'en-us': 'Note' },
  inspectionNoteHint: {
    'zh-cn': '检查了什么、发现了什么；不通过时客户会看到这段说明',
    'zh-tw': '檢查了什麼、發現了什麼；不通過時客戶會看到這段說明',
    'en-us': 'What was checked and found; on a failure the customer reads it',
  },
  failHint: {
    'zh-cn': '不通过的包裹保持待完善，并通知客户。',
    'zh-tw': '不通過的包裹保持待完善，並通知客戶。',
    'en-us': 'A failed parcel stays to be completed, and its owner is told.',
  },
  passedTitle: {
    'zh-cn': '{{number}} 质检通过',
    'zh-tw': '{{number}} 質檢通過',
    'en-us': '{{number}} passed its inspection',
  },
  failedTitle: {
    'zh-cn': '{{number}} 质检不通过',
    'zh-tw': '{{number}} 質檢不通過',
    'en-us': '{{number}} failed its inspection',
  },
  stateNow: { 'zh-cn': '当前状态', 'zh-tw': '目前狀態', 'en-us': 'State now' },
  inspections: { 'zh-cn': '质检记录', 'zh-tw': '質檢記錄', 'en-us': 'Inspections' },
  inspectionsOf: {
    'zh-cn': '{{number}} 的质检记录',
    'zh-tw': '{{number}} 的質檢記錄',
    'en-us': 'Inspections of {{number}}',
  },
  noInspections: { 'zh-cn': '尚未质检', 'zh-tw': '尚未質檢', 'en-us': 'Not inspected yet' },
  inspectedBy: { 'zh-cn': '质检员：{{name}}', 'zh-tw': '質檢員：{{name}}', 'en-us': 'Inspector: {{name}}' },
  inspectedTime: { 'zh-cn': '质检时间', 'zh-tw': '質檢時間', 'en-us': 'Inspected' },

  // Signing, the list view
  forecastTime: { 'zh-cn': '预报时间', 'zh-tw': '預報時間', 'en-us': 'Forecast' },
  signSelected: { 'zh-cn': '签收所选', 'zh-tw': '簽收所選', 'en-us': 'Sign selected' },
  signTitle_one: {
    'zh-cn': '签收 {{count}} 个包裹',
    'zh-tw': '簽收 {{count}} 個包裹',
    'en-us': 'Sign in {{count}} parcel',
  },
  signTitle_other: {
    'zh-cn': '签收 {{count}} 个包裹',
    'zh-tw': '簽收 {{count}} 個包裹',
    'en-us': 'Sign in {{count}} parcels',
  },
  signHint: {
    'zh-cn': '所选包裹现在在各自的仓库签收，客户会收到通知。',
    'zh-tw': '所選包裹現在在各自的倉庫簽收，客戶會收到通知。',
    'en-us': 'The selected parcels are signed in at their warehouse now; their owners are told.',
  },
  incompleteHint: {
    'zh-cn': '选填：填写后包裹签收为待完善',
    'zh-tw': '選填：填寫後包裹簽收為待完善',
    'en-us': 'Optional: filled, the parcels are signed in as to be completed',
  },
  signIn: { 'zh-cn': '签收', 'zh-tw': '簽收', 'en-us': 'Sign in' },
  reason: { 'zh-cn': '原因', 'zh-tw': '原因', 'en-us': 'Reason' },
  signResult: { 'zh-cn': '签收结果', 'zh-tw': '簽收結果', 'en-us': 'Signing result' },
  signedCount_one: {
    'zh-cn': '已签收 {{count}} 个包裹',
    'zh-tw': '已簽收 {{count}} 個包裹',
    'en-us': '{{count}} parcel signed in',
  },
  signedCount_other: {
    'zh-cn': '已签收 {{count}} 个包裹',
    'zh-tw': '已簽收 {{count}} 個包裹',
    'en-us': '{{count}} parcels signed in',
  },
  refusedCount_one: {
    'zh-cn': '{{count}} 个包裹未签收',
    'zh-tw': '{{count}} 個包裹未簽收',
    'en-us': '{{count}} parcel not signed in',
  },
  refusedCount_other: {
    'zh-cn': '{{count}} 个包裹未签收',
    'zh-tw': '{{count}} 個包裹未簽收',
    'en-us': '{{count}} parcels not signed in',
  },
});
