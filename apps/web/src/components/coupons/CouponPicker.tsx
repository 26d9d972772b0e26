import { CheckCircleFilled } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { CouponPickerType, calls, Money, message, RechargeCouponsBody, type UserCouponRow } from '@wms/contract';
import { Alert, Card, Empty, Spin, Typography, theme } from 'antd';
import { type CSSProperties, type Ref, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, type CallOpts } from '../../api/client';
import { queryKeys } from '../../api/keys';
import { toast } from '../../api/notify';
import { useLang } from '../../i18n/useLang';
import { placesOf, useMoney } from '../../screens/money/prices/prices';
import { formatDateTime } from '../../utils/format';
import { type CouponLook, lookOf, selectedOf, toggleCoupon, totalDiscount } from './selection';

/** The picker's variants (the contract's `CouponPickerType`): a bill payment, a recharge staff
 * make for a customer, the caller's own recharge. */
export type CouponPickerKind = (typeof CouponPickerType)[keyof typeof CouponPickerType];

/** What the picker reads of the form around it: the bills (a bill payment) or the recharge (either recharge), in
 * which currency, and whose coupons (staff, for a customer). */
export interface CouponPickerForm {
  BillIds?: number[];
  CurrencyId?: number;
  RechargeAmount?: string;
  OwnerId?: number;
}

/** What the parent may do: `reset` clears the choice (its dialog closing), `reload` asks again. */
export interface CouponPickerHandle {
  reset(): void;
  reload(): void;
}

export interface CouponPickerProps {
  type: CouponPickerKind;
  form: CouponPickerForm;
  /** The customer's coupons chosen (user coupon ids). */
  value?: number[];
  /** The new choice and what its coupons take off (or add) together, as decimal text. */
  onChange?(ids: number[], totalDiscount: string): void;
  /** Whether the dialog around it is open (default: it is while drawn): opening reloads the list,
   * closing resets the choice. */
  open?: boolean;
  ref?: Ref<CouponPickerHandle>;
  /** The form item's id (antd's Form.Item gives it). */
  id?: string;
}

type Found = { call: 1 | 2 | 3; body: Record<string, unknown> } | null;

/** The call of a variant and its body, or null while the form lacks what it needs. */
function requestOf(type: CouponPickerKind, form: CouponPickerForm): Found {
  if (type === CouponPickerType.Bill) {
    if (!form.BillIds?.length) return null;
    return { call: 1, body: { BillIds: form.BillIds, CurrencyId: form.CurrencyId, OwnerId: form.OwnerId } };
  }
  if (type === CouponPickerType.RechargeFor && form.OwnerId === undefined) return null;
  const body = { CurrencyId: form.CurrencyId, RechargeAmount: form.RechargeAmount, OwnerId: form.OwnerId };
  // The list is asked for only once the amount is one the call takes.
  const parsed = RechargeCouponsBody.safeParse(body);
  if (!parsed.success || Money.of(parsed.data.RechargeAmount).isZero()) return null;
  return {
    call: type,
    body:
      type === CouponPickerType.RechargeFor
        ? parsed.data
        : { CurrencyId: parsed.data.CurrencyId, RechargeAmount: parsed.data.RechargeAmount },
  };
}

const callOf = (call: 1 | 2 | 3) =>
  call === 1
    ? calls.UserCoupon.GetUserBillAvailableCoupons
    : call === 2
      ? calls.UserCoupon.GetUserRechargeAvailableCoupons
      : calls.UserCoupon.GetCurrentUserRechargeAvailableCoupons;

/** Loads a variant's list quietly: a refusal shows in the picker, not as a toast. */
function load(found: NonNullable<Found>): Promise<UserCouponRow[]> {
  const quiet: CallOpts = { silent: true };
  const b = found.body as never;
  if (found.call === 1) return api.UserCoupon.GetUserBillAvailableCoupons(b, quiet);
  if (found.call === 2) return api.UserCoupon.GetUserRechargeAvailableCoupons(b, quiet);
  return api.UserCoupon.GetCurrentUserRechargeAvailableCoupons(b, quiet);
}

