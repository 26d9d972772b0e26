import { Button, Result } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ALL_NS } from '../../i18n';

/** /404 and /401; `inline` draws it in the layout's content area (a screen the user lacks, its
 * URL kept). */
export default function ErrorPage({ status, inline }: { status: 404 | 401; inline?: boolean }) {
  const { t } = useTranslation(ALL_NS);
  const navigate = useNavigate();
  useEffect(() => {
    document.title = t(status === 404 ? 'route:notFound' : 'route:unauthorized');
  }, [status, t]);
  return (
    <div
      style={{
        minHeight: inline ? undefined : '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
      }}
    >
      <Result
        data-testid={status === 404 ? 'not-found' : 'no-permission'}
        status={status === 404 ? '404' : '403'}
        title={status}
        subTitle={t(status === 404 ? 'pages:notFoundText' : 'pages:unauthorizedText')}
        extra={
          <Button type="primary" onClick={() => navigate('/dashboard')} data-testid="back-home">
            {t('pages:backHome')}
          </Button>
        }
      />
    </div>
  );
}
