import { calls } from '@wms/contract';
import { Form, Select } from 'antd';
import { useEffect } from 'react';
import { api } from '../../../api/client';
import { useSelectList } from '../../../api/options';
import { WIDE } from '../../../components/form/fields';
import { useRules } from '../../../components/form/rules';
import { SetupList } from '../../../components/setup/SetupList';
import { useFieldLabel } from '../../../i18n/useFieldLabel';
import { useRecordName } from './prices';

const { LogisticsValueAddedServicesQuotationGrouping: Groupings } = calls;

/**
 * The services of a grouping: several for a multiple-choice grouping, one for a single-choice
 * one (the order form then lets the customer take one). Made single-choice with several chosen,
 * it keeps the first. The value is a list of ids either way, as the body takes it.
 */
function ServicesField() {
  const label = useFieldLabel();
  const r = useRules();
  const form = Form.useFormInstance();
  const services = useSelectList('ValueAddedService');
  const multiple = !!Form.useWatch('MultipleChoice', form);
  const chosen = Form.useWatch('ServiceIds', form) as number[] | undefined;
  useEffect(() => {
    if (!multiple && chosen && chosen.length > 1) form.setFieldValue('ServiceIds', chosen.slice(0, 1));
  }, [multiple, chosen, form]);
  const l = label('ServiceIds');
  return (
    <Form.Item
      name="ServiceIds"
      label={l}
      style={WIDE}
      dependencies={['MultipleChoice']}
      rules={[
        r.chosen(l, true),
        {
          validator: (_, v: number[] | undefined) =>
            !multiple && (v?.length ?? 0) > 1
              ? Promise.reject(new Error(r.rule('quotations.singleChoiceOne', l)))
              : Promise.resolve(),
        },
      ]}
      // A single choice shows its one id; the form keeps the list either way.
      getValueProps={(v: number[] | undefined) => ({ value: multiple ? (v ?? []) : v?.[0] })}
      normalize={(v: number | number[] | undefined) =>
        Array.isArray(v) ? v : v === undefined || v === null ? [] : [v]
      }
    >
      <Select
        mode={multiple ? 'multiple' : undefined}
        placeholder={r.select(l)}
        options={services.data}
        loading={services.isLoading}
        showSearch={{ optionFilterProp: 'label' }}
        allowClear
      />
    </Form.Item>
  );
}

/** Groupings of value-added services that order forms offer: single choice (take one) or
 * multiple choice, filed under an expense type. */
export default function LogisticsValueAddedServicesQuotationGroupingIndex() {
  const kind = useRecordName()('serviceGrouping');
  return (
    <SetupList<typeof Groupings.GetLogisticsValueAddedServicesQuotationGroupings, Record<string, unknown>>
      screen="LogisticsValueAddedServicesQuotationGroupingIndex"
      list={Groupings.GetLogisticsValueAddedServicesQuotationGroupings}
      kind={kind.toLowerCase()}
      columns={[
        { key: 'Name', search: { type: 'text', name: 'Content' } },
        { key: 'MultipleChoice' },
        { key: 'ExpenseTypeName' },
        { key: 'ServiceCount', align: 'right' },
        { key: 'Explain', ellipsis: true },
        { key: 'Remarks', ellipsis: true },
      ]}
      created
      add={{ call: Groupings.AddLogisticsValueAddedServicesQuotationGrouping, label: kind }}
      edit={{
        call: Groupings.EditLogisticsValueAddedServicesQuotationGrouping,
        label: kind,
        load: (row) =>
          api.LogisticsValueAddedServicesQuotationGrouping.GetEditLogisticsValueAddedServicesQuotationGrouping({
            Id: row.Id,
          }),
      }}
      initialValues={{ MultipleChoice: true, ServiceIds: [] }}
      remove={Groupings.DeleteLogisticsValueAddedServicesQuotationGrouping}
      formColumns={2}
      fields={{ ServiceIds: <ServicesField /> }}
    />
  );
}