/** `value`, settled for `ms` (an amount being typed asks once, when the typing pauses); `ms` 0:
 * the value as it is. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  const key = JSON.stringify(value);
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by the value's text
  useEffect(() => {
    if (!ms) return;
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [key, ms]);
  return ms ? settled : value;
}

/**
 * The coupon picker (docs/domain.md, "Coupons"): the customer's coupons good for this bill payment
 * (type 1) or recharge (types 2 and 3), loaded when the dialog opens and again when the bills,
 * currency, owner or recharge amount change, in a grid of cards (4 columns, scrolling within
 * 500 px). A click toggles a coupon; the picker refuses one whose definition is already chosen
 * (SameCouponTypeSelected) or that would put a non-stackable coupon with another
 * (OnlyOneExclusionCouponCanBeUsed), in an error notification, and shows such coupons blocked.
 * The header says how many are available, or how many are chosen and what they come to. Closing
 * the dialog (`open` false, or `reset` through the ref) clears the choice.
 */
export function CouponPicker({ type, form, value, onChange, open = true, ref, id }: CouponPickerProps) {
  const { t } = useTranslation(['coupons', 'common']);
  const lang = useLang();
  const money = useMoney();
  const { token } = theme.useToken();
  const ids = value ?? [];
  // An amount being typed asks once it pauses; bills and currencies at once.
  const found = useSettled(requestOf(type, form), type === CouponPickerType.Bill ? 0 : 300);
  const call = found ? callOf(found.call) : null;
  const list = useQuery({
    queryKey: call && found ? queryKeys.call(call, found.body) : ['UserCoupon', 'picker', 'none'],
    queryFn: () => load(found!),
    enabled: open && !!found,
    staleTime: 0,
    refetchOnMount: 'always',
    retry: false,
  });
  const coupons = found ? (list.data ?? []) : [];
  const currencies = useQuery({
    queryKey: [...queryKeys.area('Currencies'), 'options'],
    queryFn: () => api.Currencies.GetSelectCurrency(),
  });
  const formCode = currencies.data?.find((c) => c.Value === form.CurrencyId)?.Code;

  const change = (next: number[]) => onChange?.(next, totalDiscount(next, coupons));
  const reset = () => {
    if (ids.length) onChange?.([], '0');
  };
  useImperativeHandle(ref, () => ({ reset, reload: () => void list.refetch() }));

  // Closing resets the choice.
  const wasOpen = useRef(open);
  // biome-ignore lint/correctness/useExhaustiveDependencies: on the dialog's opening and closing only
  useEffect(() => {
    if (wasOpen.current && !open) reset();
    wasOpen.current = open;
  }, [open]);

  // A new list (another currency, amount or owner) keeps only the chosen coupons still in it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: when a list comes
  useEffect(() => {
    if (!list.data || list.isPlaceholderData) return;
    const kept = selectedOf(ids, list.data).map((c) => c.Id);
    if (kept.length !== ids.length) onChange?.(kept, totalDiscount(kept, list.data));
  }, [list.data]);

  const codeOf = (c: UserCouponRow) => formCode ?? (c.CurrencyCodes.length === 1 ? c.CurrencyCodes[0]! : '');
  /** An amount in the coupon's currency, with at least `places` decimals (a total: the coupons'). */
  const amountOf = (amount: string, c: UserCouponRow, places = 0) => {
    const code = codeOf(c);
    return code ? money(amount, code, places) : amount;
  };
  const bill = type === CouponPickerType.Bill;

  const click = (c: UserCouponRow) => {
    const r = toggleCoupon(ids, c, coupons);
    if (r.refused) {
      toast('error', t('common:error'), message(lang, r.refused));
      return;
    }
    change(r.ids);
  };

  const chosen = selectedOf(ids, coupons);
  const total = totalDiscount(ids, coupons);
  const sample = chosen[0] ?? coupons[0];
  const header = chosen.length
    ? t(bill ? 'selectedOff' : 'selectedAdded', {
        count: chosen.length,
        amount: sample
          ? amountOf(total, sample, Math.max(...chosen.map((c) => placesOf(c.PreferentialAmount))))
          : total,
      })
    : t('available', { count: coupons.length });

  const looks: Record<CouponLook, CSSProperties> = {
    selected: { borderColor: token.colorPrimary, background: token.colorPrimaryBg, cursor: 'pointer' },
    blocked: { opacity: 0.45, cursor: 'not-allowed' },
    available: { cursor: 'pointer' },
  };

  return (
    <div id={id} data-testid="coupon-picker">
      <Typography.Text strong data-testid="coupon-header" style={{ display: 'block', marginBottom: 8 }}>
        {found ? header : type === CouponPickerType.Bill ? t('available', { count: 0 }) : t('enterRecharge')}
      </Typography.Text>
      {list.isError ? (
        <Alert
          type="error"
          showIcon
          data-testid="coupon-load-error"
          title={list.error instanceof Error ? list.error.message : t('common:error')}
        />
      ) : null}
      <Spin spinning={list.isFetching}>
        <div style={{ maxHeight: 500, overflowY: 'auto' }} data-testid="coupon-scroll">
          {coupons.length ? (
            <div style={{ display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: 8 }}>
              {coupons.map((c) => {
                const look = lookOf(c, ids, coupons);
                return (
                  <Card
                    key={c.Id}
                    size="small"
                    role="checkbox"
                    aria-checked={look === 'selected'}
                    tabIndex={0}
                    data-testid={`coupon-${c.Id}`}
                    data-state={look}
                    style={{ borderWidth: look === 'selected' ? 2 : 1, ...looks[look] }}
                    styles={{ body: { padding: 8 } }}
                    onClick={() => click(c)}
                    onKeyDown={(e) => {
                      if (e.key === 'Enter' || e.key === ' ') {
                        e.preventDefault();
                        click(c);
                      }
                    }}
                  >
                    <div style={{ display: 'flex', justifyContent: 'space-between', gap: 4 }}>
                      <Typography.Text strong style={{ fontSize: 16, color: token.colorError }}>
                        {t(bill ? 'off' : 'added', { amount: amountOf(c.PreferentialAmount, c) })}
                      </Typography.Text>
                      {look === 'selected' ? <CheckCircleFilled style={{ color: token.colorPrimary }} /> : null}
                    </div>
                    <Typography.Paragraph
                      strong
                      style={{ margin: '2px 0', overflowWrap: 'anywhere' }}
                      data-testid="coupon-name"
                    >
                      {c.Name}
                    </Typography.Paragraph>
                    <div style={{ fontSize: 12, color: token.colorTextSecondary, lineHeight: 1.6 }}>
                      <div>
                        {Money.of(c.AvailableAmount || '0').isZero()
                          ? t('noMinimum')
                          : t('minimumSpend', { amount: amountOf(c.AvailableAmount, c) })}
                      </div>
                      {c.AvailableWeight && !Money.of(c.AvailableWeight).isZero() ? (
                        <div>{t('minimumWeight', { weight: c.AvailableWeight })}</div>
                      ) : null}
                      {c.ExpenseType ? <div>{t('forExpenseType', { type: c.ExpenseType })}</div> : null}
                      <div>{c.Superposition ? t('stackable') : t('notStackable')}</div>
                      <div>
                        {c.ExpirationTime ? t('expires', { time: formatDateTime(c.ExpirationTime) }) : t('noExpiry')}
                      </div>
                    </div>
                  </Card>
                );
              })}
            </div>
          ) : found && list.isSuccess ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noneUsable')} />
          ) : null}
        </div>
      </Spin>
    </div>
  );
}
