import { defineCatalog } from './define.js';

/** Slide puzzle, SMS codes, phone registration, phone sign-in and password retrieval. */
export const phoneAuthMessages = defineCatalog({
  'captcha.ticketRequired': {
    'zh-cn': '请先完成滑块验证：每次验证只能使用一次。',
    'zh-tw': '請先完成滑塊驗證：每次驗證只能使用一次。',
    'en-us': 'Complete the slide verification first: each verification can be used once.',
  },
  'sms.codeText': {
    'zh-cn': '您的验证码是 {code}，{minutes} 分钟内有效，请勿告诉他人。',
    'zh-tw': '您的驗證碼是 {code}，{minutes} 分鐘內有效，請勿告訴他人。',
    'en-us':
      'Your verification code is {code}. It is valid for {minutes, plural, one {# minute} other {# minutes}}; do not share it with anyone.',
  },
  'sms.sendTooOften': {
    'zh-cn': '验证码发送过于频繁：请 {seconds} 秒后再试。',
    'zh-tw': '驗證碼發送過於頻繁：請 {seconds} 秒後再試。',
    'en-us': 'A code was just sent to this phone: try again in {seconds, plural, one {# second} other {# seconds}}.',
  },
  'sms.codeWrong': {
    'zh-cn': '{label}不正确：还可以再试 {left} 次。',
    'zh-tw': '{label}不正確：還可以再試 {left} 次。',
    'en-us': '{label} is wrong: {left, plural, one {# try} other {# tries}} left.',
  },
  'sms.codeWrongLast': {
    'zh-cn': '{label}错误次数过多，已失效：请重新获取验证码。',
    'zh-tw': '{label}錯誤次數過多，已失效：請重新取得驗證碼。',
    'en-us': '{label} was wrong too many times and no longer works: request a new code.',
  },
  'sms.codeExpired': {
    'zh-cn': '{label}已失效：请重新获取验证码。',
    'zh-tw': '{label}已失效：請重新取得驗證碼。',
    'en-us': '{label} no longer works: request a new code.',
  },
  'sms.codeFormat': {
    'zh-cn': '{label}格式不对：请输入短信中的 6 位数字。',
    'zh-tw': '{label}格式不對：請輸入簡訊中的 6 位數字。',
    'en-us': '{label} is not in the right form: enter the 6 digits from the text message.',
  },
  /** Sent instead of a registration code to a phone that already has an account. */
  'phoneAuth.registeredNotice': {
    'zh-cn': '您的手机号已注册过账号。如需登录，请使用短信验证码登录或找回密码。如非本人操作，请忽略本短信。',
    'zh-tw': '您的手機號碼已註冊過帳號。如需登入，請使用簡訊驗證碼登入或找回密碼。如非本人操作，請忽略本簡訊。',
    'en-us':
      'This phone number already has an account. To get in, sign in with a text-message code or retrieve your password. If this was not you, ignore this message.',
  },
  'phoneAuth.referrerUnknown': {
    'zh-cn': '{label}不存在：请核对推荐人的客户编号。',
    'zh-tw': '{label}不存在：請核對推薦人的客戶編號。',
    'en-us': '{label} does not exist: check the referrer’s customer code.',
  },
});
