import { type SelectUserRow, type UnknownItemRow, unknownItemFlow } from '@wms/contract';
import { Alert, type ButtonProps, Form, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, type CallOpts } from '../../../api/client';
import { CanceledError } from '../../../api/request';
import { FormModal } from '../../../components/form/FormModal';
import { useRules } from '../../../components/form/rules';
import { UserPicker } from '../../../components/picker/UserPicker';
import { useOfferedMoves } from '../../../components/workflow/state';

const customerName = (r: SelectUserRow) => (r.NickName ? `${r.UserName} (${r.NickName})` : r.UserName);

/**
 * Staff give an unknown item to a customer (`UnknownItem/PackageClaim`): a customer picked, then
 * the move's own confirmation (it cannot be undone) naming the item and the customer. The item
 * becomes that customer's parcel; waiting claims of others are refused by the server.
 */
export function AssignDialog({
  item,
  open,
  onClose,
  onDone,
}: {
  item: UnknownItemRow | undefined;
  open: boolean;
  onClose(): void;
  onDone(): void;
}) {
  const { t } = useTranslation(['unknownItems', 'common']);
  const r = useRules();
  const [modal, holder] = Modal.useModal();
  const [picked, setPicked] = useState<string>('');
  const move = useOfferedMoves(unknownItemFlow).find((m) => m.move === 'assign');
  const label = t('customer');

  const submit = async (v: { OwnerId: number }, opts: CallOpts) => {
    const confirmed = await modal.confirm({
      title: move?.label,
      content: (
        <>
          <p>{move?.confirm?.(`“${item!.Number}”`)}</p>
          <p>{t('assignTo', { customer: picked })}</p>
        </>
      ),
      okText: move?.label,
      cancelText: t('common:cancel'),
      okButtonProps: { danger: true, 'data-testid': 'confirm-ok' } as ButtonProps,
    });
    if (!confirmed) throw new CanceledError();
    return api.UnknownItem.PackageClaim({ Id: item!.Id, OwnerId: v.OwnerId }, opts);
  };

  return (
    <>
      {holder}
      <FormModal<{ OwnerId: number }>
        name="assign"
        open={open}
        title={item ? t('assignTitle', { number: item.Number, tracking: item.TrackingNumber }) : ''}
        okText={move?.label}
        onClose={onClose}
        onDone={onDone}
        onSubmit={submit}
      >
        <Alert type="warning" showIcon title={t('assignHint')} style={{ marginBottom: 16 }} />
        <Form.Item name="OwnerId" label={label} rules={[r.chosen(label)]}>
          <UserPicker onChange={(_, rows) => setPicked(rows[0] ? customerName(rows[0]) : '')} />
        </Form.Item>
      </FormModal>
    </>
  );
}
