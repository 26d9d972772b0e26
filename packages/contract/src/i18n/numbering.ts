import { defineCatalog, t3 } from './define.js';

/** The rules of phone and ID card numbers by region (validators/phone.ts, validators/numbering.ts).
 * Like every field rule, each is a sentence that names the field (`{label}`), says what is wrong
 * and, after a colon, what the region's numbers look like, with an example. */
export const numberingMessages = defineCatalog({
  // A mobile only: a user's phone, which receives SMS codes.
  'phone.mobile.86': t3(
    '{label}不是中国大陆手机号码：请输入 11 位数字，以 1 开头、第二位为 3 至 9，如 13800138000。',
    '{label}不是中國大陸手機號碼：請輸入 11 位數字，以 1 開頭、第二位為 3 至 9，如 13800138000。',
    '{label} is not a mainland China mobile number: enter 11 digits starting with 1 and then 3 to 9, such as 13800138000.',
  ),
  'phone.mobile.852': t3(
    '{label}不是香港手机号码：请输入 8 位数字，不以 0 开头，如 91234567。',
    '{label}不是香港手機號碼：請輸入 8 位數字，不以 0 開頭，如 91234567。',
    '{label} is not a Hong Kong mobile number: enter 8 digits not starting with 0, such as 91234567.',
  ),
  'phone.mobile.853': t3(
    '{label}不是澳门手机号码：请输入 8 位数字，以 6 开头，如 66123456。',
    '{label}不是澳門手機號碼：請輸入 8 位數字，以 6 開頭，如 66123456。',
    '{label} is not a Macau mobile number: enter 8 digits starting with 6, such as 66123456.',
  ),
  'phone.mobile.886': t3(
    '{label}不是台湾手机号码：请输入 09 加 8 位数字，如 0912345678。',
    '{label}不是臺灣手機號碼：請輸入 09 加 8 位數字，如 0912345678。',
    '{label} is not a Taiwan mobile number: enter 09 and 8 more digits, such as 0912345678.',
  ),
  'phone.mobile.none': t3(
    '{label}不是中国大陆、香港、澳门或台湾的手机号码：请输入如 13800138000 的号码，或先选择区号。',
    '{label}不是中國大陸、香港、澳門或臺灣的手機號碼：請輸入如 13800138000 的號碼，或先選擇國碼。',
    '{label} is not a mobile number of mainland China, Hong Kong, Macau or Taiwan: enter one such as 13800138000, or pick the phone code first.',
  ),
  // A mobile or a fixed line: contact numbers and the address books.
  'phone.line.86': t3(
    '{label}不是中国大陆电话号码：手机请输入 11 位数字，以 1 开头、第二位为 3 至 9（13800138000）；固话请输入区号、短横线和 4 至 8 位号码（010-12345678）。',
    '{label}不是中國大陸電話號碼：手機請輸入 11 位數字，以 1 開頭、第二位為 3 至 9（13800138000）；市話請輸入區號、短橫線和 4 至 8 位號碼（010-12345678）。',
    '{label} is not a mainland China phone number: enter a mobile of 11 digits starting with 1 and then 3 to 9 (13800138000), or a fixed line as the area code, a dash and 4 to 8 digits (010-12345678).',
  ),
  'phone.line.852': t3(
    '{label}不是香港电话号码：请输入 8 位数字，不以 0 开头，如 91234567 或 21234567。',
    '{label}不是香港電話號碼：請輸入 8 位數字，不以 0 開頭，如 91234567 或 21234567。',
    '{label} is not a Hong Kong phone number: enter 8 digits not starting with 0, such as 91234567 or 21234567.',
  ),
  'phone.line.853': t3(
    '{label}不是澳门电话号码：手机请输入以 6 开头的 8 位数字（66123456）；固话请输入以 28 开头的 8 位数字（28123456），或区号、短横线和 7 至 9 位号码。',
    '{label}不是澳門電話號碼：手機請輸入以 6 開頭的 8 位數字（66123456）；市話請輸入以 28 開頭的 8 位數字（28123456），或區號、短橫線和 7 至 9 位號碼。',
    '{label} is not a Macau phone number: enter a mobile of 8 digits starting with 6 (66123456), or a fixed line of 8 digits starting with 28 (28123456) or as the area code, a dash and 7 to 9 digits.',
  ),
  'phone.line.886': t3(
    '{label}不是台湾电话号码：手机请输入 09 加 8 位数字（0912345678）；市话请输入区号和 6 至 10 位号码（02-2345-6789）。',
    '{label}不是臺灣電話號碼：手機請輸入 09 加 8 位數字（0912345678）；市話請輸入區號和 6 至 10 位號碼（02-2345-6789）。',
    '{label} is not a Taiwan phone number: enter a mobile as 09 and 8 more digits (0912345678), or a fixed line as the area code and 6 to 10 digits (02-2345-6789).',
  ),
  'phone.line.65': t3(
    '{label}不是新加坡电话号码：请输入 8 位数字，以 3、6、8 或 9 开头，如 81234567。',
    '{label}不是新加坡電話號碼：請輸入 8 位數字，以 3、6、8 或 9 開頭，如 81234567。',
    '{label} is not a Singapore phone number: enter 8 digits starting with 3, 6, 8 or 9, such as 81234567.',
  ),
  'phone.line.1': t3(
    '{label}不是北美电话号码：请输入 10 位数字，不以 0 或 1 开头，如 212 555 0123。',
    '{label}不是北美電話號碼：請輸入 10 位數字，不以 0 或 1 開頭，如 212 555 0123。',
    '{label} is not a North American phone number: enter 10 digits not starting with 0 or 1, such as 212 555 0123.',
  ),
  'phone.line.other': t3(
    '{label}不是电话号码：请输入 {min} 至 {max} 位数字，数字间可用空格或短横线分隔。',
    '{label}不是電話號碼：請輸入 {min} 至 {max} 位數字，數字間可用空格或短橫線分隔。',
    '{label} is not a phone number: enter {min} to {max, plural, one {# digit} other {# digits}}, spaces or dashes between them if you like.',
  ),
  'phone.line.none': t3(
    '{label}不是中国大陆、香港、澳门或台湾的电话号码：请输入如 13800138000 或 010-12345678 的号码。',
    '{label}不是中國大陸、香港、澳門或臺灣的電話號碼：請輸入如 13800138000 或 010-12345678 的號碼。',
    '{label} is not a phone number of mainland China, Hong Kong, Macau or Taiwan: enter one such as 13800138000 or 010-12345678.',
  ),

  'idCard.86': t3(
    '{label}不是中国大陆居民身份证号码：请输入 17 位数字加 1 位校验码（数字或 X），校验码须与前 17 位相符。',
    '{label}不是中國大陸居民身分證號碼：請輸入 17 位數字加 1 位檢查碼（數字或 X），檢查碼須與前 17 位相符。',
    '{label} is not a mainland China resident ID number: enter 17 digits and the check character (a digit or X) that fits them.',
  ),
  'idCard.86.birth': t3(
    '{label}中的出生日期不存在：第 7 至 14 位是出生的年月日，须为 1900 年至今天之间的真实日期。',
    '{label}中的出生日期不存在：第 7 至 14 位是出生的年月日，須為 1900 年至今天之間的真實日期。',
    '{label} holds a date of birth that does not exist: digits 7 to 14 are the year, month and day of birth, a real day from 1900 to today.',
  ),
  'idCard.852': t3(
    '{label}不是香港身份证号码：请输入 1 至 2 个字母、6 位数字和相符的校验码（数字或 A），如 A123456(3)。',
    '{label}不是香港身分證號碼：請輸入 1 至 2 個字母、6 位數字和相符的檢查碼（數字或 A），如 A123456(3)。',
    '{label} is not a Hong Kong identity card number: enter 1 or 2 letters, 6 digits and the check digit (or A) that fits them, such as A123456(3).',
  ),
  'idCard.853': t3(
    '{label}不是澳门居民身份证号码：请输入以 1、5 或 7 开头的 8 位数字，如 1234567(8)。',
    '{label}不是澳門居民身分證號碼：請輸入以 1、5 或 7 開頭的 8 位數字，如 1234567(8)。',
    '{label} is not a Macau resident identity card number: enter 8 digits starting with 1, 5 or 7, such as 1234567(8).',
  ),
  'idCard.886': t3(
    '{label}不是台湾证件号码：身份证请输入 1 个字母加 9 位数字且校验码相符（A123456789），台胞证请输入 8 位数字。',
    '{label}不是臺灣證件號碼：身分證請輸入 1 個字母加 9 位數字且檢查碼相符（A123456789），台胞證請輸入 8 位數字。',
    '{label} is not a Taiwan ID number: enter an ID card as a letter and 9 digits whose last fits the others (A123456789), or a travel permit as 8 digits.',
  ),
  'idCard.other': t3(
    '{label}不是证件号码：请输入 5 至 30 位字母或数字。',
    '{label}不是證件號碼：請輸入 5 至 30 位字母或數字。',
    '{label} is not an ID number: enter 5 to 30 letters and digits.',
  ),
  'idCard.none': t3(
    '{label}不是中国大陆、香港、澳门或台湾的身份证号码：请核对号码，或先选择地区。',
    '{label}不是中國大陸、香港、澳門或臺灣的身分證號碼：請核對號碼，或先選擇地區。',
    '{label} is not an ID card number of mainland China, Hong Kong, Macau or Taiwan: check the number, or pick the region first.',
  ),
});
