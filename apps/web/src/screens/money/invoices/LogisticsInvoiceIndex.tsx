import { InvoiceScreen } from './invoices';

/** Staff: every customer's logistics invoices. */
export default function LogisticsInvoiceIndex() {
  return <InvoiceScreen scope="staff" />;
}
