import { z } from 'zod';
import { recordTexts, type Texts, t3 } from '../i18n/define.js';
import { MAX_WALLET_AMOUNT, zMoney } from '../money.js';
import { IdBody, pageOf, zId } from '../paging.js';
import { zContent, zDeactivate, zName, zRemarks, zRequiredId, zText, zTime } from '../primitives.js';
import { defineWorkflow } from '../workflow.js';
import { zIdempotencyKey } from './bills.js';
import { oneOf } from './choices.js';
import { zUserCouponIds } from './coupons.js';
import { areaTexts, customerOwner, defineCalls, openPublic, staffOwner, staffPlatform } from './define.js';

// Recharges and online payments (docs/domain.md, "Recharges and online payments"). Staff keep the
// payment providers a site takes (`/OnlinePaymentConfiguration/`: keys stay on the server, never
// answered in full). A customer recharges a wallet through one: the server makes the payment with
// the provider, the payer approves it on the provider's page, and the provider's signed callback
// credits the wallet. No payment network is reachable from this installation: the built-in
// **sandbox provider** runs that whole flow with a page of ours standing in for the provider's.

type Option = { Value: number; Name: Texts };

/** The providers a configuration can be for (`/Select/GetOnlinePaymentTypes`). Only the sandbox
 * has a connection here; the others keep their settings for when one is built. */
export const OnlinePaymentType = { Sandbox: 1, Alipay: 2, WeChatPay: 3, PayPal: 4, Stripe: 5 } as const;
export const onlinePaymentTypeOptions: Option[] = [
  { Value: OnlinePaymentType.Sandbox, Name: t3('沙箱支付（测试）', '沙箱支付（測試）', 'Sandbox (test payments)') },
  { Value: OnlinePaymentType.Alipay, Name: t3('支付宝', '支付寶', 'Alipay') },
  { Value: OnlinePaymentType.WeChatPay, Name: t3('微信支付', '微信支付', 'WeChat Pay') },
  { Value: OnlinePaymentType.PayPal, Name: t3('PayPal', 'PayPal', 'PayPal') },
  { Value: OnlinePaymentType.Stripe, Name: t3('Stripe', 'Stripe', 'Stripe') },
];

/** How WeChat Pay signs (`/Select/GetWeChatEncryption`). */
export const WeChatEncryption = { MD5: 1, HmacSha256: 2 } as const;
export const weChatEncryptionOptions: Option[] = [
  { Value: WeChatEncryption.MD5, Name: t3('MD5', 'MD5', 'MD5') },
  { Value: WeChatEncryption.HmacSha256, Name: t3('HMAC-SHA256', 'HMAC-SHA256', 'HMAC-SHA256') },
];

/** How a wallet was recharged (`/Select/GetRechargeTypes`). */
export const RechargeType = { Online: 1, Manual: 2 } as const;
export const rechargeTypeOptions: Option[] = [
  { Value: RechargeType.Online, Name: t3('在线支付', '線上支付', 'Online payment') },
  { Value: RechargeType.Manual, Name: t3('人工充值', '人工儲值', 'By staff') },
];

/**
 * A recharge's life: made waiting for the payer, then paid (the wallet credited), declined by the
 * payer, or expired. Only the provider's verified callback (the system) moves it.
 */
export const rechargeFlow = defineWorkflow({
  entity: 'RechargeRecord',
  record: t3('充值记录', '儲值記錄', 'Recharge'),
  select: 'OnlinePaymentStatus',
  batch: 'all',
  states: {
    Pending: { value: 1, name: t3('待支付', '待支付', 'Waiting for payment'), colour: 'processing' },
    Paid: { value: 2, name: t3('已到账', '已到帳', 'Paid'), colour: 'success' },
    Declined: { value: 3, name: t3('已拒绝', '已拒絕', 'Declined'), colour: 'error' },
    Expired: { value: 4, name: t3('已过期', '已過期', 'Expired'), colour: 'default' },
  },
  moves: {
    confirm: {
      from: ['Pending'],
      to: 'Paid',
      label: t3('到账', '到帳', 'Confirm'),
      who: ['system'],
      notify: {
        title: t3('充值到账', '儲值到帳', 'Recharge received'),
        message: t3('充值 {name} 已到账。', '儲值 {name} 已到帳。', 'Your recharge {name} has arrived in your wallet.'),
        tone: 'success',
      },
    },
    decline: { from: ['Pending'], to: 'Declined', label: t3('拒绝', '拒絕', 'Decline'), who: ['system'] },
    expire: { from: ['Pending'], to: 'Expired', label: t3('过期', '過期', 'Expire'), who: ['system'] },
  },
});

