import { defineCatalog } from './define.js';

export const accountMessages = defineCatalog({
  'account.badCredentials': {
    'zh-cn': '用户名或密码错误',
    'zh-tw': '使用者名稱或密碼錯誤',
    'en-us': 'Wrong user name or password',
  },
  'account.passwordNotEncrypted': {
    'zh-cn': '密码未按要求加密',
    'zh-tw': '密碼未按要求加密',
    'en-us': 'the password must be encrypted with the server public key',
  },
  'account.staffUseStaffLogin': {
    'zh-cn': '该账号是平台员工账号，请使用后台登录',
    'zh-tw': '該帳號是平台員工帳號，請使用後台登入',
    'en-us': 'This is a staff account: please use the staff sign-in',
  },
  'account.customerUseCustomerLogin': {
    'zh-cn': '该账号是客户账号，请使用客户登录',
    'zh-tw': '該帳號是客戶帳號，請使用客戶登入',
    'en-us': 'This is a customer account: please use the customer sign-in',
  },
  'account.deactivated': { 'zh-cn': '账号已停用', 'zh-tw': '帳號已停用', 'en-us': 'The account is deactivated' },
  'account.captchaRequired': {
    'zh-cn': '请先完成滑块验证',
    'zh-tw': '請先完成滑塊驗證',
    'en-us': 'Please complete the slide verification first',
  },
});
