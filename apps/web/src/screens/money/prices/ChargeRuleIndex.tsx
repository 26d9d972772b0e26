import {
  BillingMode,
  CalculationMethod,
  calls,
  Money,
  SettlementCycle,
  TaxMethod,
  TriggerDataSource,
  TriggerRule,
} from '@wms/contract';
import { Form } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelectList } from '../../../api/options';
import { NumberItem, SelectItem } from '../../../components/form/fields';
import { useBodyRules } from '../../../components/setup/bodyRules';
import { SetupList } from '../../../components/setup/SetupList';
import { useFieldLabel } from '../../../i18n/useFieldLabel';
import { PriceItem, useMoney, useRecordName } from './prices';

const { ChargeRule } = calls;
const body = ChargeRule.EditChargeRule.body;

/** A field asked only while `when` holds of the form's values (a percentage's base, a tax rate). */
function Only({ when, children }: { when: (v: Record<string, unknown>) => boolean; children: ReactNode }) {
  const form = Form.useFormInstance();
  const values = Form.useWatch([], { form, preserve: true }) as Record<string, unknown> | undefined;
  return values && when(values) ? children : null;
}

/** The amount: the price of a fixed, per piece, per kg or per m³ charge, or the percentage. */
function AmountField() {
  const { t } = useTranslation('quotation');
  const form = Form.useFormInstance();
  const percentage = Form.useWatch('Method', form) === CalculationMethod.Percentage;
  return (
    <PriceItem
      body={body}
      name="Amount"
      label={percentage ? t('percent') : undefined}
      extra={percentage ? t('percentHint') : t('amountHint')}
    />
  );
}

/** The tax rate, a fraction (0.06 is 6%), checked by its own schema in the body. */
function TaxRateField() {
  const { t } = useTranslation('quotation');
  const label = useFieldLabel();
  const rules = useBodyRules();
  const l = label('TaxRate');
  const schema = body.shape.TaxRate;
  return (
    <NumberItem
      name="TaxRate"
      label={l}
      required
      max={1}
      decimals={4}
      asText
      extra={t('taxRateHint')}
      rules={[rules.schema(schema, l)]}
    />
  );
}

/**
 * Charge rules: which business event (a parcel signed, an item shelved, a storage day, a service
 * performed ...) costs which expense type, priced by the customer's quotation or by the rule's own
 * amount (fixed, per piece, per kg, per m³, or a percentage of another charge), taxed how, settled
 * when and billed how. One function turns an event into charge lines by these rules.
 */
export default function ChargeRuleIndex() {
  const label = useFieldLabel();
  const kind = useRecordName()('chargeRule');
  const money = useMoney();
  const triggers = useSelectList('TriggerDataSource');
  const expenseTypes = useSelectList('ExpenseType');
  return (
    <SetupList
      screen="ChargeRuleIndex"
      list={ChargeRule.GetChargeRules}
      kind={kind.toLowerCase()}
      columns={[
        { key: 'Name', search: { type: 'text', name: 'Content' } },
        { key: 'Trigger', list: 'TriggerDataSource', search: { type: 'select', options: triggers.data ?? [] } },
        { key: 'ExpenseTypeName' },
        { key: 'Source', list: 'TriggerRule' },
        { key: 'Method', list: 'CalculationMethod' },
        {
          key: 'Amount',
          align: 'right',
          render: (a: string, r) =>
            r.Method === CalculationMethod.Percentage
              ? `${a}% ${expenseTypes.data?.find((o) => o.value === r.PercentOfExpenseTypeId)?.label ?? ''}`.trim()
              : r.Source === TriggerRule.RuleAmount
                ? money(a, r.CurrencyCode)
                : '',
        },
        { key: 'Tax', list: 'TaxMethods' },
        {
          key: 'TaxRate',
          align: 'right',
          render: (v: string, r) =>
            r.Tax === TaxMethod.None
              ? ''
              : `${Money.of(v || '0')
                  .times(100)
                  .toFixed()}%`,
        },
        { key: 'Settlement', list: 'SettlementCycleTypes' },
        { key: 'BillingMode', list: 'BillingMode' },
        { key: 'Remarks', ellipsis: true },
      ]}
      status
      created
      add={{ call: ChargeRule.AddChargeRule, label: kind }}
      edit={{ call: ChargeRule.EditChargeRule, label: kind }}
      initialValues={{
        Trigger: TriggerDataSource.PackageSigned,
        Source: TriggerRule.FromQuotation,
        Method: CalculationMethod.Fixed,
        Tax: TaxMethod.None,
        Settlement: SettlementCycle.EachTime,
        BillingMode: BillingMode.Deduct,
      }}
      remove={ChargeRule.DeleteChargeRule}
      formColumns={2}
      fields={{
        Amount: <AmountField />,
        PercentOfExpenseTypeId: (
          <Only when={(v) => v.Method === CalculationMethod.Percentage}>
            <SelectItem
              name="PercentOfExpenseTypeId"
              label={label('PercentOfExpenseTypeId')}
              required
              options={expenseTypes.data}
              loading={expenseTypes.isLoading}
            />
          </Only>
        ),
        TaxRate: (
          <Only when={(v) => v.Tax !== undefined && v.Tax !== TaxMethod.None}>
            <TaxRateField />
          </Only>
        ),
      }}
    />
  );
}
