import { RechargeScreen } from './RechargeScreen';

/** A customer's own recharges, and their online recharge (Recharge). */
export default function UserRechargeRecordIndex() {
  return <RechargeScreen scope="user" />;
}
