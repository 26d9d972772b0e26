import { defineCatalog } from './define.js';

export const accountMessages = defineCatalog({
  'account.badCredentials': {
    'zh-cn': '用户名或密码错误：请检查后重新输入。',
    'zh-tw': '使用者名稱或密碼錯誤：請檢查後重新輸入。',
    'en-us': 'The user name or password is wrong: check both and try again.',
  },
  'account.passwordNotEncrypted': {
    'zh-cn': '{label}未按要求加密：请用服务器公钥加密后再发送。',
    'zh-tw': '{label}未按要求加密：請用伺服器公鑰加密後再傳送。',
    'en-us': '{label} is not encrypted: encrypt it with the server public key before sending it.',
  },
  'account.staffUseStaffLogin': {
    'zh-cn': '该账号是平台员工账号：请使用后台登录。',
    'zh-tw': '該帳號是平台員工帳號：請使用後台登入。',
    'en-us': 'This is a staff account: use the staff sign-in.',
  },
  'account.customerUseCustomerLogin': {
    'zh-cn': '该账号是客户账号：请使用客户登录。',
    'zh-tw': '該帳號是客戶帳號：請使用客戶登入。',
    'en-us': 'This is a customer account: use the customer sign-in.',
  },
  'account.deactivated': {
    'zh-cn': '账号已停用：请联系管理员启用。',
    'zh-tw': '帳號已停用：請聯絡管理員啟用。',
    'en-us': 'The account is deactivated: ask an administrator to activate it.',
  },
  'account.captchaRequired': {
    'zh-cn': '尚未完成滑块验证：请先完成验证再登录。',
    'zh-tw': '尚未完成滑塊驗證：請先完成驗證再登入。',
    'en-us': 'The slide verification is not complete: complete it, then sign in.',
  },
});
