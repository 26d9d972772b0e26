import { calls, FreightPricingMode, PriceRoundingMode } from '@wms/contract';
import { api } from '../../../api/client';
import { useSelectList } from '../../../api/options';
import { BodyFields } from '../../../components/setup/BodyFields';
import { SetupList } from '../../../components/setup/SetupList';
import { useFieldLabel } from '../../../i18n/useFieldLabel';
import { useRecordName } from './prices';
import { emptyLine, type LineValues, lineBody, TransferLines } from './TransferLines';

const { TransferQuotation } = calls;

interface TransferValues {
  PricingMode: number;
  Lines?: LineValues[];
  [field: string]: unknown;
}

/** The body of a save: the form's values, each line with its pricing mode's figures only. */
const bodyOf = (v: TransferValues) => ({
  ...v,
  Lines: (v.Lines ?? []).map((l) => lineBody(l, v.PricingMode)),
});

/**
 * Freight quotations: what a shipping type costs to each country or zone, in a currency, by first
 * weight and steps or by weight brackets, with a minimum charge per line and the rounding of the
 * result (docs/domain.md, "Prices").
 */
export default function TransferQuotationIndex() {
  const label = useFieldLabel();
  const kind = useRecordName()('freightQuotation');
  const types = useSelectList('TypeOfShipping');
  const currencies = useSelectList('Currency');
  return (
    <SetupList<typeof TransferQuotation.GetTransferQuotations, TransferValues>
      screen="TransferQuotationIndex"
      list={TransferQuotation.GetTransferQuotations}
      kind={kind.toLowerCase()}
      columns={[
        { key: 'Name', search: { type: 'text', name: 'Content' } },
        {
          key: 'TypeOfShippingName',
          search: { type: 'select', name: 'TypeOfShippingId', options: types.data ?? [] },
        },
        {
          key: 'CurrencyCode',
          title: label('Currency'),
          search: { type: 'select', name: 'CurrencyId', options: currencies.data ?? [] },
        },
        { key: 'PricingMode', list: 'FreightPricingMode' },
        { key: 'Rounding', list: 'PriceRounding' },
        { key: 'CountryCount', align: 'right' },
        { key: 'Remarks', ellipsis: true },
      ]}
      status
      created
      add={{ call: TransferQuotation.AddTransferQuotation, label: kind, body: bodyOf }}
      edit={{
        call: TransferQuotation.EditTransferQuotation,
        label: kind,
        load: async (row) => {
          const q = await api.TransferQuotation.GetTransferQuotationById({ Id: row.Id });
          return {
            ...q,
            Lines: q.Lines.map((l) => ({ ...l, Brackets: l.Brackets.length ? l.Brackets : [{ PerKg: true }] })),
          };
        },
        body: (v, row) => ({ ...bodyOf(v), Id: row.Id }),
      }}
      initialValues={{
        PricingMode: FreightPricingMode.Steps,
        Rounding: PriceRoundingMode.Decimals,
        Lines: [{ ...emptyLine }],
      }}
      remove={TransferQuotation.DeleteTransferQuotation}
      formWidth={960}
      formColumns={2}
      form={(editing) => (
        <>
          <BodyFields body={TransferQuotation.EditTransferQuotation.body} editing={!!editing} />
          <TransferLines />
        </>
      )}
    />
  );
}
