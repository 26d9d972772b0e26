import { PaymentRecordScreen } from './PaymentRecordScreen';

/** A customer's own payments and refunds. */
export default function UserPaymentRecordIndex() {
  return <PaymentRecordScreen scope="user" />;
}
