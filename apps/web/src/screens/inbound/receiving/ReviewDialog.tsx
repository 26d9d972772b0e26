import { type ClaimRow, packageClaimFlow, ReviewClaimBody, unknownItemFlow } from '@wms/contract';
import { type ButtonProps, Descriptions, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { api, type CallOpts } from '../../../api/client';
import { CanceledError } from '../../../api/request';
import { FormModal } from '../../../components/form/FormModal';
import { TextItem } from '../../../components/form/fields';
import { useBodyRules } from '../../../components/setup/bodyRules';
import { useOfferedMoves } from '../../../components/workflow/state';
import { PhotoRow } from './Photos';
import { textMax } from './textMax';

export type Review = { claim: ClaimRow; move: 'approve' | 'refuse' };

const NOTE_MAX = textMax(ReviewClaimBody, 'Note');

/**
 * Staff decide a customer's claim: the claim as the customer made it (tracking number, note, proof
 * photos), a note of the reviewer's the customer reads, and then the move's confirmation. Approving
 * cannot be undone (the item becomes the claimant's parcel), and says so in its declared words;
 * refusing names the claimant, who is told.
 */
export function ReviewDialog({
  review,
  open,
  onClose,
  onDone,
}: {
  review: Review | undefined;
  open: boolean;
  onClose(): void;
  onDone(): void;
}) {
  const { t } = useTranslation(['unknownItems', 'common']);
  const rules = useBodyRules();
  const [modal, holder] = Modal.useModal();
  const move = useOfferedMoves(packageClaimFlow).find((m) => m.move === review?.move);
  // Approving the claim is the item's `approveClaim`: irreversible, and its declaration words why.
  const itemMove = useOfferedMoves(unknownItemFlow).find((m) => m.move === 'approveClaim');
  const c = review?.claim;
  const noteLabel = t('reviewNote');

  const submit = async (v: { Note?: string }, opts: CallOpts) => {
    if (!c || !move) return;
    const approving = review!.move === 'approve';
    const confirmed = await modal.confirm({
      title: move.label,
      content: approving
        ? itemMove?.confirm?.(`“${c.UnknownItemNumber || c.TrackingNumber}”`)
        : t('refuseConfirm', { claimant: c.UserName, tracking: c.TrackingNumber }),
      okText: move.label,
      cancelText: t('common:cancel'),
      okButtonProps: { danger: approving, 'data-testid': 'confirm-ok' } as ButtonProps,
    });
    if (!confirmed) throw new CanceledError();
    const body = { Id: c.Id, Note: v.Note?.trim() || undefined };
    return approving ? api.UnknownItem.ApprovePackageClaim(body, opts) : api.UnknownItem.RefusePackageClaim(body, opts);
  };

  return (
    <>
      {holder}
      <FormModal<{ Note?: string }>
        name="review"
        open={open}
        width={640}
        title={c && move ? t('reviewTitle', { move: move.label, tracking: c.TrackingNumber }) : ''}
        okText={move?.label}
        onClose={onClose}
        onDone={onDone}
        onSubmit={submit}
      >
        {c ? (
          <Descriptions
            size="small"
            column={1}
            bordered
            style={{ marginBottom: 16 }}
            items={[
              { key: 'claimant', label: t('claimant'), children: c.UserName },
              { key: 'tracking', label: t('trackingNumber'), children: c.TrackingNumber },
              { key: 'item', label: t('number'), children: c.UnknownItemNumber },
              {
                key: 'note',
                label: t('claimNote'),
                children: <span style={{ whiteSpace: 'pre-wrap' }}>{c.Note}</span>,
              },
              { key: 'photos', label: t('proofPhotos'), children: <PhotoRow urls={c.Photos} /> },
            ]}
          />
        ) : null}
        <TextItem
          name="Note"
          label={noteLabel}
          kind="textarea"
          max={NOTE_MAX}
          extra={t('reviewNoteHint')}
          rules={[rules.schema(ReviewClaimBody.shape.Note, noteLabel)]}
        />
      </FormModal>
    </>
  );
}
