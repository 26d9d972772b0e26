import { CheckCircleFilled } from '@ant-design/icons';
import { Button, theme } from 'antd';
import { lazy, type ReactNode, Suspense, useEffect, useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { loadPublicKey } from '../../api/crypto';
import { clearToasts } from '../../api/notify';
import { useSitePage } from '../../api/useSitePage';
import { Loading } from '../../components/Loading';
import { i18n } from '../../i18n';
import { switchLanguage } from '../../i18n/switch';
import type { SignInState } from '../../router/AppRoutes';
import { preloadShell } from '../../router/preload';
import { dismissEarlySignIn, takeEarlySignIn } from '../../session/early-sign-in';
import { ensureSession, logout } from '../../session/session';
import { useAppStore } from '../../stores/app';
import { type TokenPair, useSessionStore } from '../../stores/session';
import { whenIdle } from '../../utils/idle';
import { useMediaQuery } from '../../utils/useMediaQuery';
import { PlainSegmented } from './fields';
import { LangSegmented } from './LangSegmented';
import { PasswordForm } from './PasswordForm';
import { usePuzzle } from './puzzle-hook';

// Only the password form is on the first screen; the others load when opened.
const SmsForm = lazy(() => import('./SmsForm'));
const RegisterForm = lazy(() => import('./RegisterForm'));
const RetrieveForm = lazy(() => import('./RetrieveForm'));
// Only sites with carousel images or an 'about us' text load these.
const Carousel = lazy(() => import('../../components/Carousel'));
const AboutUsModal = lazy(() => import('./AboutUsModal'));

/** Only paths of this console: `redirect` must not send the user to another site. */
export function safeRedirect(value: string | null): string {
  return value?.startsWith('/') && !value.startsWith('//') && !value.startsWith('/index') ? value : '/';
}

const useWide = () => useMediaQuery('(min-width: 768px)', true);

/** A signed-in visitor of the landing page: who they are, and the way in or out. */
function SignedInCard() {
  const { t } = useTranslation('login');
  const user = useSessionStore((s) => s.user);
  const navigate = useNavigate();
  useEffect(() => {
    ensureSession().catch(() => undefined);
  }, []);
  const name = user?.NickName || user?.UserName || '…';
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16, textAlign: 'center' }}>
      <div style={{ fontSize: 16, fontWeight: 600 }} data-testid="signed-in-as">
        {t('signedInAs', { name })}
      </div>
      <Button type="primary" block size="large" onClick={() => navigate('/dashboard')} data-testid="enter-console">
        {t('enterConsole')}
      </Button>
      <Button block onClick={() => void logout()}>
        {t('logout')}
      </Button>
    </div>
  );
}

/**
 * /index: the public landing and sign-in page. Customer or staff
 * sign-in by the stored login mode, with a visible switch; password and SMS sign-in; register
 * (`activeIndex=register`, keeps `referrer`) and retrieve password (`activeIndex=retrieve`);
 * `redirect` honoured after sign-in. Title and logo come from the site page configuration.
 * Built from a few light antd parts: this page's code is what every visitor downloads first.
 */
