import { defineCatalog } from './define.js';

/** Field rules. Each text is the `{rule}` part of `error.invalidField` ("{label}: {rule}"),
 * so it starts lower-case in English and reads after the field's label in Chinese. */
export const validationMessages = defineCatalog({
  'validation.required': { 'zh-cn': '不能为空', 'zh-tw': '不能為空', 'en-us': 'cannot be empty' },
  /** A value another record already has where it must be unique (a name, a code). */
  'validation.taken': { 'zh-cn': '已被使用', 'zh-tw': '已被使用', 'en-us': 'is already in use' },
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
  'validation.s10': {
    'zh-cn': '不是有效的 UPU S10 单号（两位字母、八位数字、校验位、两位国家代码）',
    'zh-tw': '不是有效的 UPU S10 單號（兩位字母、八位數字、檢查碼、兩位國家代碼）',
    'en-us': 'is not a valid UPU S10 number (two letters, eight digits, a check digit, a country code)',
  },
  'validation.trackingPattern': {
    'zh-cn': '不符合该承运商的单号格式',
    'zh-tw': '不符合該承運商的單號格式',
    'en-us': "does not match the carrier's number format",
  },
  'validation.unknownChoice': {
    'zh-cn': '不是可选的选项',
    'zh-tw': '不是可選的選項',
    'en-us': 'is not one of the choices offered',
  },
  'validation.pattern': {
    'zh-cn': '不是有效的正则表达式',
    'zh-tw': '不是有效的正規表示式',
    'en-us': 'is not a valid regular expression',
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
  'validation.code': {
    'zh-cn': '只能包含英文字母、数字和下划线',
    'zh-tw': '只能包含英文字母、數字和底線',
    'en-us': 'may contain only letters, digits and underscores',
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
  'validation.fieldTooLarge': {
    'zh-cn': '内容过大，不能超过 {max}',
    'zh-tw': '內容過大，不能超過 {max}',
    'en-us': 'is too large; the limit is {max}',
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
  // The rules below are what `issueRule` (validators/issues.ts) makes of the validation
  // library's own issue kinds, so that no library text ever reaches a user.
  'validation.type.string': { 'zh-cn': '必须是文本', 'zh-tw': '必須是文字', 'en-us': 'must be text' },
  'validation.type.number': { 'zh-cn': '必须是数字', 'zh-tw': '必須是數字', 'en-us': 'must be a number' },
  'validation.type.int': { 'zh-cn': '必须是整数', 'zh-tw': '必須是整數', 'en-us': 'must be a whole number' },
  'validation.type.boolean': {
    'zh-cn': '必须是“是”或“否”',
    'zh-tw': '必須是「是」或「否」',
    'en-us': 'must be yes or no (true or false)',
  },
  'validation.type.array': { 'zh-cn': '必须是列表', 'zh-tw': '必須是清單', 'en-us': 'must be a list' },
  'validation.type.object': {
    'zh-cn': '必须是一组字段（对象）',
    'zh-tw': '必須是一組欄位（物件）',
    'en-us': 'must be a group of fields (an object)',
  },
  'validation.type.date': { 'zh-cn': '必须是日期', 'zh-tw': '必須是日期', 'en-us': 'must be a date' },
  'validation.type.other': { 'zh-cn': '类型不正确', 'zh-tw': '類型不正確', 'en-us': 'has the wrong kind of value' },
  'validation.maxLength': {
    'zh-cn': '最多 {max} 个字符',
    'zh-tw': '最多 {max} 個字元',
    'en-us': 'at most {max} characters',
  },
  'validation.maxLength.one': { 'zh-cn': '最多 1 个字符', 'zh-tw': '最多 1 個字元', 'en-us': 'at most 1 character' },
  'validation.minLength': {
    'zh-cn': '至少 {min} 个字符',
    'zh-tw': '至少 {min} 個字元',
    'en-us': 'at least {min} characters',
  },
  'validation.exactLength': {
    'zh-cn': '必须是 {length} 个字符',
    'zh-tw': '必須是 {length} 個字元',
    'en-us': 'must be exactly {length} characters',
  },
  'validation.exactLength.one': {
    'zh-cn': '必须是 1 个字符',
    'zh-tw': '必須是 1 個字元',
    'en-us': 'must be exactly 1 character',
  },
  'validation.maxItems': { 'zh-cn': '最多 {max} 项', 'zh-tw': '最多 {max} 項', 'en-us': 'at most {max} items' },
  'validation.maxItems.one': { 'zh-cn': '最多 1 项', 'zh-tw': '最多 1 項', 'en-us': 'at most 1 item' },
  'validation.minItems': { 'zh-cn': '至少 {min} 项', 'zh-tw': '至少 {min} 項', 'en-us': 'at least {min} items' },
  'validation.minItems.one': {
    'zh-cn': '至少需要一项',
    'zh-tw': '至少需要一項',
    'en-us': 'needs at least one item',
  },
  'validation.exactItems': {
    'zh-cn': '必须是 {length} 项',
    'zh-tw': '必須是 {length} 項',
    'en-us': 'must have exactly {length} items',
  },
  'validation.exactItems.one': {
    'zh-cn': '必须是 1 项',
    'zh-tw': '必須是 1 項',
    'en-us': 'must have exactly 1 item',
  },
  'validation.max': { 'zh-cn': '不能大于 {max}', 'zh-tw': '不能大於 {max}', 'en-us': 'must be at most {max}' },
  'validation.maxExclusive': {
    'zh-cn': '必须小于 {max}',
    'zh-tw': '必須小於 {max}',
    'en-us': 'must be less than {max}',
  },
  'validation.min': { 'zh-cn': '不能小于 {min}', 'zh-tw': '不能小於 {min}', 'en-us': 'must be at least {min}' },
  'validation.minExclusive': {
    'zh-cn': '必须大于 {min}',
    'zh-tw': '必須大於 {min}',
    'en-us': 'must be greater than {min}',
  },
  'validation.exactValue': { 'zh-cn': '必须等于 {value}', 'zh-tw': '必須等於 {value}', 'en-us': 'must be {value}' },
  'validation.dateMax': {
    'zh-cn': '不能晚于 {max}',
    'zh-tw': '不能晚於 {max}',
    'en-us': 'must be no later than {max}',
  },
  'validation.dateMin': {
    'zh-cn': '不能早于 {min}',
    'zh-tw': '不能早於 {min}',
    'en-us': 'must be no earlier than {min}',
  },
  'validation.fileTooSmall': {
    'zh-cn': '文件不能小于 {min}',
    'zh-tw': '檔案不能小於 {min}',
    'en-us': 'the file must be at least {min}',
  },
  'validation.format': { 'zh-cn': '格式不正确', 'zh-tw': '格式不正確', 'en-us': 'is not in the required format' },
  'validation.identifier': {
    'zh-cn': '不是有效的标识（UUID）',
    'zh-tw': '不是有效的識別碼（UUID）',
    'en-us': 'must be a valid identifier (UUID)',
  },
  'validation.startsWith': {
    'zh-cn': '必须以“{prefix}”开头',
    'zh-tw': '必須以「{prefix}」開頭',
    'en-us': 'must start with "{prefix}"',
  },
  'validation.endsWith': {
    'zh-cn': '必须以“{suffix}”结尾',
    'zh-tw': '必須以「{suffix}」結尾',
    'en-us': 'must end with "{suffix}"',
  },
  'validation.includes': {
    'zh-cn': '必须包含“{includes}”',
    'zh-tw': '必須包含「{includes}」',
    'en-us': 'must contain "{includes}"',
  },
  'validation.multipleOf': {
    'zh-cn': '必须是 {divisor} 的倍数',
    'zh-tw': '必須是 {divisor} 的倍數',
    'en-us': 'must be a multiple of {divisor}',
  },
  'validation.oneOf': {
    'zh-cn': '必须是以下之一：{values}',
    'zh-tw': '必須是下列之一：{values}',
    'en-us': 'must be one of: {values}',
  },
  'validation.unknownFields': {
    'zh-cn': '包含不接受的字段：{keys}',
    'zh-tw': '包含不接受的欄位：{keys}',
    'en-us': 'has fields that are not accepted: {keys}',
  },
  'validation.invalidKey': {
    'zh-cn': '包含不允许的键名',
    'zh-tw': '包含不允許的鍵名',
    'en-us': 'has a key that is not allowed',
  },
  'validation.invalidItem': {
    'zh-cn': '包含不正确的项目',
    'zh-tw': '包含不正確的項目',
    'en-us': 'has an item that is not valid',
  },
  'validation.invalidValue': { 'zh-cn': '值不正确', 'zh-tw': '值不正確', 'en-us': 'is not a valid value' },
  'validation.nulCharacter': {
    'zh-cn': '不能包含空字符（U+0000）',
    'zh-tw': '不能包含空字元（U+0000）',
    'en-us': 'cannot contain the NUL character (U+0000)',
  },
  'validation.malformedForm': {
    'zh-cn': '表单数据格式不正确',
    'zh-tw': '表單資料格式不正確',
    'en-us': 'the form data is malformed',
  },
});
