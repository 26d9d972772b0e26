import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ALL_NS } from '../i18n';

/** Public destinations not built yet (/NoticeDetailedIndex, /Authorization): open to anyone,
 * honest about being unavailable. */
export default function PublicPage({ title }: { title: 'route:notice' | 'route:authorization' | 'route:propaganda' }) {
  const { t } = useTranslation(ALL_NS);
  const navigate = useNavigate();
  return (
    <div style={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <Result
        status="info"
        data-testid="not-available"
        title={t(title)}
        subTitle={t('pages:publicPageText')}
        extra={<Button onClick={() => navigate('/index')}>{t('pages:backHome')}</Button>}
      />
    </div>
  );
}
