import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountApi } from '../../api/account';
import { encryptPassword } from '../../api/crypto';
import type { TokenPair } from '../../stores/session';
import { Agreement, requireAgreement } from './agreement';
import { PlainInput } from './fields';
import type { PuzzleTicket } from './puzzle-hook';

/**
 * Password sign-in: the first thing a visitor sees, so it is plain inputs, not antd's Form or Input
 * (which bring antd's form machinery along). The user name is trimmed; the password is encrypted under the
 * server's key. When GetWhetherToVerify says so (after 3 failed sign-ins), the puzzle comes first
 * and its ticket goes with the sign-in.
 */
export function PasswordForm({
  staff,
  ready,
  ask,
  onSignedIn,
}: {
  staff: boolean;
  ready: boolean;
  ask(): Promise<PuzzleTicket | null>;
  onSignedIn(pair: TokenPair): void;
}) {
  const { t } = useTranslation('login');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ username?: string; password?: string }>({});
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
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
      if (await accountApi.whetherToVerify(name).catch(() => false)) {
        ticket = await ask();
        if (!ticket) return;
      }
      const body = {
        username: name,
        password: await encryptPassword(password),
        MenuClassification: 1,
        ...(ticket ? { Captcha: ticket.Captcha, CaptchaKey: ticket.CaptchaKey } : {}),
      };
      onSignedIn(await (staff ? accountApi.login(body) : accountApi.loginUser(body)));
    } catch {
      // Failed sign-in: the request layer showed the server's message.
    } finally {
      setBusy(false);
    }
  };

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
          error={!!errors.password}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        {error(errors.password)}
      </div>
      <Agreement />
      <Button
        type="primary"
        htmlType="submit"
        size="large"
        block
        loading={busy}
        disabled={!ready}
        data-testid="sign-in"
      >
        {t('signIn')}
      </Button>
    </form>
  );
}
