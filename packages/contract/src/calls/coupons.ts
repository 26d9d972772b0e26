import { z } from 'zod';
import { type Texts, t3 } from '../i18n/define.js';
import { picked } from '../inputs.js';
import { MAX_WALLET_AMOUNT, zMoney } from '../money.js';
import { IdBody, pageOf, zId } from '../paging.js';
import { zContent, zDeactivate, zName, zRemarks, zRequiredId, zTime } from '../primitives.js';
import { zInteger, zWeight } from '../validators/schemas.js';
import { ids, oneOf } from './choices.js';
import { areaTexts, customerOwner, defineCalls, staffOwner, staffPlatform } from './define.js';

// Coupons (docs/domain.md, "Coupons"). Staff define coupons (`/Coupon/`) and issue them to
// customers (`AddUserCoupons`); a customer's coupons (`/UserCoupon/`) take money off a bill payment
// (bill coupons) or add to a recharge (recharge coupons). The picker's rules are the server's too:
// the same coupon twice is refused (SameCouponTypeSelected), and a non-stackable coupon stands
// alone (OnlyOneExclusionCouponCanBeUsed).

type Option = { Value: number; Name: Texts };

/** What a coupon is for (`/Select/GetCouponKinds`). */
export const CouponKind = { Bill: 1, Recharge: 2 } as const;
export const couponKindOptions: Option[] = [
  { Value: CouponKind.Bill, Name: t3('账单抵扣券', '帳單抵扣券', 'Off a bill') },
  { Value: CouponKind.Recharge, Name: t3('充值赠送券', '儲值贈送券', 'Added to a recharge') },
];

/** Where a customer's coupon came from (`/Select/GetCouponSources`). */
export const CouponSource = { Staff: 1, Activity: 2 } as const;
export const couponSourceOptions: Option[] = [
  { Value: CouponSource.Staff, Name: t3('后台发放', '後台發放', 'Given by staff') },
  { Value: CouponSource.Activity, Name: t3('活动领取', '活動領取', 'From an activity') },
];

/** A customer's coupon now (`/Select/GetUserCouponStates`). */
export const UserCouponState = { Available: 1, Used: 2, Expired: 3, NotYetValid: 4 } as const;
export const userCouponStateOptions: Option[] = [
  { Value: UserCouponState.Available, Name: t3('可使用', '可使用', 'Available') },
  { Value: UserCouponState.Used, Name: t3('已使用', '已使用', 'Used') },
  { Value: UserCouponState.Expired, Name: t3('已过期', '已過期', 'Expired') },
  { Value: UserCouponState.NotYetValid, Name: t3('未生效', '未生效', 'Not yet valid') },
];

/** The picker's variants (spec: types 1, 2, 3): a bill payment, a recharge staff make for a
 * customer, the caller's own recharge. */
export const CouponPickerType = { Bill: 1, RechargeFor: 2, OwnRecharge: 3 } as const;

/** The most coupons one payment or recharge takes. */
export const MAX_COUPONS = 10;

const amount = () => zMoney({ places: 4, max: MAX_WALLET_AMOUNT });

export const CouponRow = z.object({
  Id: z.number(),
  Name: z.string(),
  CouponKind: z.number(),
  CouponKindName: z.string(),
  PreferentialAmount: z.string().describe('taken off (a bill coupon) or added (a recharge coupon)'),
  AvailableAmount: z.string().describe('the least the bills or the recharge must come to'),
  AvailableWeight: z.string().describe('bill coupons: the least the bills’ parcels must weigh (kg); 0 for any'),
  ExpenseTypeId: z.number().nullable().describe('bill coupons: only for bills with a line of this type'),
  ExpenseTypeName: z.string(),
  CurrencyIds: z.array(z.number()).describe('the currencies it is good for; empty: any'),
  CurrencyCodes: z.array(z.string()),
  Superposition: z.boolean().describe('stackable with other coupons'),
  StartTime: zTime.nullable(),
  Deadline: zTime.nullable(),
  EffectiveDays: z.number().nullable().describe('valid for this many days from being given (instead of a deadline)'),
  Issued: z.number(),
  Used: z.number(),
  Remarks: z.string(),
  IsDeactivate: z.boolean(),
  CreationTime: zTime,
});
export type CouponRow = z.infer<typeof CouponRow>;

