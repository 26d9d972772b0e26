import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';

export default function AgreementModal({ onClose }: { onClose(accepted: boolean): void }) {
  const { t } = useTranslation('login');
  return (
    <Modal open title={t('agreementTitle')} onCancel={() => onClose(false)} onOk={() => onClose(true)}>
      <p>{t('agreementText')}</p>
    </Modal>
  );
}
