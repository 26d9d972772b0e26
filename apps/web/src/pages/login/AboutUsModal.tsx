import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';

/** The site's 'about us' text. The HTML was sanitised by the server when it was saved
 * (Site/EditSitePageConfiguration), so it is shown as it is. */
export default function AboutUsModal({ html, onClose }: { html: string; onClose(): void }) {
  const { t } = useTranslation('site');
  return (
    <Modal open title={t('aboutUs')} footer={null} onCancel={onClose} width={720}>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server when saved */}
      <div data-testid="about-us-content" dangerouslySetInnerHTML={{ __html: html }} />
    </Modal>
  );
}
