import { calls } from '@wms/contract';
import { SetupList } from '../../../components/setup/SetupList';
import { useFieldLabel } from '../../../i18n/useFieldLabel';

const { Currencies } = calls;

/** Currencies and their exchange rates to the base currency, which prices and bills are in. The
 * dialog's fields are drawn from the edit call's body. */
export default function CurrencyIndex() {
  const label = useFieldLabel();
  return (
    <SetupList
      screen="CurrencyIndex"
      list={Currencies.GetCurrencies}
      kind={label('Currency').toLowerCase()}
      nameOf={(r) => r.Code}
      columns={[
        // The Code filter finds codes only; the search box under Name finds codes, names and symbols.
        { key: 'Code', search: { type: 'text' } },
        { key: 'Name', search: { type: 'text', name: 'Content' } },
        { key: 'Symbol' },
        { key: 'Decimals', align: 'right' },
        { key: 'ExchangeRate', align: 'right' },
        { key: 'IsBase' },
      ]}
      status
      created
      add={{ call: Currencies.EstablishCurrency, label: label('Currency') }}
      edit={{ call: Currencies.EditCurrency, label: label('Currency') }}
      remove={Currencies.DeleteCurrency}
      formColumns={2}
    />
  );
}
