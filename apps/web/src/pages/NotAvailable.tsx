import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useTitle } from '../i18n/useTitle';

/** What a menu node whose screen is not built yet opens: says so plainly, never shows made-up
 * data. */
export default function NotAvailable({ title }: { title: string }) {
  const { t } = useTranslation('pages');
  const titleOf = useTitle();
  const navigate = useNavigate();
  return (
    <Result
      status="info"
      data-testid="not-available"
      title={t('notAvailableTitle')}
      subTitle={t('notAvailableText', { name: titleOf(title) })}
      extra={
        <Button type="primary" onClick={() => navigate('/dashboard')}>
          {t('backHome')}
        </Button>
      }
    />
  );
}
