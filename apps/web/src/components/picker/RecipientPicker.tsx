import type { RecipientPickerRow } from '@wms/contract';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { useFieldLabel } from '../../i18n/useFieldLabel';
import type { Column } from '../table/columns';
import { PICKER_WIDTH, Picker, type PickerProps } from './Picker';

const fetchers = {
  staff: (body: Record<string, unknown>) => api.RecipientInformation.GetSelectRecipientInformations(body),
  user: (body: Record<string, unknown>) => api.UserRecipientInformation.GetSelectRecipientInformations(body),
};

/**
 * The recipient ("applicant information") picker: an owner's active recipients, the most used
 * first, each row carrying the fields a form takes from it (`onChange`'s rows). A customer picks
 * from their own; staff pass the owner in `fixed: { UserId }`. The recipient address book's add
 * dialog copies from it today; the order forms will reuse it to fill their recipient.
 */
export function RecipientPicker(
  p: { scope: keyof typeof fetchers; title?: string } & Pick<
    PickerProps<RecipientPickerRow>,
    'value' | 'onChange' | 'valueLabels' | 'disabled' | 'fixed' | 'placeholder'
  >,
) {
  const { t } = useTranslation('addresses');
  const label = useFieldLabel();
  const columns: Column<RecipientPickerRow>[] = [
    { key: 'ContactName', title: label('ContactName'), search: { type: 'text', name: 'Content' } },
    { key: 'Phone', title: label('Phone') },
    { key: 'RegionName', title: label('RegionName'), ellipsis: true },
    { key: 'DetailedAddress', title: label('DetailedAddress'), ellipsis: true },
    { key: 'Postcode', title: label('Postcode') },
  ];
  const { scope, title, ...rest } = p;
  return (
    <Picker<RecipientPickerRow>
      {...rest}
      name={`recipient-${scope}`}
      title={title ?? t('pickRecipient')}
      columns={columns}
      fetch={fetchers[scope]}
      width={PICKER_WIDTH.entity}
      label={(r) => `${r.ContactName} ${r.Phone}`}
    />
  );
}
