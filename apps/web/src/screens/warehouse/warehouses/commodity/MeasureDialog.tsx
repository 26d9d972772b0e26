import {
  type CommodityRow,
  type CommoditySpecificationModificationBody,
  SpecificationsAuditStatus,
} from '@wms/contract';
import { useTranslation } from 'react-i18next';
import { api } from '../../../../api/client';
import { useSelectList } from '../../../../api/options';
import { FormModal } from '../../../../components/form/FormModal';
import { SelectItem } from '../../../../components/form/fields';
import { DecimalInput, LENGTH_PLACES } from './CommodityForm';

type Values = CommoditySpecificationModificationBody;

/** Staff write the weight and size measured at the warehouse; approved unless they choose otherwise. */
export function MeasureDialog(p: {
  row?: Pick<CommodityRow, 'Id' | 'CommodityCode'>;
  open: boolean;
  onClose(): void;
  onDone(): void;
}) {
  const { t } = useTranslation('commodity');
  const audits = useSelectList('SpecificationsAuditStatus');
  return (
    <FormModal<Values>
      name="measure"
      columns={2}
      open={p.open}
      title={t('measureOf', { code: p.row?.CommodityCode ?? '' })}
      load={
        p.row
          ? async () => {
              const s = await api.Commodity.CommoditySpecificationAcquisition({ Id: p.row!.Id });
              return { ...s, SpecificationsAuditStatus: SpecificationsAuditStatus.Approved } as Partial<Values>;
            }
          : undefined
      }
      onClose={p.onClose}
      onDone={p.onDone}
      onSubmit={(v, o) => api.Commodity.CommoditySpecificationModification({ ...v, Id: p.row!.Id }, o)}
    >
      <DecimalInput name="ActualWeight" label={t('actualWeight')} required />
      <DecimalInput name="GrossWeight" label={t('grossWeight')} required />
      <DecimalInput name="Length" label={`${t('length')} (cm)`} max={LENGTH_PLACES} required />
      <DecimalInput name="Width" label={`${t('width')} (cm)`} max={LENGTH_PLACES} required />
      <DecimalInput name="Geight" label={`${t('geight')} (cm)`} max={LENGTH_PLACES} required />
      <SelectItem
        name="SpecificationsAuditStatus"
        label={t('auditStatus')}
        options={(audits.data ?? []).filter((o) => o.value > 0)}
      />
    </FormModal>
  );
}
