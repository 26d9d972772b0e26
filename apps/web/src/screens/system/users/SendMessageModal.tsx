import { InfoType } from '@wms/contract';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client';
import { FormModal } from '../../../components/form/FormModal';
import { SelectItem, TextItem } from '../../../components/form/fields';
import { UserPicker } from '../../../components/picker/UserPicker';
import type { AnyUserRow } from './calls';

interface MessageForm {
  UserIds: number[];
  Title: string;
  Message: string;
  MessageType: 'info' | 'success' | 'warning' | 'error';
}

/** A message to customer users (stored and pushed to each): the selected rows to start with,
 * more chosen with the user picker. */
export function SendMessageModal({ users, onClose }: { users?: AnyUserRow[]; onClose(): void }) {
  const { t } = useTranslation('system');
  return (
    <FormModal<MessageForm>
      name="sendMessage"
      open={!!users}
      title={t('sendMessage')}
      okText={t('send')}
      initialValues={{ MessageType: 'info', UserIds: users?.map((u) => u.Id) ?? [] }}
      onClose={onClose}
      onSubmit={(f, o) => api.UserMessages.SendUserMessage({ ...f, InfoType: InfoType.SystemNotice }, o)}
    >
      <Form.Item name="UserIds" label={t('recipients')} rules={[{ required: true, type: 'array', min: 1 }]}>
        <UserPicker multiple valueLabels={Object.fromEntries(users?.map((u) => [u.Id, u.UserName]) ?? [])} />
      </Form.Item>
      <TextItem name="Title" label={t('messageTitle')} required max={200} />
      <TextItem name="Message" label={t('messageContent')} required max={4000} kind="textarea" />
      <SelectItem
        name="MessageType"
        label={t('messageType')}
        options={(['info', 'success', 'warning', 'error'] as const).map((m) => ({
          value: m,
          label: t(`messageType_${m}`),
        }))}
      />
    </FormModal>
  );
}
