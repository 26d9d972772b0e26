import { calls, UserCouponState } from '@wms/contract';
import { Tabs } from 'antd';
import { useState } from 'react';
import { useSelectList } from '../../../api/options';
import { SetupList } from '../../../components/setup/SetupList';
import { useFieldLabel } from '../../../i18n/useFieldLabel';
import { useUserCouponColumns } from './coupons';

const { UserCoupon } = calls;

/**
 * A customer's own coupons (`GetUserCoupons`), a tab per state: available, used, expired, not yet
 * valid (the contract's `/Select/GetUserCouponStates`), each with its discount and minimum spend,
 * where it came from, when it expires, and for a used one when and on which payment or recharge.
 */
export default function UserCouponIndex() {
  const label = useFieldLabel();
  const states = useSelectList('UserCouponStates');
  const [state, setState] = useState<number>(UserCouponState.Available);
  const columns = useUserCouponColumns(false);
  return (
    <>
      <Tabs
        activeKey={String(state)}
        onChange={(k) => setState(Number(k))}
        items={(states.data ?? Object.values(UserCouponState).map((value) => ({ value, label: String(value) }))).map(
          (o) => ({
            key: String(o.value),
            label: <span data-testid={`coupon-state-${o.value}`}>{o.label}</span>,
          }),
        )}
      />
      <SetupList
        screen="UserCouponIndex"
        list={UserCoupon.GetUserCoupons}
        kind={label('CouponId').toLowerCase()}
        fixed={{ State: state }}
        columns={[
          // The search box finds a coupon by part of its name.
          {
            key: 'Content',
            title: label('Name'),
            hideInTable: true,
            hideInDetail: true,
            search: { type: 'text' },
          },
          ...columns,
        ]}
      />
    </>
  );
}