/** How long a payer has to approve a payment. */
export const RECHARGE_MINUTES = 30;

export const OnlinePaymentConfigurationRow = z.object({
  Id: z.number(),
  Name: z.string(),
  Type: z.number(),
  AppId: z.string(),
  MerchantId: z.string(),
  SecretHint: z.string().describe('the last 4 characters of the key; the key itself is never answered'),
  Encryption: z.number().nullable(),
  Remarks: z.string(),
  IsDeactivate: z.boolean(),
  CreationTime: zTime,
});
export type OnlinePaymentConfigurationRow = z.infer<typeof OnlinePaymentConfigurationRow>;

const configurationFields = {
  Name: zName(),
  Type: oneOf(OnlinePaymentType, 'OnlinePaymentTypes'),
  AppId: zText(100).optional().describe("the provider's application id"),
  MerchantId: zText(100).optional().describe("the provider's merchant number"),
  Encryption: oneOf(WeChatEncryption, 'WeChatEncryption').optional().nullable().describe('WeChat Pay: how it signs'),
  Remarks: zRemarks.optional(),
};
const secret = () =>
  z
    .string()
    .trim()
    .max(500)
    .describe('the key the provider signs with; kept on the server, answered as its last 4 characters only');

export const onlinePaymentConfigurationCalls = defineCalls('OnlinePaymentConfiguration', {
  GetOnlinePaymentConfigurations: {
    ...staffPlatform,
    body: pageOf({
      Content: zContent.optional().describe('part of the name'),
      Type: oneOf(OnlinePaymentType, 'OnlinePaymentTypes').optional(),
      IsDeactivate: z.boolean().optional(),
    }),
    rows: OnlinePaymentConfigurationRow,
    sorts: ['CreationTime', 'Name'],
  },
  GetOnlinePaymentConfigurationById: { ...staffPlatform, body: IdBody, response: OnlinePaymentConfigurationRow },
  AddOnlinePaymentConfiguration: {
    ...staffPlatform,
    body: z.object({ ...configurationFields, Secret: secret().min(8, { error: 'recharge.secretLength' }) }),
    response: z.number(),
    summary: 'Answers its Id',
  },
  EditOnlinePaymentConfiguration: {
    ...staffPlatform,
    body: z.object({
      ...configurationFields,
      Secret: secret()
        .refine((v) => v === '' || v.length >= 8, { error: 'recharge.secretLength' })
        .optional()
        .describe('empty or absent: the key stays as it is'),
      Id: zId,
      IsDeactivate: zDeactivate,
    }),
    response: z.boolean(),
  },
  DeleteOnlinePaymentConfiguration: {
    ...staffPlatform,
    body: IdBody,
    response: z.boolean(),
    summary: 'Refused while recharges name it (deactivate it instead)',
  },
});

export const RechargeRow = z.object({
  Id: z.number(),
  Number: z.string().describe('RC + 8 digits'),
  CustomerId: z.number(),
  CustomerName: z.string(),
  CurrencyId: z.number(),
  CurrencyCode: z.string(),
  Type: z.number(),
  TypeName: z.string(),
  Status: z.number(),
  StatusName: z.string(),
  Amount: z.string(),
  Bonus: z.string().describe('what recharge coupons added once it was paid'),
  ConfigurationName: z.string().describe('the provider configuration paid through (empty: by staff)'),
  PaidTime: zTime.nullable(),
  ExpiresAt: zTime.nullable(),
  Reason: z.string(),
  OperatorName: z.string(),
  CreationTime: zTime,
  PayUrl: z
    .string()
    .describe("the customer's own recharge still waiting before its deadline: where they continue paying; else empty"),
});
export type RechargeRow = z.infer<typeof RechargeRow>;

const rechargeFilters = {
  Content: zContent.optional().describe('part of the recharge number'),
  CurrencyId: zId.optional(),
  Type: oneOf(RechargeType, 'RechargeTypes').optional(),
  Status: oneOf(rechargeFlow.state, 'OnlinePaymentStatus').optional(),
};