const couponFields = {
  Name: zName(),
  CouponKind: oneOf(CouponKind, 'CouponKinds'),
  PreferentialAmount: amount().describe('more than 0'),
  AvailableAmount: amount().optional().describe('the minimum spend; 0 or absent: none'),
  AvailableWeight: zWeight({ max: 999_999 }).optional(),
  ExpenseTypeId: picked(zId, 'ExpenseType').optional().nullable(),
  CurrencyIds: ids('Currency').optional(),
  Superposition: z.boolean().default(false),
  StartTime: z.iso.datetime({ offset: true, local: true }).optional().nullable(),
  Deadline: z.iso.datetime({ offset: true, local: true }).optional().nullable(),
  EffectiveDays: zInteger({ min: 1, max: 3650 }).optional().nullable(),
  Remarks: zRemarks.optional(),
};

export const couponCalls = defineCalls('Coupon', {
  GetCoupons: {
    ...staffPlatform,
    body: pageOf({
      Content: zContent.optional().describe('part of the name'),
      CouponKind: oneOf(CouponKind, 'CouponKinds').optional(),
      IsDeactivate: z.boolean().optional(),
    }),
    rows: CouponRow,
    sorts: ['CreationTime', 'Name'],
  },
  GetEditCoupon: { ...staffPlatform, body: IdBody, response: CouponRow },
  AddCoupon: { ...staffPlatform, body: z.object(couponFields), response: z.number(), summary: 'Answers its Id' },
  EditCoupon: {
    ...staffPlatform,
    body: z.object({ ...couponFields, Id: zId, IsDeactivate: zDeactivate }),
    response: z.boolean(),
  },
  DeleteCoupon: {
    ...staffPlatform,
    body: IdBody,
    response: z.boolean(),
    summary: 'Refused once given to a customer (deactivate it instead)',
  },
});

export const UserCouponRow = z.object({
  Id: z.number().describe('the customer’s coupon'),
  CouponId: z.number().describe('its definition: two of one definition cannot be used together'),
  Name: z.string(),
  CouponKind: z.number(),
  CustomerId: z.number(),
  CustomerName: z.string(),
  PreferentialAmount: z.string(),
  AvailableAmount: z.string(),
  AvailableWeight: z.string(),
  ExpenseType: z.string().describe('the expense type’s name, empty for any'),
  CurrencyCodes: z.array(z.string()),
  Superposition: z.boolean(),
  Source: z.number(),
  SourceName: z.string(),
  State: z.number(),
  StateName: z.string(),
  StartTime: zTime.nullable(),
  ExpirationTime: zTime.nullable(),
  UsedTime: zTime.nullable(),
  UsedFor: z.string().describe('the payment or recharge number it was used on'),
  CreationTime: zTime,
});
export type UserCouponRow = z.infer<typeof UserCouponRow>;

/** What the picker sends (spec: the bill/recharge form data). */
export const BillCouponsBody = z.object({
  BillIds: z.array(zId).min(1).max(50),
  CurrencyId: zId.optional(),
  OwnerId: zId.optional().describe('staff paying for a customer: whose coupons'),
});
export const RechargeCouponsBody = z.object({
  CurrencyId: zRequiredId,
  RechargeAmount: amount(),
  OwnerId: zId.optional().describe('staff recharging for a customer: whose coupons'),
});

/** The coupons a payment or recharge uses (the customer's own, chosen in the picker). */
export const zUserCouponIds = () =>
  z.array(zId).max(MAX_COUPONS).optional().describe('the customer’s coupons to use (the picker’s choice)');

