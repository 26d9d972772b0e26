import { type CurrencyRow, calls } from '@wms/contract';
import { Tag } from 'antd';
import { SetupList } from '../../components/setup/SetupList';
import { useFieldLabel } from '../../i18n/useFieldLabel';
import { NumberItem, SwitchItem, TextItem } from '../_shared/fields';

type Form = Omit<CurrencyRow, 'Id' | 'Name' | 'IsBase' | 'CreationTime'>;
const { Currencies } = calls;

/** Currencies and their exchange rates to the base currency, which prices and bills are in. */
export default function CurrencyIndex() {
  const label = useFieldLabel();
  const text = (name: keyof Form, max: number, required = true) => (
    <TextItem name={name} label={label(name)} required={required} max={max} />
  );
  return (
    <SetupList<typeof Currencies.GetCurrencies, Form>
      screen="CurrencyIndex"
      list={Currencies.GetCurrencies}
      kind={label('Currency').toLowerCase()}
      nameOf={(r) => r.Code}
      columns={[
        { key: 'Code', search: { type: 'text', name: 'Content' } },
        { key: 'Name' },
        { key: 'Symbol' },
        { key: 'Decimals', align: 'right' },
        { key: 'ExchangeRate', align: 'right' },
        { key: 'IsBase', render: (base: boolean) => (base ? <Tag color="blue">{label('IsBase')}</Tag> : null) },
      ]}
      status
      created
      add={{ call: Currencies.EstablishCurrency, label: label('Currency') }}
      edit={{ call: Currencies.EditCurrency, label: label('Currency'), values: (r) => r }}
      remove={Currencies.DeleteCurrency}
      formColumns={2}
      form={(editing) => (
        <>
          {text('Code', 3)}
          {text('Symbol', 8, false)}
          {text('NameZhCn', 50)}
          {text('NameZhTw', 50)}
          {text('NameEn', 50)}
          <NumberItem name="Decimals" label={label('Decimals')} required max={4} />
          <NumberItem
            name="ExchangeRate"
            label={label('ExchangeRate')}
            required
            notZero
            max={999_999_999}
            decimals={6}
            asText
          />
          <SwitchItem name="IsDeactivate" label={label('IsDeactivate')} hidden={!editing} />
        </>
      )}
    />
  );
}
