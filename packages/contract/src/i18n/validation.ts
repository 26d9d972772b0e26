import { defineCatalog } from './define.js';

/** Field rules. Each text is the `{rule}` part of `error.invalidField` ("Field {field}: {rule}"),
 * so it starts lower-case in English and reads after the field name in Chinese. */
export const validationMessages = defineCatalog({
  'validation.required': { 'zh-cn': '不能为空', 'zh-tw': '不能為空', 'en-us': 'cannot be empty' },
  'validation.numberZero': { 'zh-cn': '不能为 0', 'zh-tw': '不能為 0', 'en-us': 'cannot be 0' },
  'validation.numberType': {
    'zh-cn': '必须是大于或等于 0 的整数',
    'zh-tw': '必須是大於或等於 0 的整數',
    'en-us': 'must be a whole number, 0 or greater',
  },
  'validation.numberNegative': { 'zh-cn': '不能为负数', 'zh-tw': '不能為負數', 'en-us': 'cannot be negative' },
  'validation.numberFormat': {
    'zh-cn': '不是有效的数字',
    'zh-tw': '不是有效的數字',
    'en-us': 'must be a valid number',
  },
  'validation.decimalPlaces': {
    'zh-cn': '小数位数超出允许范围',
    'zh-tw': '小數位數超出允許範圍',
    'en-us': 'has more decimal places than allowed',
  },
  'validation.password': {
    'zh-cn': '须为 6 至 16 位不含空格的字符，至少包含字母、数字、符号中的两种，且不能包含中文',
    'zh-tw': '須為 6 至 16 位不含空格的字元，至少包含字母、數字、符號中的兩種，且不能包含中文',
    'en-us':
      'must be 6 to 16 characters without spaces, mixing at least two of letters, digits and symbols, with no Chinese characters',
  },
  'validation.passwordMismatch': {
    'zh-cn': '两次输入的密码不一致',
    'zh-tw': '兩次輸入的密碼不一致',
    'en-us': 'does not match the password',
  },
  'validation.email': {
    'zh-cn': '不是有效的电子邮箱地址',
    'zh-tw': '不是有效的電子郵件地址',
    'en-us': 'must be a valid e-mail address',
  },
  'validation.phone': {
    'zh-cn': '不是所选区号下有效的手机号码',
    'zh-tw': '不是所選國碼下有效的手機號碼',
    'en-us': 'must be a valid mobile number for the selected phone code',
  },
  'validation.fixedTelephone': {
    'zh-cn': '不是所选区号下有效的固定电话号码',
    'zh-tw': '不是所選國碼下有效的市話號碼',
    'en-us': 'must be a valid landline number for the selected phone code',
  },
  'validation.idCard': {
    'zh-cn': '不是所选地区有效的身份证号码',
    'zh-tw': '不是所選地區有效的身分證號碼',
    'en-us': 'must be a valid ID card number for the selected region',
  },
  'validation.userName': {
    'zh-cn': '只能包含字母和数字',
    'zh-tw': '只能包含字母和數字',
    'en-us': 'may contain only letters and digits',
  },
  'validation.specialCharacters': {
    'zh-cn': "不能包含空格或特殊字符 ~ ! @ # $ % ^ & * < > | '",
    'zh-tw': "不能包含空格或特殊字元 ~ ! @ # $ % ^ & * < > | '",
    'en-us': "cannot contain spaces or the special characters ~ ! @ # $ % ^ & * < > | '",
  },
  'validation.notAllEmpty': {
    'zh-cn': '至少需要填写一项',
    'zh-tw': '至少需要填寫一項',
    'en-us': 'needs at least one value',
  },
  'validation.trackingNumber': {
    'zh-cn': '单号不能是文字：只能使用字母、数字和连字符，且至少包含一位数字',
    'zh-tw': '單號不能是文字：只能使用字母、數字和連字號，且至少包含一位數字',
    'en-us': 'tracking number cannot be text: use letters, digits and dashes, with at least one digit',
  },
  'validation.url': {
    'zh-cn': '不是有效的 http 或 https 网址',
    'zh-tw': '不是有效的 http 或 https 網址',
    'en-us': 'must be a valid http or https address',
  },
  'validation.lowerCase': {
    'zh-cn': '只能包含小写英文字母',
    'zh-tw': '只能包含小寫英文字母',
    'en-us': 'may contain only lower-case letters',
  },
  'validation.upperCase': {
    'zh-cn': '只能包含大写英文字母',
    'zh-tw': '只能包含大寫英文字母',
    'en-us': 'may contain only upper-case letters',
  },
  'validation.alphabetic': {
    'zh-cn': '只能包含英文字母',
    'zh-tw': '只能包含英文字母',
    'en-us': 'may contain only letters A to Z',
  },
  'validation.dateTime': {
    'zh-cn': '不是有效的日期时间，请使用 yyyy-MM-dd HH:mm:ss 或 ISO 8601 格式',
    'zh-tw': '不是有效的日期時間，請使用 yyyy-MM-dd HH:mm:ss 或 ISO 8601 格式',
    'en-us': 'must be a valid date and time (yyyy-MM-dd HH:mm:ss or ISO 8601)',
  },
  'validation.multipartRequired': {
    'zh-cn': '请求必须以 multipart/form-data 格式提交',
    'zh-tw': '請求必須以 multipart/form-data 格式提交',
    'en-us': 'the request must be sent as multipart/form-data',
  },
  // `{max}` is meant to be a readable size such as "10 MB" (formatFileSize); a raw byte count
  // still reads correctly, only less kindly.
  'validation.fileTooLarge': {
    'zh-cn': '文件过大，不能超过 {max}',
    'zh-tw': '檔案過大，不能超過 {max}',
    'en-us': 'the file is too large; the limit is {max}',
  },
  'validation.fileType': {
    'zh-cn': '不支持该文件类型',
    'zh-tw': '不支援此檔案類型',
    'en-us': 'this type of file is not allowed',
  },
  'validation.fileCount': {
    'zh-cn': '文件数量超出上限',
    'zh-tw': '檔案數量超出上限',
    'en-us': 'too many files',
  },
});