export const CreateOnlineRechargeBody = z.object({
  ConfigurationId: zRequiredId.describe('an enabled payment method (GetOnlinePaymentMethods)'),
  CurrencyId: zRequiredId.describe('the wallet recharged'),
  Amount: zMoney({ places: 4, max: MAX_WALLET_AMOUNT }).describe("more than 0, in the currency's places"),
  IdempotencyKey: zIdempotencyKey().describe(
    'made once per recharge by the payer: the same request sent again makes one recharge',
  ),
  UserCouponIds: zUserCouponIds(),
});
export type CreateOnlineRechargeBody = z.infer<typeof CreateOnlineRechargeBody>;

export const OnlineRechargeAnswer = z.object({
  Id: z.number(),
  Number: z.string(),
  Status: z.number(),
  /** Where the payer approves the payment: the provider's page (the sandbox's is ours). */
  PayUrl: z.string(),
});

export const PaymentMethod = z.object({ Id: z.number(), Name: z.string(), Type: z.number(), TypeName: z.string() });

export const rechargeRecordCalls = defineCalls('RechargeRecord', {
  GetRechargeRecords: {
    ...staffOwner,
    summary: "Every customer's recharges, online and by staff, newest first",
    body: pageOf({ CustomerId: zId.optional(), ...rechargeFilters }),
    rows: RechargeRow,
    sorts: ['CreationTime', 'Amount'],
    counts: 'OnlinePaymentStatus',
  },
});

export const userRechargeRecordCalls = defineCalls('UserRechargeRecord', {
  GetUserRechargeRecords: {
    ...customerOwner,
    summary: "The caller's recharges, newest first",
    body: pageOf(rechargeFilters),
    rows: RechargeRow,
    sorts: ['CreationTime', 'Amount'],
    counts: 'OnlinePaymentStatus',
  },
  GetUserRechargeById: {
    ...customerOwner,
    summary: "One of the caller's recharges (the console polls it after the payer left for the provider)",
    body: IdBody,
    response: RechargeRow,
  },
  GetOnlinePaymentMethods: {
    ...customerOwner,
    summary: 'The payment methods the site takes: enabled configurations, without their keys',
    body: z.object({}),
    response: z.array(PaymentMethod),
  },
  CreateOnlineRecharge: {
    ...customerOwner,
    summary: 'Starts a recharge with a provider: answers where the payer approves it; once per key',
    body: CreateOnlineRechargeBody,
    response: OnlineRechargeAnswer,
  },
});

/** What the sandbox network posts to the server when the payer decided (signed with the
 * configuration's key: HMAC-SHA256 of the other fields, see `sandboxSignature`). */
export const SandboxCallbackBody = z.object({
  ConfigurationId: zId,
  Number: z.string().regex(/^[A-Z]{2}\d{8,10}$/, { error: 'recharge.callbackField' }),
  Amount: z.string().regex(/^\d{1,16}(\.\d{1,4})?$/, { error: 'recharge.callbackField' }),
  Currency: z.string().regex(/^[A-Z]{3}$/, { error: 'recharge.callbackField' }),
  Outcome: z.enum(['paid', 'declined']),
  Timestamp: z
    .number()
    .int()
    .min(0)
    .max(2 ** 40),
  Nonce: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'recharge.callbackField' }),
  Signature: z.string().regex(/^[0-9a-f]{64}$/, { error: 'recharge.callbackField' }),
});
export type SandboxCallbackBody = z.infer<typeof SandboxCallbackBody>;

/** The text the sandbox signs: every field but the signature, in a fixed order. */
export const sandboxSignedText = (b: Omit<SandboxCallbackBody, 'Signature'>) =>
  [b.ConfigurationId, b.Number, b.Amount, b.Currency, b.Outcome, b.Timestamp, b.Nonce].join('|');

export const paymentCallbackCalls = defineCalls('PaymentCallback', {
  SandboxCallback: {
    ...openPublic,
    summary:
      'The sandbox provider tells the server a payment was approved or declined; signed, once per nonce, within 10 minutes',
    body: SandboxCallbackBody,
    response: z.string().describe('"success": taken (or already taken); anything else is a refusal'),
  },
});

