import { calls, type RecipientInformationRow } from '@wms/contract';
import { useTranslation } from 'react-i18next';
import { BodyFields } from '../../../components/setup/BodyFields';
import { SetupList } from '../../../components/setup/SetupList';
import { CopyFromEntry, countryColumn, OwnerItem, RegionAndAddress, type Scope, useOwnerColumns } from './books';

/** Recipients: staff keep every customer's (`/RecipientInformation/`), a customer their own
 * (`/UserRecipientInformation/`), who may copy a new one from an existing entry. */
export function RecipientScreen({ scope }: { scope: Scope }) {
  const { t } = useTranslation('addresses');
  const table = scope === 'staff' ? calls.RecipientInformation : calls.UserRecipientInformation;
  const owner = useOwnerColumns<RecipientInformationRow>(scope);
  const country = countryColumn<RecipientInformationRow>();
  return (
    <SetupList
      screen={scope === 'staff' ? 'RecipientInformationIndex' : 'UserRecipientInformationIndex'}
      list={table.GetRecipientInformations}
      kind={t('recipient')}
      nameOf={(r) => r.ContactName}
      columns={[
        ...owner,
        { key: 'ContactName', search: { type: 'text', name: 'Content' } },
        { key: 'Phone' },
        { key: 'ReceivingPhone' },
        country,
        { key: 'RegionName', ellipsis: true },
        { key: 'DetailedAddress', ellipsis: true },
        { key: 'Postcode' },
        { key: 'UsageCount', align: 'right' },
      ]}
      status
      created
      add={{ call: table.AddRecipientInformation, label: t('addRecipient') }}
      edit={{ call: table.EditRecipientInformation, label: t('editRecipient') }}
      remove={table.DeleteRecipientInformation}
      formWidth={760}
      formColumns={2}
      form={(editing, form) => (
        <>
          {editing ? null : scope === 'staff' ? <OwnerItem /> : <CopyFromEntry form={form} />}
          <BodyFields
            body={table.EditRecipientInformation.body}
            editing={!!editing}
            fields={{ DetailedAddress: <RegionAndAddress name="DetailedAddress" max={200} /> }}
          />
        </>
      )}
    />
  );
}
