import { defineCatalog } from './define.js';

/** Field rules (Code 2). Each is a sentence that starts with the field's `{label}`, says what is
 * wrong and then, after a colon, what is allowed: "Sort order is over 1000: enter a whole number
 * from 0 to 1000." The console's forms show the same texts for the same rules (docs/architecture.md,
 * "Messages"). Counts take plural forms: `{max, plural, one {# character} other {# characters}}`. */
export const validationMessages = defineCatalog({
  'validation.required': {
    'zh-cn': '{label}不能为空。',
    'zh-tw': '{label}不能為空。',
    'en-us': '{label} cannot be empty.',
  },
  /** A value another record already has where it must be unique (a name, a code). */
  'validation.taken': {
    'zh-cn': '{label}已被其他{record}使用：请换一个{label}。',
    'zh-tw': '{label}已被其他{record}使用：請換一個{label}。',
    'en-us': '{label} is already used by another {record}: enter a different one.',
  },
  'validation.numberZero': {
    'zh-cn': '{label}不能为 0：请输入{allowed}。',
    'zh-tw': '{label}不能為 0：請輸入{allowed}。',
    'en-us': '{label} cannot be 0: enter {allowed}.',
  },
  'validation.numberType': {
    'zh-cn': '{label}必须是整数：请输入{allowed}。',
    'zh-tw': '{label}必須是整數：請輸入{allowed}。',
    'en-us': '{label} must be a whole number: enter {allowed}.',
  },
  'validation.numberNegative': {
    'zh-cn': '{label}不能为负数：请输入{allowed}。',
    'zh-tw': '{label}不能為負數：請輸入{allowed}。',
    'en-us': '{label} cannot be negative: enter {allowed}.',
  },
  'validation.numberFormat': {
    'zh-cn': '{label}不是纯数字：请输入{allowed}。',
    'zh-tw': '{label}不是純數字：請輸入{allowed}。',
    'en-us': '{label} is not a number in plain digits: enter {allowed}.',
  },
  'validation.decimalPlaces': {
    'zh-cn': '{label}的小数位数过多：请输入{allowed}。',
    'zh-tw': '{label}的小數位數過多：請輸入{allowed}。',
    'en-us': '{label} has too many decimal places: enter {allowed}.',
  },
  'validation.password': {
    'zh-cn': '{label}不符合密码规则：须为 6 至 16 位不含空格的字符，至少包含字母、数字、符号中的两种，且不能包含中文。',
    'zh-tw': '{label}不符合密碼規則：須為 6 至 16 位不含空格的字元，至少包含字母、數字、符號中的兩種，且不能包含中文。',
    'en-us':
      '{label} does not follow the password rules: use 6 to 16 characters without spaces, mixing at least two of letters, digits and symbols, with no Chinese characters.',
  },
  'validation.passwordMismatch': {
    'zh-cn': '{label}与密码不一致：请再输入一次相同的密码。',
    'zh-tw': '{label}與密碼不一致：請再輸入一次相同的密碼。',
    'en-us': '{label} does not match the password: type the same password again.',
  },
  'validation.email': {
    'zh-cn': '{label}不是有效的电子邮箱地址：请输入如 name@example.com 的地址。',
    'zh-tw': '{label}不是有效的電子郵件地址：請輸入如 name@example.com 的地址。',
    'en-us': '{label} is not a valid e-mail address: enter one such as name@example.com.',
  },
  'validation.phone': {
    'zh-cn': '{label}不是所选区号下有效的手机号码：请核对号码和区号。',
    'zh-tw': '{label}不是所選國碼下有效的手機號碼：請核對號碼和國碼。',
    'en-us': '{label} is not a valid mobile number for the selected phone code: check the number and the code.',
  },
  'validation.fixedTelephone': {
    'zh-cn': '{label}不是所选区号下有效的固定电话号码：请核对号码和区号。',
    'zh-tw': '{label}不是所選國碼下有效的市話號碼：請核對號碼和國碼。',
    'en-us': '{label} is not a valid landline number for the selected phone code: check the number and the code.',
  },
  'validation.idCard': {
    'zh-cn': '{label}不是所选地区有效的身份证号码：请核对号码。',
    'zh-tw': '{label}不是所選地區有效的身分證號碼：請核對號碼。',
    'en-us': '{label} is not a valid ID card number for the selected region: check the number.',
  },
  'validation.userName': {
    'zh-cn': '{label}包含不允许的字符：只能使用字母和数字。',
    'zh-tw': '{label}包含不允許的字元：只能使用字母和數字。',
    'en-us': '{label} has characters that are not allowed: use letters and digits only.',
  },
  'validation.specialCharacters': {
    'zh-cn': "{label}包含不允许的字符：不能使用空格或特殊字符 ~ ! @ # $ % ^ & * < > | '。",
    'zh-tw': "{label}包含不允許的字元：不能使用空格或特殊字元 ~ ! @ # $ % ^ & * < > | '。",
    'en-us':
      "{label} has characters that are not allowed: leave out spaces and the special characters ~ ! @ # $ % ^ & * < > | '.",
  },
  'validation.s10': {
    'zh-cn': '{label}不是有效的 UPU S10 单号：应为两位字母、八位数字、一位校验位和两位国家代码，如 EE123456785CN。',
    'zh-tw': '{label}不是有效的 UPU S10 單號：應為兩位字母、八位數字、一位檢查碼和兩位國家代碼，如 EE123456785CN。',
    'en-us':
      '{label} is not a valid UPU S10 number: use two letters, eight digits, a check digit and a country code, such as EE123456785CN.',
  },
  'validation.trackingPattern': {
    'zh-cn': '{label}不符合该承运商的单号格式：请核对单号。',
    'zh-tw': '{label}不符合該承運商的單號格式：請核對單號。',
    'en-us': "{label} does not match the carrier's number format: check the number.",
  },
  'validation.unknownChoice': {
    'zh-cn': '{label}不是可选的选项：请从列表中选择。',
    'zh-tw': '{label}不是可選的選項：請從清單中選擇。',
    'en-us': '{label} must be one of the choices offered: choose from the list.',
  },
  'validation.pattern': {
    'zh-cn': '{label}不是有效的正则表达式：请检查括号和特殊字符。',
    'zh-tw': '{label}不是有效的正規表示式：請檢查括號和特殊字元。',
    'en-us': '{label} is not a valid regular expression: check its brackets and special characters.',
  },
  'validation.notAllEmpty': {
    'zh-cn': '{label}至少需要填写一项：请填写其中一项或多项。',
    'zh-tw': '{label}至少需要填寫一項：請填寫其中一項或多項。',
    'en-us': '{label} must have at least one value: fill in one or more.',
  },
  'validation.trackingNumber': {
    'zh-cn': '{label}不能是纯文字：只能使用字母、数字和连字符，且至少包含一位数字。',
    'zh-tw': '{label}不能是純文字：只能使用字母、數字和連字號，且至少包含一位數字。',
    'en-us': '{label} cannot be plain text: use letters, digits and dashes, with at least one digit.',
  },
  'validation.url': {
    'zh-cn': '{label}不是有效的网址：请输入以 http:// 或 https:// 开头的地址。',
    'zh-tw': '{label}不是有效的網址：請輸入以 http:// 或 https:// 開頭的位址。',
    'en-us': '{label} is not a valid web address: enter one that starts with http:// or https://.',
  },
  'validation.lowerCase': {
    'zh-cn': '{label}包含不允许的字符：只能使用小写英文字母。',
    'zh-tw': '{label}包含不允許的字元：只能使用小寫英文字母。',
    'en-us': '{label} has characters that are not allowed: use lower-case letters only.',
  },
  'validation.upperCase': {
    'zh-cn': '{label}包含不允许的字符：只能使用大写英文字母。',
    'zh-tw': '{label}包含不允許的字元：只能使用大寫英文字母。',
    'en-us': '{label} has characters that are not allowed: use capital letters only.',
  },
  'validation.alphabetic': {
    'zh-cn': '{label}包含不允许的字符：只能使用英文字母 A 至 Z。',
    'zh-tw': '{label}包含不允許的字元：只能使用英文字母 A 至 Z。',
    'en-us': '{label} has characters that are not allowed: use the letters A to Z only.',
  },
  'validation.code': {
    'zh-cn': '{label}包含不允许的字符：只能使用英文字母、数字和下划线。',
    'zh-tw': '{label}包含不允許的字元：只能使用英文字母、數字和底線。',
    'en-us': '{label} has characters that are not allowed: use letters, digits and underscores only.',
  },
  'validation.dateTime': {
    'zh-cn': '{label}不是有效的日期时间：请使用 yyyy-MM-dd HH:mm:ss 或 ISO 8601 格式。',
    'zh-tw': '{label}不是有效的日期時間：請使用 yyyy-MM-dd HH:mm:ss 或 ISO 8601 格式。',
    'en-us': '{label} is not a valid date and time: use yyyy-MM-dd HH:mm:ss or ISO 8601.',
  },
  'validation.multipartRequired': {
    'zh-cn': '{label}的格式不对：必须以 multipart/form-data 格式提交。',
    'zh-tw': '{label}的格式不對：必須以 multipart/form-data 格式提交。',
    'en-us': '{label} is in the wrong format: send it as multipart/form-data.',
  },
  // `{max}` is meant to be a readable size such as "10 MB" (formatFileSize); a raw byte count
  // still reads correctly, only less kindly.
  'validation.fileTooLarge': {
    'zh-cn': '{label}过大：不能超过 {max}。',
    'zh-tw': '{label}過大：不能超過 {max}。',
    'en-us': '{label} is too large: the limit is {max}.',
  },
  'validation.fieldTooLarge': {
    'zh-cn': '{label}内容过大：不能超过 {max}。',
    'zh-tw': '{label}內容過大：不能超過 {max}。',
    'en-us': '{label} cannot be larger than {max}: send less at a time.',
  },
  'validation.fileType': {
    'zh-cn': '{label}的文件类型不允许：请换一个文件。',
    'zh-tw': '{label}的檔案類型不允許：請換一個檔案。',
    'en-us': '{label} is a type of file that is not allowed: choose another file.',
  },
  'validation.fileCount': {
    'zh-cn': '{label}的文件过多：请减少文件数量。',
    'zh-tw': '{label}的檔案過多：請減少檔案數量。',
    'en-us': '{label} cannot take so many files: upload fewer.',
  },
  // The rules below are what `issueRule` (validators/issues.ts) makes of the validation
  // library's own issue kinds, so that no library text ever reaches a user.
  'validation.type.string': {
    'zh-cn': '{label}必须是文本。',
    'zh-tw': '{label}必須是文字。',
    'en-us': '{label} must be text.',
  },
  'validation.type.number': {
    'zh-cn': '{label}必须是数字。',
    'zh-tw': '{label}必須是數字。',
    'en-us': '{label} must be a number.',
  },
  'validation.type.int': {
    'zh-cn': '{label}必须是整数。',
    'zh-tw': '{label}必須是整數。',
    'en-us': '{label} must be a whole number.',
  },
  'validation.type.boolean': {
    'zh-cn': '{label}必须是“是”或“否”。',
    'zh-tw': '{label}必須是「是」或「否」。',
    'en-us': '{label} must be yes or no (true or false).',
  },
  'validation.type.array': {
    'zh-cn': '{label}必须是列表。',
    'zh-tw': '{label}必須是清單。',
    'en-us': '{label} must be a list.',
  },
  'validation.type.object': {
    'zh-cn': '{label}必须是一组字段（对象）。',
    'zh-tw': '{label}必須是一組欄位（物件）。',
    'en-us': '{label} must be a group of fields (an object).',
  },
  'validation.type.date': {
    'zh-cn': '{label}必须是日期。',
    'zh-tw': '{label}必須是日期。',
    'en-us': '{label} must be a date.',
  },
  'validation.type.other': {
    'zh-cn': '{label}的类型不正确。',
    'zh-tw': '{label}的類型不正確。',
    'en-us': '{label} has the wrong kind of value.',
  },
  'validation.maxLength': {
    'zh-cn': '{label}过长：最多 {max} 个字符。',
    'zh-tw': '{label}過長：最多 {max} 個字元。',
    'en-us': '{label} is too long: use at most {max, plural, one {# character} other {# characters}}.',
  },
  'validation.minLength': {
    'zh-cn': '{label}过短：至少 {min} 个字符。',
    'zh-tw': '{label}過短：至少 {min} 個字元。',
    'en-us': '{label} is too short: use at least {min, plural, one {# character} other {# characters}}.',
  },
  'validation.exactLength': {
    'zh-cn': '{label}的长度不对：必须是 {length} 个字符。',
    'zh-tw': '{label}的長度不對：必須是 {length} 個字元。',
    'en-us': '{label} has the wrong length: use exactly {length, plural, one {# character} other {# characters}}.',
  },
  'validation.maxItems': {
    'zh-cn': '{label}的项目过多：最多 {max} 项。',
    'zh-tw': '{label}的項目過多：最多 {max} 項。',
    'en-us': '{label} can hold at most {max, plural, one {# item} other {# items}}: remove some.',
  },
  'validation.minItems': {
    'zh-cn': '{label}的项目过少：至少需要 {min} 项。',
    'zh-tw': '{label}的項目過少：至少需要 {min} 項。',
    'en-us': '{label} must hold at least {min, plural, one {# item} other {# items}}: add more.',
  },
  'validation.minItems.one': {
    'zh-cn': '{label}至少需要一项：请添加或选择一项。',
    'zh-tw': '{label}至少需要一項：請新增或選擇一項。',
    'en-us': '{label} must hold at least one item: add or choose one.',
  },
  'validation.exactItems': {
    'zh-cn': '{label}的项目数量不对：必须是 {length} 项。',
    'zh-tw': '{label}的項目數量不對：必須是 {length} 項。',
    'en-us': '{label} must hold exactly {length, plural, one {# item} other {# items}}.',
  },
  'validation.max': {
    'zh-cn': '{label}超出上限：不能大于 {max}。',
    'zh-tw': '{label}超出上限：不能大於 {max}。',
    'en-us': '{label} is over the limit: it must be at most {max}.',
  },
  'validation.maxExclusive': {
    'zh-cn': '{label}超出上限：必须小于 {max}。',
    'zh-tw': '{label}超出上限：必須小於 {max}。',
    'en-us': '{label} is over the limit: it must be less than {max}.',
  },
  'validation.min': {
    'zh-cn': '{label}低于下限：不能小于 {min}。',
    'zh-tw': '{label}低於下限：不能小於 {min}。',
    'en-us': '{label} is under the limit: it must be at least {min}.',
  },
  'validation.minExclusive': {
    'zh-cn': '{label}低于下限：必须大于 {min}。',
    'zh-tw': '{label}低於下限：必須大於 {min}。',
    'en-us': '{label} is under the limit: it must be greater than {min}.',
  },
  'validation.exactValue': {
    'zh-cn': '{label}的值不对：必须等于 {value}。',
    'zh-tw': '{label}的值不對：必須等於 {value}。',
    'en-us': '{label} has the wrong value: it must be {value}.',
  },
  'validation.dateMax': {
    'zh-cn': '{label}过晚：不能晚于 {max}。',
    'zh-tw': '{label}過晚：不能晚於 {max}。',
    'en-us': '{label} is too late: it must be no later than {max}.',
  },
  'validation.dateMin': {
    'zh-cn': '{label}过早：不能早于 {min}。',
    'zh-tw': '{label}過早：不能早於 {min}。',
    'en-us': '{label} is too early: it must be no earlier than {min}.',
  },
  'validation.fileTooSmall': {
    'zh-cn': '{label}的文件过小：不能小于 {min}。',
    'zh-tw': '{label}的檔案過小：不能小於 {min}。',
    'en-us': '{label} is smaller than allowed: the file must be at least {min}.',
  },
  'validation.format': {
    'zh-cn': '{label}的格式不正确：请按要求的格式填写。',
    'zh-tw': '{label}的格式不正確：請按要求的格式填寫。',
    'en-us': '{label} is not in the required format: check how it is written.',
  },
  'validation.identifier': {
    'zh-cn': '{label}不是有效的标识：必须是 UUID。',
    'zh-tw': '{label}不是有效的識別碼：必須是 UUID。',
    'en-us': '{label} is not a valid identifier: it must be a UUID.',
  },
  'validation.startsWith': {
    'zh-cn': '{label}的开头不对：必须以“{prefix}”开头。',
    'zh-tw': '{label}的開頭不對：必須以「{prefix}」開頭。',
    'en-us': '{label} starts wrongly: it must start with "{prefix}".',
  },
  'validation.endsWith': {
    'zh-cn': '{label}的结尾不对：必须以“{suffix}”结尾。',
    'zh-tw': '{label}的結尾不對：必須以「{suffix}」結尾。',
    'en-us': '{label} ends wrongly: it must end with "{suffix}".',
  },
  'validation.includes': {
    'zh-cn': '{label}缺少必需的内容：必须包含“{includes}”。',
    'zh-tw': '{label}缺少必需的內容：必須包含「{includes}」。',
    'en-us': '{label} lacks a required part: it must contain "{includes}".',
  },
  'validation.multipleOf': {
    'zh-cn': '{label}的值不对：必须是 {divisor} 的倍数。',
    'zh-tw': '{label}的值不對：必須是 {divisor} 的倍數。',
    'en-us': '{label} has the wrong value: it must be a multiple of {divisor}.',
  },
  'validation.oneOf': {
    'zh-cn': '{label}不是允许的值：请使用以下之一：{values}。',
    'zh-tw': '{label}不是允許的值：請使用下列之一：{values}。',
    'en-us': '{label} is not a value allowed: use one of {values}.',
  },
  'validation.unknownFields': {
    'zh-cn': '{label}包含不接受的字段：请去掉 {keys}。',
    'zh-tw': '{label}包含不接受的欄位：請去掉 {keys}。',
    'en-us': '{label} has fields that are not accepted: leave out {keys}.',
  },
  'validation.invalidKey': {
    'zh-cn': '{label}包含不允许的键名：请去掉它。',
    'zh-tw': '{label}包含不允許的鍵名：請去掉它。',
    'en-us': '{label} has a key that is not allowed: leave it out.',
  },
  'validation.invalidItem': {
    'zh-cn': '{label}包含不正确的项目：请检查每一项。',
    'zh-tw': '{label}包含不正確的項目：請檢查每一項。',
    'en-us': '{label} must hold only valid items: check each one.',
  },
  'validation.invalidValue': {
    'zh-cn': '{label}的值不正确：请检查后重新填写。',
    'zh-tw': '{label}的值不正確：請檢查後重新填寫。',
    'en-us': '{label} has a value that is not valid: check it and enter it again.',
  },
  'validation.nulCharacter': {
    'zh-cn': '{label}包含空字符（U+0000）：请去掉它。',
    'zh-tw': '{label}包含空字元（U+0000）：請去掉它。',
    'en-us': '{label} contains the NUL character (U+0000): remove it.',
  },
  'validation.malformedForm': {
    'zh-cn': '{label}的表单数据格式不正确：请重新提交。',
    'zh-tw': '{label}的表單資料格式不正確：請重新提交。',
    'en-us': '{label} is malformed form data: send it again.',
  },
  // A number field's rule: what is wrong, then what the field allows (`allowedNumber`, validators/numbers.ts).
  'validation.numberTooBig': {
    'zh-cn': '{label}超出上限 {max}：请输入{allowed}。',
    'zh-tw': '{label}超出上限 {max}：請輸入{allowed}。',
    'en-us': '{label} is over {max}: enter {allowed}.',
  },
  'validation.numberTooSmall': {
    'zh-cn': '{label}低于下限 {min}：请输入{allowed}。',
    'zh-tw': '{label}低於下限 {min}：請輸入{allowed}。',
    'en-us': '{label} is under {min}: enter {allowed}.',
  },
  // What a number field allows, inside the rules above ("enter {allowed}"): not sentences.
  'validation.allowed.whole': {
    'zh-cn': '介于 {min} 到 {max} 之间的整数',
    'zh-tw': '介於 {min} 到 {max} 之間的整數',
    'en-us': 'a whole number from {min} to {max}',
  },
  'validation.allowed.wholeFrom': {
    'zh-cn': '大于或等于 {min} 的整数',
    'zh-tw': '大於或等於 {min} 的整數',
    'en-us': 'a whole number of {min} or more',
  },
  'validation.allowed.wholeNotZero': {
    'zh-cn': '介于 {min} 到 {max} 之间且不为 0 的整数',
    'zh-tw': '介於 {min} 到 {max} 之間且不為 0 的整數',
    'en-us': 'a whole number from {min} to {max} other than 0',
  },
  'validation.allowed.decimal': {
    'zh-cn': '介于 {min} 到 {max} 之间、最多 {places} 位小数的数字',
    'zh-tw': '介於 {min} 到 {max} 之間、最多 {places} 位小數的數字',
    'en-us':
      'a number from {min} to {max} with at most {places, plural, one {# decimal place} other {# decimal places}}',
  },
  'validation.allowed.decimalFrom': {
    'zh-cn': '大于或等于 {min}、最多 {places} 位小数的数字',
    'zh-tw': '大於或等於 {min}、最多 {places} 位小數的數字',
    'en-us': 'a number of {min} or more with at most {places, plural, one {# decimal place} other {# decimal places}}',
  },
  'validation.allowed.decimalAbove': {
    'zh-cn': '大于 {min} 且不超过 {max}、最多 {places} 位小数的数字',
    'zh-tw': '大於 {min} 且不超過 {max}、最多 {places} 位小數的數字',
    'en-us':
      'a number over {min} and up to {max} with at most {places, plural, one {# decimal place} other {# decimal places}}',
  },
  'validation.allowed.decimalOver': {
    'zh-cn': '大于 {min}、最多 {places} 位小数的数字',
    'zh-tw': '大於 {min}、最多 {places} 位小數的數字',
    'en-us': 'a number over {min} with at most {places, plural, one {# decimal place} other {# decimal places}}',
  },
  'validation.allowed.decimalNotZero': {
    'zh-cn': '介于 {min} 到 {max} 之间且不为 0、最多 {places} 位小数的数字',
    'zh-tw': '介於 {min} 到 {max} 之間且不為 0、最多 {places} 位小數的數字',
    'en-us':
      'a number from {min} to {max} other than 0 with at most {places, plural, one {# decimal place} other {# decimal places}}',
  },
});
