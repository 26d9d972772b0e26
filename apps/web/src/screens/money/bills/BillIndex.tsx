import { BillScreen } from './BillScreen';

/** Staff: every customer's bills. */
export default function BillIndex() {
  return <BillScreen scope="staff" />;
}
