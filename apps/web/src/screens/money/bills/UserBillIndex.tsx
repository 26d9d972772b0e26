import { BillScreen } from './BillScreen';

/** A customer's own bills. */
export default function UserBillIndex() {
  return <BillScreen scope="user" />;
}
