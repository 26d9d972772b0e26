export { formatFileSize } from './files.js';
export { type IssueRule, issueRule } from './issues.js';
export {
  chinaIdCheck,
  hongKongIdCheck,
  idCardRule,
  type NumberRule,
  PHONE_FALLBACK,
  PHONE_NUMBERING,
  type PhoneNumbering,
  phoneNumberRule,
} from './numbering.js';
export { checkDecimal, checkInteger, type DecimalOptions, type IntegerOptions, normaliseDecimal } from './numbers.js';
export {
  isFixedTelephone,
  isIdCard,
  isMobilePhone,
  PHONE_CODES,
  type PhoneCode,
  type PhoneRuleKind,
} from './phone.js';
export {
  parseDateTime,
  phoneRule,
  zDateTime,
  zDecimal,
  zEmail,
  zInteger,
  zOptionalEmail,
  zPassword,
  zPhoneCode,
  zUserName,
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
