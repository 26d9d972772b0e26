import { calls, type DeclarantInformationRow } from '@wms/contract';
import { useTranslation } from 'react-i18next';
import { BodyFields } from '../../../components/setup/BodyFields';
import { SetupList } from '../../../components/setup/SetupList';
import { countryColumn, OwnerItem, type Scope, useOwnerColumns } from './books';

/** Declarants (the exporter of record): staff keep every customer's, a customer their own. */
export function DeclarantScreen({ scope }: { scope: Scope }) {
  const { t } = useTranslation('addresses');
  const table = scope === 'staff' ? calls.DeclarantInformation : calls.UserDeclarantInformation;
  const owner = useOwnerColumns<DeclarantInformationRow>(scope);
  const country = countryColumn<DeclarantInformationRow>();
  return (
    <SetupList
      screen={scope === 'staff' ? 'DeclarantInformationIndex' : 'UserDeclarantInformationIndex'}
      list={table.GetDeclarantInformations}
      kind={t('declarant')}
      nameOf={(r) => r.DeclarantName}
      columns={[
        ...owner,
        { key: 'DeclarantName', search: { type: 'text', name: 'Content' } },
        country,
        { key: 'IdCardNumber' },
        { key: 'Phone' },
        { key: 'Address', ellipsis: true },
      ]}
      status
      created
      add={{ call: table.AddDeclarantInformation, label: t('addDeclarant') }}
      edit={{ call: table.EditDeclarantInformation, label: t('editDeclarant') }}
      remove={table.DeleteDeclarantInformation}
      formColumns={2}
      form={(editing) => (
        <>
          {editing || scope !== 'staff' ? null : <OwnerItem />}
          <BodyFields body={table.EditDeclarantInformation.body} editing={!!editing} />
        </>
      )}
    />
  );
}
