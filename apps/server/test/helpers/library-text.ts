/**
 * Phrases of the validation library's own messages (zod's English and Chinese locales: "Too big:
 * expected string to have <=50 characters", "数值过小：期望 string >=1 字符"). The server words every
 * refusal itself, so none of these may ever reach a user.
 */
export const LIBRARY_TEXT =
  /Invalid input|Too big|Too small|Invalid option|Invalid discriminator|Unrecognized key|Invalid (?:string|number|key|element|email|URL|UUID)\b|\bexpected [a-z]+(?:,| to )|expected one of|\breceived (?:undefined|null|number|string|boolean|object|array|NaN)\b|<=|>=|期望|无效输入|無效輸入|数值过|數值過|无效字符串|無效字串|无效选项|無效選項|預期|無效的|無法識別|但收到|实际接收|无法识别/i;
