import { defineCatalog } from './define.js';

/** Messages the server sends with non-zero envelope codes. */
export const errorMessages = defineCatalog({
  'error.notSignedIn': {
    'zh-cn': '未登录或登录已失效：请重新登录。',
    'zh-tw': '未登入或登入已失效：請重新登入。',
    'en-us': 'You are not signed in, or your session has ended: sign in again.',
  },
  'error.tokenExpired': {
    'zh-cn': '登录已过期：请刷新登录后重试。',
    'zh-tw': '登入已過期：請重新整理登入後重試。',
    'en-us': 'The access token has expired: refresh it and try again.',
  },
  'error.forbidden': {
    'zh-cn': '没有权限执行此操作：请联系管理员授予权限。',
    'zh-tw': '沒有權限執行此操作：請聯絡管理員授予權限。',
    'en-us': 'You are not allowed to do this: ask an administrator for the permission.',
  },
  'error.uploadLink': {
    'zh-cn': '文件链接无效或已过期：请重新打开该记录。',
    'zh-tw': '檔案連結無效或已過期：請重新開啟該記錄。',
    'en-us': 'The file link is invalid or has expired: open the record again.',
  },
  'error.staffOnly': {
    'zh-cn': '仅平台员工可执行此操作：请使用员工账号登录。',
    'zh-tw': '僅平台員工可執行此操作：請使用員工帳號登入。',
    'en-us': 'Only platform staff can do this: sign in with a staff account.',
  },
  'error.customerOnly': {
    'zh-cn': '仅客户用户可执行此操作：请使用客户账号登录。',
    'zh-tw': '僅客戶使用者可執行此操作：請使用客戶帳號登入。',
    'en-us': 'Only customer users can do this: sign in with a customer account.',
  },
  'error.notFound': {
    'zh-cn': '记录不存在：它可能已被删除，请刷新列表。',
    'zh-tw': '記錄不存在：它可能已被刪除，請重新整理清單。',
    'en-us': 'The record does not exist: it may have been deleted, so refresh the list.',
  },
  'error.routeNotFound': {
    'zh-cn': '接口不存在：请检查请求地址。',
    'zh-tw': '介面不存在：請檢查請求位址。',
    'en-us': 'There is no such call: check the address.',
  },
  'error.invalid': {
    'zh-cn': '输入的值不正确：请检查后重试。',
    'zh-tw': '輸入的值不正確：請檢查後重試。',
    'en-us': 'A value sent is not valid: check the input and try again.',
  },
  'error.invalidJson': {
    'zh-cn': '请求体不是有效的 JSON：请检查后重新发送。',
    'zh-tw': '請求內容不是有效的 JSON：請檢查後重新傳送。',
    'en-us': 'The request body is not valid JSON: check it and send it again.',
  },
  'error.tooMany': {
    'zh-cn': '操作过于频繁：请稍后再试。',
    'zh-tw': '操作過於頻繁：請稍後再試。',
    'en-us': 'Too many attempts: wait a minute and try again.',
  },
  'error.server': {
    'zh-cn': '服务器内部错误（请求编号 {requestId}）：请重试；如仍出错，请把请求编号告诉管理员。',
    'zh-tw': '伺服器內部錯誤（請求編號 {requestId}）：請重試；如仍出錯，請把請求編號告訴管理員。',
    'en-us':
      'Unexpected server error (request id {requestId}): try again, and if it happens again, give the administrator the request id.',
  },
  'error.unavailable': {
    'zh-cn': '服务暂不可用（请求编号 {requestId}）：请稍后重试。',
    'zh-tw': '服務暫不可用（請求編號 {requestId}）：請稍後重試。',
    'en-us': 'The service is unavailable for the moment (request id {requestId}): try again shortly.',
  },
  'error.duplicate': {
    'zh-cn': '已有相同的记录：请修改重复的值后重试。',
    'zh-tw': '已有相同的記錄：請修改重複的值後重試。',
    'en-us': 'A record with the same value already exists: change that value and try again.',
  },
  'error.inUse': {
    'zh-cn': '该记录仍被其他记录使用，不能删除：请先修改或删除这些记录。',
    'zh-tw': '該記錄仍被其他記錄使用，不能刪除：請先修改或刪除這些記錄。',
    'en-us':
      'The record is still used by other records, so it cannot be deleted: change or delete those records first.',
  },
  // A record others point at is not deleted, and the refusal says what points at it: the kind and
  // up to three of them by name (`refuseInUse`, platform/in-use.ts). `error.inUse` is for when the
  // database alone refused and nothing more is known.
  'error.usedBy': {
    'zh-cn': '“{name}”仍被{kind}{names}使用，不能删除：请先修改或删除{count, plural, =1 {该} other {这些}}{kind}。',
    'zh-tw': '「{name}」仍被{kind}{names}使用，不能刪除：請先修改或刪除{count, plural, =1 {該} other {這些}}{kind}。',
    'en-us':
      '“{name}” cannot be deleted while {count, plural, one {{kind} {names} uses it} other {{kinds} {names} use it}}: change or delete {count, plural, one {that {kind}} other {those {kinds}}} first.',
  },
  'error.usedByDeactivate': {
    'zh-cn':
      '“{name}”仍被{kind}{names}使用，不能删除：请先修改或删除{count, plural, =1 {该} other {这些}}{kind}，或改为停用它。',
    'zh-tw':
      '「{name}」仍被{kind}{names}使用，不能刪除：請先修改或刪除{count, plural, =1 {該} other {這些}}{kind}，或改為停用它。',
    'en-us':
      '“{name}” cannot be deleted while {count, plural, one {{kind} {names} uses it} other {{kinds} {names} use it}}: change or delete {count, plural, one {that {kind}} other {those {kinds}}} first, or deactivate it instead.',
  },
  'error.usedByName': { 'zh-cn': '“{name}”', 'zh-tw': '「{name}」', 'en-us': '“{name}”' },
  'error.usedByMore': { 'zh-cn': '另外 {count} 个', 'zh-tw': '另外 {count} 個', 'en-us': '{count} more' },
  'ok.success': { 'zh-cn': '操作成功', 'zh-tw': '操作成功', 'en-us': 'Success' },
});