export const rechargeTexts = areaTexts({
  record: {
    calls: onlinePaymentConfigurationCalls,
    name: t3('支付配置', '支付配置', 'payment configuration'),
    plural: 'payment configurations',
  },
  messages: {
    'recharge.callbackField': t3(
      '{label}不是支付渠道回调应有的格式。',
      '{label}不是支付通路回呼應有的格式。',
      '{label} is not in the form a payment provider sends it.',
    ),
    'recharge.secretLength': t3(
      '{label}至少 8 个字符。',
      '{label}至少 8 個字元。',
      '{label} must be at least 8 characters.',
    ),
    'recharge.methodUnavailable': t3(
      '{label}暂不可用：请选择其他支付方式。',
      '{label}暫不可用：請選擇其他支付方式。',
      '{label} cannot take payments now: choose another payment method.',
    ),
    'recharge.providerNotConnected': t3(
      '{label}尚未接入支付网络，本系统只能使用沙箱支付：请选择沙箱支付。',
      '{label}尚未接入支付網路，本系統只能使用沙箱支付：請選擇沙箱支付。',
      '{label} is not connected to its payment network on this installation: choose the sandbox.',
    ),
    'recharge.keyReused': t3(
      '{label}已用于另一笔充值：请重新发起充值。',
      '{label}已用於另一筆儲值：請重新發起儲值。',
      '{label} was used for another recharge: start the recharge again.',
    ),
    'recharge.inUse': t3(
      '该支付配置已有充值记录，不能删除：请停用它。',
      '該支付配置已有儲值記錄，不能刪除：請停用它。',
      'Recharges were made through this configuration, so it cannot be deleted: deactivate it instead.',
    ),
    'sandbox.notice': t3(
      '这是测试用的沙箱支付页面，不会产生真实扣款。',
      '這是測試用的沙箱支付頁面，不會產生真實扣款。',
      'This is the sandbox payment page for tests: no real money moves.',
    ),
    'sandbox.closed': t3(
      '这笔支付已处理或已过期。',
      '這筆支付已處理或已過期。',
      'This payment was already decided or has expired.',
    ),
    'sandbox.notFound': t3('找不到这笔支付。', '找不到這筆支付。', 'There is no such payment.'),
    ...recordTexts(t3('充值记录', '儲值記錄', 'recharge'), 'recharges'),
  },
  fields: {
    AppId: t3('应用 ID', '應用 ID', 'App ID'),
    MerchantId: t3('商户号', '商戶號', 'Merchant number'),
    Secret: t3('密钥', '密鑰', 'Key'),
    SecretHint: t3('密钥', '密鑰', 'Key'),
    Encryption: t3('签名方式', '簽名方式', 'Signing'),
    ConfigurationId: t3('支付方式', '支付方式', 'Payment method'),
    ConfigurationName: t3('支付方式', '支付方式', 'Payment method'),
    ExpiresAt: t3('支付截止', '支付截止', 'Pay by'),
    // The sandbox provider's page (the provider's words, not the console's).
    SandboxPayment: t3('沙箱支付', '沙箱支付', 'Sandbox payment'),
    PayTo: t3('收款方', '收款方', 'Pay to'),
    Payer: t3('付款人', '付款人', 'Payer'),
    RechargeNumber: t3('充值单号', '儲值單號', 'Recharge'),
    ApprovePayment: t3('确认支付', '確認支付', 'Approve payment'),
    DeclinePayment: t3('拒绝支付', '拒絕支付', 'Decline'),
    Back: t3('返回', '返回', 'Back'),
    // The callback's fields.
    Timestamp: t3('时间戳', '時間戳', 'Timestamp'),
    Nonce: t3('随机串', '隨機串', 'Nonce'),
    Outcome: t3('支付结果', '支付結果', 'Outcome'),
    Signature: t3('签名', '簽名', 'Signature'),
  },
  buttons: {
    OnlinePaymentConfigurationGetOnlinePaymentConfigurations: t3(
      '查询支付配置',
      '查詢支付配置',
      'List payment configurations',
    ),
    OnlinePaymentConfigurationGetOnlinePaymentConfigurationById: t3(
      '查看支付配置',
      '查看支付配置',
      'View a payment configuration',
    ),
    OnlinePaymentConfigurationAddOnlinePaymentConfiguration: t3(
      '新增支付配置',
      '新增支付配置',
      'Add a payment configuration',
    ),
    OnlinePaymentConfigurationEditOnlinePaymentConfiguration: t3(
      '编辑支付配置',
      '編輯支付配置',
      'Edit a payment configuration',
    ),
    OnlinePaymentConfigurationDeleteOnlinePaymentConfiguration: t3(
      '删除支付配置',
      '刪除支付配置',
      'Delete a payment configuration',
    ),
    RechargeRecordGetRechargeRecords: t3('查询充值记录', '查詢儲值記錄', 'List recharges'),
  },
});