export const userCouponCalls = defineCalls('UserCoupon', {
  GetUserCoupons: {
    ...customerOwner,
    summary: "The caller's coupons: available, used, expired",
    body: pageOf({ State: oneOf(UserCouponState, 'UserCouponStates').optional(), Content: zContent.optional() }),
    rows: UserCouponRow,
  },
  GetUserBillAvailableCoupons: {
    // A customer paying their bills, or staff paying for one (OwnerId): the bills' owner's coupons.
    access: 'signedIn',
    scope: 'owner',
    summary: 'Picker type 1: the bills’ owner’s coupons good for paying these bills now',
    body: BillCouponsBody,
    response: z.array(UserCouponRow),
  },
  GetUserRechargeAvailableCoupons: {
    ...staffOwner,
    summary: 'Picker type 2: a customer’s coupons good for a recharge staff make for them',
    body: RechargeCouponsBody,
    response: z.array(UserCouponRow),
  },
  GetCurrentUserRechargeAvailableCoupons: {
    ...customerOwner,
    summary: 'Picker type 3: the caller’s coupons good for their recharge',
    body: RechargeCouponsBody,
    response: z.array(UserCouponRow),
  },
  AddUserCoupons: {
    ...staffOwner,
    summary: 'Gives customers a coupon (each gets Count of it)',
    body: z.object({
      CouponId: zRequiredId,
      UserIds: ids('Customer').refine((v) => v.length > 0, { error: 'validation.required' }),
      Count: zInteger({ min: 1, max: 100 }).default(1),
    }),
    response: z.number().describe('coupons given'),
  },
  GetCustomerCoupons: {
    ...staffOwner,
    summary: "Staff: customers' coupons, by customer and state",
    body: pageOf({
      CustomerId: zId.optional(),
      CouponId: zId.optional(),
      State: oneOf(UserCouponState, 'UserCouponStates').optional(),
    }),
    rows: UserCouponRow,
  },
});

