import { useTranslation } from 'react-i18next';
import { SetupList } from '../../../components/setup/SetupList';
import { type BillScope, paymentList, usePaymentColumns } from './bills';

/** Payment records: every payment of bills from a wallet and every refund back to it, with the
 * balance it left and the bills it covered; staff see every customer's (`/PaymentRecord/`), a
 * customer their own (`/UserPaymentRecord/`). */
export function PaymentRecordScreen({ scope }: { scope: BillScope }) {
  const staff = scope === 'staff';
  const { t } = useTranslation('bills');
  const list = paymentList(scope);
  const columns = usePaymentColumns(staff);
  return (
    <SetupList<typeof list>
      screen={staff ? 'PaymentRecordIndex' : 'UserPaymentRecordIndex'}
      names={{ table: `payments-${scope}`, search: `paymentSearch-${scope}` }}
      list={list}
      kind={t('paymentRecord')}
      nameOf={(r) => r.Number}
      columns={columns}
      created
    />
  );
}
