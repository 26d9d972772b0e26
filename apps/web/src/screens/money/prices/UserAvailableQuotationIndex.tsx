import { calls } from '@wms/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelectList } from '../../../api/options';
import { SetupList } from '../../../components/setup/SetupList';
import { useFieldLabel } from '../../../i18n/useFieldLabel';
import { UserPriceDrawer } from './UserPriceDrawer';

const { UserAvailableQuotation } = calls;

/** The prices that apply to the customer, read only: what each prices (a shipping type, a
 * warehouse, a service), in which currency, whether it was made for them, and its figures. */
export default function UserAvailableQuotationIndex() {
  const { t } = useTranslation('quotation');
  const label = useFieldLabel();
  const kinds = useSelectList('QuotationKind');
  const [open, setOpen] = useState<number>();
  return (
    <SetupList
      screen="UserAvailableQuotationIndex"
      list={UserAvailableQuotation.GetUserAvailableQuotations}
      kind={label('QuotationId').toLowerCase()}
      nameOf={(r) => r.QuotationName}
      columns={[
        { key: 'KindName', search: { type: 'select', name: 'Kind', options: kinds.data ?? [] } },
        { key: 'QuotationName' },
        { key: 'Target' },
        { key: 'CurrencyCode', title: label('Currency') },
        { key: 'Special' },
      ]}
      rowActions={(r) => [{ key: 'figures', label: t('figures'), onClick: () => setOpen(r.Id) }]}
    >
      <UserPriceDrawer id={open} onClose={() => setOpen(undefined)} />
    </SetupList>
  );
}
