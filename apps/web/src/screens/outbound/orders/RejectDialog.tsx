import { type LogisticsOrderRow, RejectLogisticsOrdersBody } from '@wms/contract';
import { useTranslation } from 'react-i18next';
import { api, type CallOpts } from '../../../api/client';
import { FormModal } from '../../../components/form/FormModal';
import { TextItem } from '../../../components/form/fields';
import { useBodyRules } from '../../../components/setup/bodyRules';
import { useBatchOutcome } from '../../inbound/parcels/DocumentScreen';
import { textMax } from '../../inbound/receiving/textMax';

const NOTE_MAX = textMax(RejectLogisticsOrdersBody, 'Note');

/**
 * Staff reject orders with a note the customer reads (why, and so what to change): one order from
 * its row, or the selected ones. The server answers for each; those it refuses are listed.
 */
export function RejectDialog({
  rows,
  label,
  open,
  onClose,
  onDone,
}: {
  rows: LogisticsOrderRow[] | undefined;
  /** The move's label, as the workflow declares it. */
  label: string;
  open: boolean;
  onClose(): void;
  onDone(): void;
}) {
  const { t } = useTranslation('orders');
  const rules = useBodyRules();
  const outcome = useBatchOutcome();
  const noteLabel = t('rejectNote');
  const submit = async (v: { Note: string }, opts: CallOpts) =>
    outcome(
      await api.LogisticsOrder.RejectLogisticsOrders({ Ids: (rows ?? []).map((r) => r.Id), Note: v.Note }, opts),
      (count) => t('rejected', { count }),
    );
  return (
    <FormModal<{ Note: string }>
      name="reject"
      open={open}
      title={`${label}: ${(rows ?? []).map((r) => r.Number).join(', ')}`}
      okText={label}
      saysSuccess
      onClose={onClose}
      onDone={onDone}
      onSubmit={submit}
    >
      <TextItem
        name="Note"
        label={noteLabel}
        kind="textarea"
        required
        max={NOTE_MAX}
        extra={t('rejectNoteHint')}
        rules={[rules.schema(RejectLogisticsOrdersBody.shape.Note, noteLabel)]}
      />
    </FormModal>
  );
}
