import { InvoiceScreen } from './invoices';

/** A customer's own logistics invoices. */
export default function UserLogisticsInvoiceIndex() {
  return <InvoiceScreen scope="user" />;
}
