import { z } from 'zod';
import { t3 } from '../i18n/define.js';
import { Empty, IdBody } from '../paging.js';
import { zName, zTime } from '../primitives.js';
import { areaTexts, defineCalls } from './define.js';

// A peer's API keys (docs/domain.md, "Peer access"): a peer customer signs calls of the call
// table with a key of their own instead of a session (the wire format: docs/architecture.md, "How
// a request flows"). Decisions: only a customer staff marked as a peer may make a key; a key acts
// as its customer and nothing more (their own records, option lists: never staff calls, never
// self-management such as keys, passwords or messages); its secret is answered once, when it is
// made, and kept only encrypted; revoking is at once and for good; at most MAX_API_KEYS live keys.

/** Live (not revoked) keys one customer may hold: enough for a test and a live system per shop. */
export const MAX_API_KEYS = 10;

/** The public half of a key: `pk_` and 24 letters and digits. */
export const API_KEY_ID = /^pk_[A-Za-z0-9]{24}$/;

/** The headers of a signed request. */
export const ApiKeyHeaders = {
  Key: 'x-api-key',
  Timestamp: 'x-api-timestamp',
  Nonce: 'x-api-nonce',
  Signature: 'x-api-signature',
} as const;

/** How old (or how far ahead) a signed request's timestamp may be. */
export const API_KEY_MAX_SKEW_MS = 5 * 60_000;

export const ApiKeyRow = z.object({
  Id: z.number(),
  Name: z.string(),
  KeyId: z.string().describe('the public key id sent as X-Api-Key'),
  LastUsedTime: zTime.nullable().describe('the last signed request it authenticated'),
  RevokedTime: zTime.nullable().describe('set once revoked: the key stops at once and for good'),
  CreationTime: zTime,
});
export type ApiKeyRow = z.infer<typeof ApiKeyRow>;

export const ApiKeyList = z.object({
  IsPeer: z.boolean().describe('whether staff marked the caller as a peer: only a peer may add a key'),
  Keys: z.array(ApiKeyRow).describe('newest first, revoked ones included'),
});
export type ApiKeyList = z.infer<typeof ApiKeyList>;

export const AddApiKeyBody = z.object({ Name: zName().describe('what the key is for, unique among live keys') });
export type AddApiKeyBody = z.infer<typeof AddApiKeyBody>;

export const NewApiKey = ApiKeyRow.extend({
  Secret: z.string().describe('the signing secret: answered here once and never again'),
});
export type NewApiKey = z.infer<typeof NewApiKey>;

const customerSelf = { access: 'customer', scope: 'self' } as const;

export const apiKeyCalls = defineCalls('UserApiKey', {
  GetApiKeys: { ...customerSelf, body: Empty, response: ApiKeyList },
  AddApiKey: {
    ...customerSelf,
    body: AddApiKeyBody,
    response: NewApiKey,
    summary: 'Answers the secret once; a customer not marked as a peer is refused (Code 4)',
  },
  RevokeApiKey: { ...customerSelf, body: IdBody, response: z.boolean(), summary: 'At once and for good' },
});

export const apiKeyTexts = areaTexts({
  messages: {
    'apiKeys.nameTaken': t3(
      '{label}已被另一个 API 密钥使用：请换一个{label}。',
      '{label}已被另一個 API 密鑰使用：請換一個{label}。',
      '{label} is already used by another API key: enter a different one.',
    ),
    'apiKeys.unknownKey': t3(
      'API 密钥不存在或已撤销：请用控制台中有效的密钥签名。',
      'API 密鑰不存在或已撤銷：請用控制台中有效的密鑰簽名。',
      'The API key is unknown or revoked: sign with a live key from your console.',
    ),
    'apiKeys.badHeaders': t3(
      '签名请求的头不完整：请带上 X-Api-Timestamp（毫秒）、X-Api-Nonce（8-64 位字母数字）和 X-Api-Signature（64 位十六进制）。',
      '簽名請求的標頭不完整：請帶上 X-Api-Timestamp（毫秒）、X-Api-Nonce（8-64 位字母數字）和 X-Api-Signature（64 位十六進位）。',
      'The signed request lacks a header: send X-Api-Timestamp (milliseconds), X-Api-Nonce (8-64 letters or digits) and X-Api-Signature (64 hex digits).',
    ),
    'apiKeys.stale': t3(
      '请求的时间与服务器相差超过 5 分钟：请用当前时间重新签名。',
      '請求的時間與伺服器相差超過 5 分鐘：請用目前時間重新簽名。',
      "The request's timestamp is more than 5 minutes from the server's clock: sign it again with the current time.",
    ),
    'apiKeys.badSignature': t3(
      '请求的签名不符：请用密钥对方法、路径、时间、随机数和请求体的 SHA-256 重新签名。',
      '請求的簽名不符：請用密鑰對方法、路徑、時間、隨機數和請求主體的 SHA-256 重新簽名。',
      "The request's signature does not match: sign the method, path, timestamp, nonce and the body's SHA-256 with the key's secret.",
    ),
    'apiKeys.replayed': t3(
      '请求的随机数已用过：每个请求请用新的随机数签名。',
      '請求的隨機數已用過：每個請求請用新的隨機數簽名。',
      "The request's nonce was used before: sign each request with a new nonce.",
    ),
    'apiKeys.callNotAllowed': t3(
      '这个接口不能用 API 密钥调用：密钥只能调用本客户自己的记录和选项列表。',
      '這個介面不能用 API 密鑰呼叫：密鑰只能呼叫本客戶自己的記錄和選項清單。',
      "This call cannot be made with an API key: a key makes only calls on its customer's own records and option lists.",
    ),
    'apiKeys.notPeer': t3(
      '不能创建 API 密钥：只有同行客户可以创建，请联系客服开通同行。',
      '不能建立 API 密鑰：只有同行客戶可以建立，請聯繫客服開通同行。',
      'An API key cannot be made: only peer customers may make one, so ask us to mark your account as a peer.',
    ),
    'apiKeys.tooMany': t3(
      'API 密钥已有 {max} 个：请先撤销不用的密钥。',
      'API 密鑰已有 {max} 個：請先撤銷不用的密鑰。',
      'You already have {max} API keys: revoke one you no longer use first.',
    ),
  },
  fields: {
    KeyId: t3('密钥 ID', '密鑰 ID', 'Key ID'),
    LastUsedTime: t3('最近使用时间', '最近使用時間', 'Last used'),
    RevokedTime: t3('撤销时间', '撤銷時間', 'Revoked'),
    IsPeer: t3('同行', '同行', 'Peer'),
  },
});
