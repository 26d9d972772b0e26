import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { type FormEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { encryptPassword } from '../../api/crypto';
import type { EarlySignIn } from '../../session/early-sign-in';
import { type TokenPair, useSessionStore } from '../../stores/session';
import { Agreement, requireAgreement } from './agreement';
import { PlainInput } from './fields';
import type { PuzzleTicket } from './puzzle-hook';

/**
 * Password sign-in: the first thing a visitor sees, so it is plain inputs, not antd's Form or Input
 * (which bring antd's form machinery along). The user name is trimmed; the password is encrypted under the
 * server's key. When GetWhetherToVerify says so (after 3 failed sign-ins), the puzzle comes first
 * and its ticket goes with the sign-in.
 * Ready as soon as it is drawn: nothing here waits for a call. A first visit's site lookup and the
 * server's key are still on their way then (session/startup.ts); submitting waits for them.
 */
export function PasswordForm({
  staff,
  ask,
  onSignedIn,
  early,
}: {
  staff: boolean;
  ask(): Promise<PuzzleTicket | null>;
  onSignedIn(pair: TokenPair): void;
  /** What was typed on index.html's early form (session/early-sign-in.ts): carried on. */
  early?: EarlySignIn | null;
}) {
  const { t } = useTranslation('login');
  const [username, setUsername] = useState(early?.username ?? '');
  const [password, setPassword] = useState(early?.password ?? '');
  const [errors, setErrors] = useState<{ username?: string; password?: string }>({});
  const [busy, setBusy] = useState(false);
  const fields = { username: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };

  // The caret stays where the visitor was typing.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the form is first drawn
  useLayoutEffect(() => {
    const at = early?.focus;
    const input = at ? fields[at.field].current : null;
    if (!at || !input) return;
    input.focus();
    if (at.start !== null) input.setSelectionRange(at.start, at.end ?? at.start);
  }, []);

  const submit = async (e?: FormEvent) => {
    e?.preventDefault();
    const name = username.trim();
    const found = {
      username: name ? undefined : t('usernameRequired'),
      password: password ? undefined : t('passwordRequired'),
    };
    setErrors(found);
    if (found.username || found.password) return;
    if (!requireAgreement(t('agreementRequired'))) return;
    setBusy(true);
    try {
      let ticket: PuzzleTicket | null = null;
      if (
        await api.Account.GetWhetherToVerify({ username: name }, { anonymous: true, silent: true }).catch(() => false)
      ) {
        ticket = await ask();
        if (!ticket) return;
      }
      const body = {
        username: name,
        password: await encryptPassword(password),
        MenuClassification: 1,
        ...(ticket ? { Captcha: ticket.Captcha, CaptchaKey: ticket.CaptchaKey } : {}),
      };
      // The mode as it is now: an early submit runs before this form has been drawn again with
      // the mode chosen on the early form (the page has put it in the store by then).
      const asStaff = early?.submitted ? useSessionStore.getState().loginMode === 'backUserLogin' : staff;
      // Staff sign in with Login, customers with LoginUser.
      onSignedIn(await (asStaff ? api.Account.Login : api.Account.LoginUser)(body, { anonymous: true }));
    } catch {
      // Failed sign-in: the request layer showed the server's message.
    } finally {
      setBusy(false);
    }
  };

  // Pressed before the page was there: signed in now, as if pressed here.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, with what the early form held
  useEffect(() => {
    if (early?.submitted) void submit();
  }, []);

  const error = (text?: string) =>
    text ? <div style={{ color: '#ff4d4f', fontSize: 13, marginTop: 4 }}>{text}</div> : null;

  return (
    <form onSubmit={(e) => void submit(e)} noValidate name="password-login">
      <div style={{ marginBottom: 20 }}>
        <PlainInput
          prefix={<UserOutlined />}
          placeholder={t('username')}
          aria-label={t('username')}
          autoComplete="username"
          data-testid="username"
          ref={fields.username}
          error={!!errors.username}
          value={username}
          onChange={(e) => setUsername(e.target.value)}
        />
        {error(errors.username)}
      </div>
      <div style={{ marginBottom: 16 }}>
        <PlainInput
          password
          prefix={<LockOutlined />}
          placeholder={t('password')}
          aria-label={t('password')}
          autoComplete="current-password"
          data-testid="password"
          ref={fields.password}
          error={!!errors.password}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        {error(errors.password)}
      </div>
      <Agreement open={early?.asked === 'agreement'} />
      <Button type="primary" htmlType="submit" size="large" block loading={busy} data-testid="sign-in">
        {t('signIn')}
      </Button>
    </form>
  );
}
