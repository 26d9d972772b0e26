import { calls } from '@wms/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { SetupList } from '../../components/setup/SetupList';
import { useFieldLabel } from '../../i18n/useFieldLabel';

const { GlobalCountries } = calls;

/** Countries and regions (the whole ISO list is seeded): names, phone code, currency, whether
 * we ship there. A deactivated one is offered in no picker. */
export default function CountryIndex() {
  const label = useFieldLabel();
  const { t } = useTranslation('common');
  const yesNo = [
    { value: true, label: t('yes') },
    { value: false, label: t('no') },
  ];
  return (
    <SetupList
      screen="CountryIndex"
      list={GlobalCountries.GetGlobalCountries}
      kind={label('Country').toLowerCase()}
      columns={[
        { key: 'Code', search: { type: 'text', name: 'Content' } },
        { key: 'Name' },
        { key: 'PhoneCode', render: (code: string | null) => (code ? `+${code}` : '') },
        { key: 'CurrencyCode' },
        {
          key: 'ShipsTo',
          render: (v: boolean) => (v ? <Tag color="green">{t('yes')}</Tag> : t('no')),
          search: { type: 'select', options: yesNo },
        },
        { key: 'Sort', align: 'right' },
      ]}
      status
      add={{ call: GlobalCountries.AddGlobalCountry, label: label('Country') }}
      edit={{ call: GlobalCountries.EditGlobalCountry, label: label('Country') }}
      remove={GlobalCountries.DeleteGlobalCountry}
      formColumns={2}
    />
  );
}