export const couponTexts = areaTexts({
  record: { calls: couponCalls, name: t3('优惠券', '優惠券', 'coupon'), plural: 'coupons' },
  messages: {
    SameCouponTypeSelected: t3(
      '已选择同类优惠券：同一种优惠券只能使用一张。',
      '已選擇同類優惠券：同一種優惠券只能使用一張。',
      'The same coupon type is already selected: one of each coupon may be used.',
    ),
    OnlyOneExclusionCouponCanBeUsed: t3(
      '只能使用一张不可叠加的优惠券，且不能与其他优惠券同时使用。',
      '只能使用一張不可疊加的優惠券，且不能與其他優惠券同時使用。',
      'Only one exclusion coupon can be used, and never with another coupon.',
    ),
    'coupons.used': t3(
      '{label}中的优惠券“{name}”已使用过。',
      '{label}中的優惠券「{name}」已使用過。',
      '{label}: the coupon “{name}” was already used.',
    ),
    'coupons.deactivated': t3(
      '{label}中的优惠券“{name}”已停用：请选择其他优惠券。',
      '{label}中的優惠券「{name}」已停用：請選擇其他優惠券。',
      '{label}: the coupon “{name}” has been switched off: choose another coupon.',
    ),
    'coupons.expired': t3(
      '{label}中的优惠券“{name}”已过期或尚未生效。',
      '{label}中的優惠券「{name}」已過期或尚未生效。',
      '{label}: the coupon “{name}” has expired or is not valid yet.',
    ),
    'coupons.kind': t3(
      '{label}中的优惠券“{name}”不能用于此处。',
      '{label}中的優惠券「{name}」不能用於此處。',
      '{label}: the coupon “{name}” is not for this.',
    ),
    'coupons.currency': t3(
      '{label}中的优惠券“{name}”不适用于此币种。',
      '{label}中的優惠券「{name}」不適用於此幣別。',
      '{label}: the coupon “{name}” is not for this currency.',
    ),
    'coupons.minimum': t3(
      '{label}中的优惠券“{name}”未达到最低消费。',
      '{label}中的優惠券「{name}」未達到最低消費。',
      '{label}: the coupon “{name}” needs a bigger amount (its minimum spend).',
    ),
    'coupons.weight': t3(
      '{label}中的优惠券“{name}”未达到最低重量。',
      '{label}中的優惠券「{name}」未達到最低重量。',
      '{label}: the coupon “{name}” needs heavier parcels (its minimum weight).',
    ),
    'coupons.expenseType': t3(
      '{label}中的优惠券“{name}”只适用于含其费用类型的账单。',
      '{label}中的優惠券「{name}」只適用於含其費用類型的帳單。',
      '{label}: the coupon “{name}” is only for bills with a charge of its type.',
    ),
    'coupons.missing': t3(
      '{label}中的优惠券“{name}”不是该客户的。',
      '{label}中的優惠券「{name}」不是該客戶的。',
      '{label}: the coupon “{name}” is not this customer’s.',
    ),
    'coupons.validity': t3(
      '{label}：请填写截止时间或有效天数其中之一。',
      '{label}：請填寫截止時間或有效天數其中之一。',
      '{label}: give either a deadline or a number of days, not both.',
    ),
    'coupons.given': t3(
      '该优惠券已发放给客户，不能删除：请停用它。',
      '該優惠券已發放給客戶，不能刪除：請停用它。',
      'This coupon was given to customers, so it cannot be deleted: deactivate it instead.',
    ),
  },
  fields: {
    PreferentialAmount: t3('优惠金额', '優惠金額', 'Discount'),
    AvailableAmount: t3('最低消费', '最低消費', 'Minimum spend'),
    AvailableWeight: t3('最低重量（千克）', '最低重量（公斤）', 'Minimum weight (kg)'),
    Superposition: t3('可叠加', '可疊加', 'Stackable'),
    Deadline: t3('截止时间', '截止時間', 'Deadline'),
    EffectiveDays: t3('有效天数', '有效天數', 'Days valid'),
    UserCouponIds: t3('优惠券', '優惠券', 'Coupons'),
    CouponId: t3('优惠券', '優惠券', 'Coupon'),
    RechargeAmount: t3('充值金额', '儲值金額', 'Recharge amount'),
    Issued: t3('已发放', '已發放', 'Given'),
    Used: t3('已使用', '已使用', 'Used'),
    UsedFor: t3('用于', '用於', 'Used for'),
    ExpirationTime: t3('到期时间', '到期時間', 'Expires'),
    CouponKind: t3('用途', '用途', 'For'),
    CouponKindName: t3('用途', '用途', 'For'),
    SourceName: t3('来源', '來源', 'Source'),
    StateName: t3('状态', '狀態', 'State'),
    CurrencyCodes: t3('币种', '幣別', 'Currencies'),
    Count: t3('数量', '數量', 'Count'),
    CurrencyIds: t3('适用币种', '適用幣別', 'Currencies'),
    StartTime: t3('开始时间', '開始時間', 'Starts'),
  },
  buttons: {
    CouponGetCoupons: t3('查询优惠券', '查詢優惠券', 'List coupons'),
    CouponGetEditCoupon: t3('查看优惠券', '查看優惠券', 'View a coupon'),
    CouponAddCoupon: t3('新增优惠券', '新增優惠券', 'Add a coupon'),
    CouponEditCoupon: t3('编辑优惠券', '編輯優惠券', 'Edit a coupon'),
    CouponDeleteCoupon: t3('删除优惠券', '刪除優惠券', 'Delete a coupon'),
    UserCouponAddUserCoupons: t3('发放优惠券', '發放優惠券', 'Give coupons'),
    UserCouponGetUserRechargeAvailableCoupons: t3('查询客户充值券', '查詢客戶儲值券', "A customer's recharge coupons"),
    UserCouponGetCustomerCoupons: t3('查询客户优惠券', '查詢客戶優惠券', "List customers' coupons"),
  },
});
