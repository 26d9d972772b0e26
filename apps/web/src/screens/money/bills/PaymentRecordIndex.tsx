import { PaymentRecordScreen } from './PaymentRecordScreen';

/** Staff: every customer's payments and refunds. */
export default function PaymentRecordIndex() {
  return <PaymentRecordScreen scope="staff" />;
}
