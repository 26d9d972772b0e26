export { formatFileSize, isUploadedAddress, UPLOADED_ADDRESS } from './files.js';
export { type IssueRule, issueRule } from './issues.js';
export {
  chinaIdBirthOk,
  chinaIdCheck,
  hongKongIdCheck,
  idCardRule,
  isIdCard,
  pastedIdCard,
  taiwanIdCheckOk,
} from './numbering.js';
export {
  allowedNumber,
  checkDecimal,
  checkInteger,
  type DecimalOptions,
  type IntegerOptions,
  type NumberRange,
  normaliseDecimal,
  numberProblem,
} from './numbers.js';
export { pastedCode, pastedText } from './paste.js';
export {
  isFixedTelephone,
  isMobilePhone,
  isPhone,
  type NumberRule,
  PHONE_CODES,
  PHONE_FALLBACK,
  type PhoneCode,
  type PhoneKind,
  pastedPhone,
  phoneCodeText,
  phoneNumberRule,
} from './phone.js';
export {
  type PhoneRuleKind,
  parseDateTime,
  pastedNumbers,
  phoneRule,
  withPhoneCode,
  zCode,
  zDateTime,
  zDecimal,
  zEmail,
  zInteger,
  zLength,
  zOptionalEmail,
  zPassword,
  zPhoneCode,
  zUserName,
  zWeight,
} from './schemas.js';
export {
  checkPassword,
  hasNoSpecialCharacters,
  isAlphabetic,
  isEmail,
  isLowerCase,
  isNotAllEmpty,
  isTrackingNumber,
  isUpperCase,
  isUrl,
  isUserName,
} from './text.js';
export {
  isPattern,
  isS10,
  MAX_TRACKING_NUMBER,
  s10CheckDigit,
  TrackingFormat,
  trackingNumberRule,
} from './tracking.js';
