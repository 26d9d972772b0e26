import { defineCatalog } from './define.js';

/** Messages the server sends with non-zero envelope codes. */
export const errorMessages = defineCatalog({
  'error.notSignedIn': {
    'zh-cn': '未登录或登录已失效',
    'zh-tw': '未登入或登入已失效',
    'en-us': 'Not signed in, or the session has ended',
  },
  'error.tokenExpired': { 'zh-cn': '登录已过期', 'zh-tw': '登入已過期', 'en-us': 'The access token has expired' },
  'error.forbidden': {
    'zh-cn': '没有权限执行此操作',
    'zh-tw': '沒有權限執行此操作',
    'en-us': 'You are not allowed to do this',
  },
  'error.uploadLink': {
    'zh-cn': '文件链接无效或已过期，请重新打开该记录',
    'zh-tw': '檔案連結無效或已過期，請重新開啟該記錄',
    'en-us': 'The file link is invalid or has expired: open the record again',
  },
  'error.staffOnly': {
    'zh-cn': '仅平台员工可执行此操作',
    'zh-tw': '僅平台員工可執行此操作',
    'en-us': 'Only platform staff can do this',
  },
  'error.customerOnly': {
    'zh-cn': '仅客户用户可执行此操作',
    'zh-tw': '僅客戶用戶可執行此操作',
    'en-us': 'Only customer users can do this',
  },
  'error.notFound': { 'zh-cn': '记录不存在', 'zh-tw': '記錄不存在', 'en-us': 'No such record' },
  'error.routeNotFound': { 'zh-cn': '接口不存在', 'zh-tw': '介面不存在', 'en-us': 'No such call' },
  'error.invalid': { 'zh-cn': '参数错误', 'zh-tw': '參數錯誤', 'en-us': 'The input is not valid' },
  // `{label}` is the field's label in the caller's language (fieldLabel, i18n/fields.ts), added
  // when the envelope is written; `{field}` stays the wire name, which `Data.Field` also carries.
  'error.invalidField': {
    'zh-cn': '{label}：{rule}',
    'zh-tw': '{label}：{rule}',
    'en-us': '{label}: {rule}',
  },
  'error.invalidJson': {
    'zh-cn': '请求体不是有效的 JSON',
    'zh-tw': '請求內容不是有效的 JSON',
    'en-us': 'The request body is not valid JSON',
  },
  'error.tooMany': {
    'zh-cn': '操作过于频繁，请稍后再试',
    'zh-tw': '操作過於頻繁，請稍後再試',
    'en-us': 'Too many attempts, please try again later',
  },
  'error.server': {
    'zh-cn': '服务器内部错误，请求编号 {requestId}',
    'zh-tw': '伺服器內部錯誤，請求編號 {requestId}',
    'en-us': 'Unexpected server error, request id {requestId}',
  },
  'error.unavailable': {
    'zh-cn': '服务暂不可用，请稍后重试，请求编号 {requestId}',
    'zh-tw': '服務暫不可用，請稍後重試，請求編號 {requestId}',
    'en-us': 'Service temporarily unavailable, please retry; request id {requestId}',
  },
  'error.duplicate': { 'zh-cn': '{field} 已存在', 'zh-tw': '{field} 已存在', 'en-us': '{field} already exists' },
  'error.inUse': {
    'zh-cn': '该记录正在被使用，不能删除',
    'zh-tw': '該記錄正在被使用，不能刪除',
    'en-us': 'The record is in use and cannot be deleted',
  },
  'ok.success': { 'zh-cn': '操作成功', 'zh-tw': '操作成功', 'en-us': 'Success' },
});
