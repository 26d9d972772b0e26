import { useQuery } from '@tanstack/react-query';
import { formFields, message } from '@wms/contract';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { api } from '../../../api/client';
import { queryKeys } from '../../../api/keys';
import { NumberItem } from '../../../components/form/fields';
import { useBodyRules } from '../../../components/setup/bodyRules';
import { useFieldLabel } from '../../../i18n/useFieldLabel';
import { useLang } from '../../../i18n/useLang';
import { formatMoney } from '../../../utils/money';

// Pieces the price screens share: an amount field of a body, and amounts shown in their currency.

/** Decimal places of an amount as the server wrote it ("12.5" has 1, "1200" none). */
export const placesOf = (amount: string) => amount.split('.')[1]?.length ?? 0;

/**
 * An amount of money of a body with a label or a hint of its own (a drawn dialog draws a plain
 * amount by itself: `zMoney` declares its places and ceiling, `formFields`): typed as text, with
 * the field's places and ceiling, refused under the field by its own schema, in the server's words.
 */
export function PriceItem({
  body,
  name,
  label,
  extra,
}: {
  body: z.ZodType;
  name: string;
  label?: string;
  extra?: string;
}) {
  const fieldLabel = useFieldLabel();
  const rules = useBodyRules();
  const schema = ((body as z.ZodObject).shape as Record<string, z.ZodType>)[name]!;
  const f = formFields(body).find((x) => x.name === name);
  const l = label ?? fieldLabel(name);
  return (
    <NumberItem
      name={name}
      label={l}
      required={f?.kind === 'decimal' ? f.required : true}
      decimals={f?.kind === 'decimal' ? f.decimals : undefined}
      max={f?.kind === 'decimal' ? f.max : undefined}
      asText
      extra={extra}
      rules={[rules.schema(schema, l)]}
    />
  );
}

/**
 * Amounts in their currency as people read them (`formatMoney`): the currency's symbol (from the
 * active currencies, which anyone signed in may list), else its code, and every place the amount
 * has, at least `places` (a quoted price: two; a rate per kg of 0.0125 is not 0.01). A trial's
 * total comes in its currency's places, and its lines show at least as many.
 */
export function useMoney() {
  const { i18n } = useTranslation();
  const currencies = useQuery({
    queryKey: [...queryKeys.area('Currencies'), 'options'],
    queryFn: () => api.Currencies.GetSelectCurrency(),
  });
  const symbols = new Map((currencies.data ?? []).map((c) => [c.Code, c.Symbol]));
  return (amount: string | null | undefined, code: string, places = 2): string =>
    amount === null || amount === undefined || amount === ''
      ? ''
      : formatMoney(
          amount,
          { Code: code, Symbol: symbols.get(code), Decimals: Math.max(places, placesOf(amount)) },
          i18n.language,
        );
}

/** The kinds of price record, as the contract names them (`record.<key>` of its area texts). */
export type PriceRecord =
  | 'freightQuotation'
  | 'storageQuotation'
  | 'warehousingQuotation'
  | 'valueAddedService'
  | 'serviceGrouping'
  | 'customerPrice'
  | 'chargeRule';

/** A kind of price record as a title ("Freight quotation", "运费报价"): the dialog's and the add
 * button's; in lower case it names the record in confirmations. */
export function useRecordName(): (record: PriceRecord) => string {
  const lang = useLang();
  return (record) => {
    const name = message(lang, `record.${record}`);
    return name.charAt(0).toUpperCase() + name.slice(1);
  };
}
