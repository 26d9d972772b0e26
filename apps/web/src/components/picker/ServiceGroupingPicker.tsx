import type { ServiceGroupingRow as GroupingRow } from '@wms/contract';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { api } from '../../api/client';
import { useFieldLabel } from '../../i18n/useFieldLabel';
import { YesNoTag } from '../table/cell';
import type { Column } from '../table/columns';
import { PICKER_WIDTH, Picker, type PickerProps } from './Picker';

/** A grouping as the picker lists it. */
export type ServiceGroupingRow = z.infer<typeof GroupingRow>;

const fetchGroupings = (body: Record<string, unknown>) =>
  api.LogisticsValueAddedServicesQuotationGrouping.GetSelectTableLogisticsValueAddedServicesQuotationGroupings(body);

/**
 * Staff pick value-added service groupings (the order form offers their services): by name,
 * with whether each is multiple choice, its expense type and how many services it holds.
 */
export function ServiceGroupingPicker(
  p: Pick<PickerProps<ServiceGroupingRow>, 'value' | 'onChange' | 'multiple' | 'valueLabels' | 'disabled'>,
) {
  const { t } = useTranslation('quotation');
  const label = useFieldLabel();
  const columns: Column<ServiceGroupingRow>[] = [
    { key: 'Name', title: label('Name'), search: { type: 'text', name: 'Content' } },
    { key: 'MultipleChoice', title: label('MultipleChoice'), render: (v: boolean) => <YesNoTag value={v} /> },
    { key: 'ExpenseTypeName', title: label('ExpenseTypeName') },
    { key: 'ServiceCount', title: label('ServiceCount'), align: 'right' },
    { key: 'Explain', title: label('Explain'), ellipsis: true },
  ];
  return (
    <Picker<ServiceGroupingRow>
      {...p}
      name="service-grouping"
      title={t('pickGrouping')}
      columns={columns}
      fetch={fetchGroupings}
      width={PICKER_WIDTH.entity}
      label={(r) => r.Name}
    />
  );
}
