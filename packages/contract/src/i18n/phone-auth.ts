import { defineCatalog } from './define.js';

/** Slide puzzle, SMS codes, phone registration, phone sign-in and password retrieval. */
export const phoneAuthMessages = defineCatalog({
  'captcha.ticketRequired': {
    'zh-cn': '请先完成滑块验证（每次验证只能使用一次）',
    'zh-tw': '請先完成滑塊驗證（每次驗證只能使用一次）',
    'en-us': 'Please complete the slide verification first (each verification can be used once)',
  },
  'sms.codeText': {
    'zh-cn': '您的验证码是 {code}，{minutes} 分钟内有效，请勿告诉他人。',
    'zh-tw': '您的驗證碼是 {code}，{minutes} 分鐘內有效，請勿告訴他人。',
    'en-us':
      'Your verification code is {code}. It is valid for {minutes, plural, one {# minute} other {# minutes}}; do not share it with anyone.',
  },
  'sms.sendTooOften': {
    'zh-cn': '验证码发送过于频繁，请 {seconds} 秒后再试',
    'zh-tw': '驗證碼發送過於頻繁，請 {seconds} 秒後再試',
    'en-us':
      'A code was just sent to this phone; please try again in {seconds, plural, one {# second} other {# seconds}}',
  },
  'sms.codeWrong': {
    'zh-cn': '验证码错误，还可以再试 {left} 次',
    'zh-tw': '驗證碼錯誤，還可以再試 {left} 次',
    'en-us': 'the verification code is wrong; {left, plural, one {# try} other {# tries}} left',
  },
  'sms.codeWrongLast': {
    'zh-cn': '验证码错误次数过多，已失效，请重新获取',
    'zh-tw': '驗證碼錯誤次數過多，已失效，請重新取得',
    'en-us': 'too many wrong codes: this code is no longer valid, please request a new one',
  },
  'sms.codeExpired': {
    'zh-cn': '验证码已失效，请重新获取',
    'zh-tw': '驗證碼已失效，請重新取得',
    'en-us': 'the verification code is no longer valid; please request a new one',
  },
  'sms.codeFormat': {
    'zh-cn': '请输入 6 位数字验证码',
    'zh-tw': '請輸入 6 位數字驗證碼',
    'en-us': 'must be the 6-digit code from the text message',
  },
  'phoneAuth.customerPhoneUnknown': {
    'zh-cn': '该手机号码尚未注册客户账号',
    'zh-tw': '該手機號碼尚未註冊客戶帳號',
    'en-us': 'no customer account uses this phone number',
  },
  'phoneAuth.staffPhoneUnknown': {
    'zh-cn': '该手机号码未绑定任何员工账号',
    'zh-tw': '該手機號碼未綁定任何員工帳號',
    'en-us': 'no staff account uses this phone number',
  },
  'phoneAuth.phoneRegistered': {
    'zh-cn': '该手机号码已注册，请直接登录或找回密码',
    'zh-tw': '該手機號碼已註冊，請直接登入或找回密碼',
    'en-us': 'this phone number is already registered: sign in or retrieve the password instead',
  },
  'phoneAuth.userNameTaken': {
    'zh-cn': '该用户名已被使用',
    'zh-tw': '該使用者名稱已被使用',
    'en-us': 'this user name is already taken',
  },
  'phoneAuth.referrerUnknown': {
    'zh-cn': '推荐人客户编号不存在',
    'zh-tw': '推薦人客戶編號不存在',
    'en-us': 'no customer has this customer code',
  },
});
