import type { DeclarantPickerRow } from '@wms/contract';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { useFieldLabel } from '../../i18n/useFieldLabel';
import type { Column } from '../table/columns';
import { PICKER_WIDTH, Picker, type PickerProps } from './Picker';

const fetchers = {
  staff: (body: Record<string, unknown>) => api.DeclarantInformation.GetSelectDeclarantInformations(body),
  user: (body: Record<string, unknown>) => api.UserDeclarantInformation.GetSelectDeclarantInformations(body),
};

/**
 * The declarant picker of the order forms: an owner's active declarants (the exporter of record),
 * by name. A customer picks from their own; staff pass the owner in `fixed: { UserId }`, as with
 * the recipient picker.
 */
export function DeclarantPicker(
  p: { scope: keyof typeof fetchers; title?: string } & Pick<
    PickerProps<DeclarantPickerRow>,
    'value' | 'onChange' | 'valueLabels' | 'disabled' | 'fixed' | 'placeholder'
  >,
) {
  const { t } = useTranslation('addresses');
  const label = useFieldLabel();
  const columns: Column<DeclarantPickerRow>[] = [
    { key: 'DeclarantName', title: label('DeclarantName'), search: { type: 'text', name: 'Content' } },
    { key: 'IdCardNumber', title: label('IdCardNumber') },
    { key: 'Phone', title: label('Phone') },
    { key: 'Address', title: label('Address'), ellipsis: true },
  ];
  const { scope, title, ...rest } = p;
  return (
    <Picker<DeclarantPickerRow>
      {...rest}
      name={`declarant-${scope}`}
      title={title ?? t('pickDeclarant')}
      columns={columns}
      fetch={fetchers[scope]}
      width={PICKER_WIDTH.entity}
      label={(r) => `${r.DeclarantName} ${r.IdCardNumber}`}
    />
  );
}
