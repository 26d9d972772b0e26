import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../api/notify';
import { useSessionStore } from '../../stores/session';
import { PlainCheckbox } from './fields';

const AgreementModal = lazy(() => import('./AgreementModal'));

/** The service agreement checkbox; its state is kept under 'ServiceAgreement'. The text opens
 * in a dialog loaded on demand (`open`: at once, asked for on the early sign-in form). */
export function Agreement({ open: openAtFirst = false }: { open?: boolean }) {
  const { t } = useTranslation('login');
  const agreed = useSessionStore((s) => s.serviceAgreement);
  const setAgreed = useSessionStore((s) => s.setServiceAgreement);
  const [open, setOpen] = useState(openAtFirst);
  return (
    <div style={{ marginBottom: 16 }}>
      <PlainCheckbox checked={agreed} onChange={setAgreed} testId="agreement">
        {t('agreementPrefix')}
      </PlainCheckbox>
      <Button type="link" size="small" style={{ padding: 0, marginLeft: 4 }} onClick={() => setOpen(true)}>
        {t('agreementLink')}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <AgreementModal
            onClose={(accepted) => {
              if (accepted) setAgreed(true);
              setOpen(false);
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

/** Agreement accepted, or a notice and false. */
export function requireAgreement(text: string): boolean {
  if (useSessionStore.getState().serviceAgreement) return true;
  toast('warning', text, undefined, 3);
  return false;
}
