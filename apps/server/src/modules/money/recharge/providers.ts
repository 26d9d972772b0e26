import crypto from 'node:crypto';
import { OnlinePaymentType, type SandboxCallbackBody, sandboxSignedText } from '@wms/contract';

// ---------------------------------------------------------------------------------------------
// Payment providers (docs/domain.md, "Recharges and online payments"). A provider makes a payment
// for a recharge (answers where the payer approves it) and checks the callbacks it sends. Each
// one is written against its network's documentation; the sandbox is ours and complete, so the
// whole flow (payment, payer's page, signed callback, wallet credit) runs without a network.

export interface ProviderConfig {
  id: number;
  type: number;
  appId: string;
  merchantId: string;
  secret: string;
}

export interface NewPayment {
  number: string;
  amount: string;
  currency: string;
  /** Where the payer is sent back to (a path of the console). */
  returnPath: string;
}

export interface PaymentProvider {
  /** Whether payments can be made through it from this installation. */
  connected: boolean;
  /** Starts a payment: answers the page the payer approves it on and the token it is known by. */
  createPayment(config: ProviderConfig, p: NewPayment): { payUrl: string; token: string };
  /** Whether a callback's signature is the provider's (a timing-safe comparison). */
  verify(config: ProviderConfig, body: SandboxCallbackBody): boolean;
}

/** The sandbox's signature of a callback: HMAC-SHA256 of the signed text, with the key, in hex. */
export const sandboxSign = (secret: string, b: Omit<SandboxCallbackBody, 'Signature'>) =>
  crypto.createHmac('sha256', secret).update(sandboxSignedText(b)).digest('hex');

const sameText = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
};

/** The built-in sandbox: its payer's page is ours (`/sandbox-pay/<token>`, sandbox-page.ts). */
const sandbox: PaymentProvider = {
  connected: true,
  createPayment(_config, p) {
    const token = crypto.randomBytes(24).toString('base64url');
    return { token, payUrl: `/sandbox-pay/${token}?return=${encodeURIComponent(p.returnPath)}` };
  },
  verify(config, body) {
    const { Signature, ...signed } = body;
    return sameText(sandboxSign(config.secret, signed), Signature);
  },
};

/** A network this installation cannot reach: its settings are kept, its payments refused. */
const unreachable: PaymentProvider = {
  connected: false,
  createPayment() {
    throw new Error('no connection to this payment network');
  },
  verify: () => false,
};

export const providers: Record<number, PaymentProvider> = {
  [OnlinePaymentType.Sandbox]: sandbox,
  [OnlinePaymentType.Alipay]: unreachable,
  [OnlinePaymentType.WeChatPay]: unreachable,
  [OnlinePaymentType.PayPal]: unreachable,
  [OnlinePaymentType.Stripe]: unreachable,
};

/** Whether a site offers a provider at all: the sandbox only where `PAYMENT_SANDBOX` leaves it on
 * (a production site has none: its test payments would credit wallets with nothing paid). */
export const offered = (config: { paymentSandbox: boolean }, type: number) =>
  type !== OnlinePaymentType.Sandbox || config.paymentSandbox;

/** The provider of a configuration's type on this site: none when the site does not offer it. */
export const providerOf = (config: { paymentSandbox: boolean }, type: number): PaymentProvider | undefined =>
  offered(config, type) ? providers[type] : undefined;