export default function LoginPage() {
  const { t } = useTranslation(['login', 'site']);
  const { token } = theme.useToken();
  const wide = useWide();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const site = useSitePage();
  const accessToken = useSessionStore((s) => s.accessToken);
  const mode = useSessionStore((s) => s.loginMode);
  const setMode = useSessionStore((s) => s.setLoginMode);
  const setTokens = useSessionStore((s) => s.setTokens);
  const { ask, modal } = usePuzzle();
  // What the visitor did on index.html's early form before this page was drawn: taken over in
  // this first render, and the early form removed in the same commit (no keystroke lost between).
  const [early] = useState(takeEarlySignIn);
  const [tab, setTab] = useState<'password' | 'sms'>(early?.asked === 'sms' ? 'sms' : 'password');
  const [aboutOpen, setAboutOpen] = useState(false);
  const carousel = site?.CarouselImages ?? [];

  const staff = mode === 'backUserLogin';
  const view = params.get('activeIndex');
  const redirect = safeRedirect(params.get('redirect'));

  useLayoutEffect(() => {
    dismissEarlySignIn();
    if (!early) return;
    // Before any effect of the form runs (an early submit reads them from the stores).
    setMode(early.mode);
    useSessionStore.getState().setServiceAgreement(early.agreement);
    if (early.language !== useAppStore.getState().language) void switchLanguage(early.language);
  }, [early, setMode]);

  useEffect(() => {
    // The key a password is encrypted under: start-up asked for it with this page's chunk
    // (session/startup.ts); a visitor who signed out since asks here. The form does not wait for
    // it, submitting does (encryptPassword).
    loadPublicKey().catch(() => undefined);
    // While the visitor types, the layout and the first screen download, so that signing in
    // waits for the session's calls only. Half a second after the form is drawn, when the browser
    // is idle: the downloads must not compete with drawing the form (nobody has typed a name and
    // password by then). Built consoles only: in development and tests there are no chunks to
    // fetch ahead.
    if (!import.meta.env.PROD) return;
    return whenIdle(() => preloadShell(safeRedirect(new URLSearchParams(location.search).get('redirect'))), 500);
  }, []);

  // The redirect may name a screen this account does not have: the console then opens the
  // dashboard instead of a refusal (see AppRoutes).
  const fromSignIn: SignInState = { fromSignIn: true };
  if (accessToken && params.get('redirect')) return <Navigate to={redirect} replace state={fromSignIn} />;

  const onSignedIn = (pair: TokenPair) => {
    // The refusals of earlier tries are settled now.
    clearToasts();
    setTokens(pair);
    navigate(redirect, { replace: true, state: fromSignIn });
  };
  const go = (activeIndex: string | null) => {
    const next = new URLSearchParams(params);
    if (activeIndex) next.set('activeIndex', activeIndex);
    else next.delete('activeIndex');
    setParams(next, { replace: true });
  };
  const heading = (text: string) => (
    <h2
      style={{ fontSize: 20, fontWeight: 600, margin: '16px 0' }}
      data-testid="sign-in-title"
      data-mode={staff ? 'staff' : 'customer'}
    >
      {text}
    </h2>
  );

  const title = site?.Title || i18n.t('common:appName');
  let body: ReactNode;
  if (accessToken) {
    body = <SignedInCard />;
  } else if (view === 'register' && !staff) {
    body = (
      <>
        {heading(t('registerTitle'))}
        <RegisterForm
          referrer={params.get('referrer') ?? ''}
          ask={ask}
          onSignedIn={onSignedIn}
          onBack={() => go(null)}
        />
      </>
    );
  } else if (view === 'retrieve') {
    body = (
      <>
        {heading(t('retrieveTitle'))}
        <RetrieveForm staff={staff} ask={ask} onDone={() => go(null)} />
      </>
    );
  } else {
    body = (
      <>
        <PlainSegmented
          block
          value={staff ? 'backUserLogin' : 'userLogin'}
          onChange={(v) => setMode(v)}
          options={[
            { value: 'userLogin' as const, label: <span data-testid="mode-customer">{t('modeCustomer')}</span> },
            { value: 'backUserLogin' as const, label: <span data-testid="mode-staff">{t('modeStaff')}</span> },
          ]}
        />
        {heading(staff ? t('staffSignIn') : t('customerSignIn'))}
        <div style={{ marginBottom: 20 }}>
          <PlainSegmented<'password' | 'sms'>
            value={tab}
            onChange={setTab}
            options={[
              { value: 'password', label: t('passwordTab') },
              { value: 'sms', label: <span data-testid="tab-sms">{t('smsTab')}</span> },
            ]}
          />
        </div>
        {tab === 'password' ? (
          <PasswordForm staff={staff} ask={ask} onSignedIn={onSignedIn} early={early} />
        ) : (
          <SmsForm staff={staff} ask={ask} onSignedIn={onSignedIn} />
        )}
        <div style={{ display: 'flex', justifyContent: 'space-between', marginTop: 12 }}>
          <Button type="link" style={{ padding: 0 }} onClick={() => go('retrieve')}>
            {t('forgot')}
          </Button>
          {!staff ? (
            <Button type="link" style={{ padding: 0 }} onClick={() => go('register')} data-testid="go-register">
              {t('register')}
            </Button>
          ) : null}
        </div>
      </>
    );
  }

  const titleBlock = (colour: string, size: number) => (
    <div style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
      {site?.Logo ? <img src={site.Logo} alt="" style={{ height: size * 1.6 }} /> : null}
      <h1 style={{ color: colour, fontSize: size, fontWeight: 600, margin: 0 }} data-testid="site-title">
        {title}
      </h1>
    </div>
  );

  return (
    <div style={{ minHeight: '100vh', display: 'flex', background: token.colorBgLayout }}>
      {wide ? (
        <div
          style={{
            flex: 1,
            // The carousel's track is as wide as all its slides: without this it widens the panel.
            minWidth: 0,
            display: 'flex',
            flexDirection: 'column',
            justifyContent: 'center',
            padding: '48px 64px',
            color: '#fff',
            background: `linear-gradient(135deg, ${token.colorPrimary} 0%, #001529 100%)`,
          }}
        >
          {titleBlock('#fff', 30)}
          <p style={{ color: 'rgba(255,255,255,.85)', fontSize: 18, marginTop: 24 }}>{t('tagline')}</p>
          <div style={{ display: 'flex', flexDirection: 'column', gap: 14, marginTop: 16 }}>
            {(['feature1', 'feature2', 'feature3'] as const).map((f) => (
              <span key={f} style={{ color: 'rgba(255,255,255,.85)', fontSize: 15 }}>
                <CheckCircleFilled style={{ marginRight: 10 }} />
                {t(f)}
              </span>
            ))}
          </div>
          {carousel.length ? (
            <div style={{ marginTop: 32, borderRadius: 8, overflow: 'hidden', background: 'rgba(0,0,0,.15)' }}>
              <Suspense fallback={null}>
                <Carousel images={carousel} height={280} data-testid="login-carousel" />
              </Suspense>
            </div>
          ) : null}
        </div>
      ) : null}
      <div
        style={{
          width: wide ? 480 : '100%',
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
          padding: wide ? '32px 48px' : 16,
          position: 'relative',
          boxSizing: 'border-box',
        }}
      >
        <div style={{ position: 'absolute', top: 16, right: 16 }}>
          <LangSegmented />
        </div>
        {!wide ? <div style={{ textAlign: 'center', marginBottom: 16 }}>{titleBlock(token.colorText, 22)}</div> : null}
        <div
          style={{
            background: token.colorBgContainer,
            borderRadius: token.borderRadiusLG,
            boxShadow: token.boxShadowTertiary,
            padding: 24,
          }}
        >
          <Suspense fallback={<Loading />}>{body}</Suspense>
        </div>
        {site?.AboutUs ? (
          <div style={{ textAlign: 'center', marginTop: 12 }}>
            <Button type="link" onClick={() => setAboutOpen(true)} data-testid="about-us">
              {t('site:aboutUs')}
            </Button>
          </div>
        ) : null}
      </div>
      {modal}
      {aboutOpen && site?.AboutUs ? (
        <Suspense fallback={null}>
          <AboutUsModal html={site.AboutUs} onClose={() => setAboutOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
