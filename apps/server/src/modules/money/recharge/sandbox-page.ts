import crypto from 'node:crypto';
import { fieldLabel, parseLang, rechargeFlow, type SandboxCallbackBody } from '@wms/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../../../platform/deps.js';
import { API_BASE, langOf } from '../../../platform/http/lang.js';
import { t } from '../../../platform/i18n.js';
import { priceText } from '../../warehouse/commodities/service.js';
import { offered, sandboxSign } from './providers.js';
import { expireRecharges, rechargeByToken } from './service.js';

// ---------------------------------------------------------------------------------------------
// The sandbox provider's side (docs/domain.md, "Recharges and online payments"): the page where
// the payer approves or declines a payment, and the "network" that then sends the signed callback
// to the server, through the same route a real provider's callback takes (an HTTP request into
// this server, validated like any other), before sending the payer back to the console. Plain
// HTML with one form: it is the provider's page, not part of the console.

const html = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The payer's language: the console's, which it names in the address (`lang`), since the
 * browser's own may be another (a zh-TW console in an English browser); else the browser's. */
const payerLang = (req: FastifyRequest<{ Querystring: { lang?: string } }>) =>
  req.query.lang ? parseLang(req.query.lang) : langOf(req);

/** Where the payer goes back to: a path of this site only (never another site). */
const returnPathOf = (value: unknown) =>
  typeof value === 'string' && /^\/(?![/\\])[\w\-/.?=&%#]*$/.test(value) ? value : '/';

export async function registerSandboxPages(root: FastifyInstance, deps: Deps) {
  await root.register(async (app) => sandboxPages(app, deps));
}

function sandboxPages(app: FastifyInstance, deps: Deps) {
  /** The payment a page is for: none on a site that does not offer the sandbox. */
  const forPage = async (token: string) => {
    const r = await rechargeByToken(deps.db, token);
    return r && offered(deps.config, r.configType) ? r : undefined;
  };
  /** Still to be decided: waiting, and before its deadline. */
  const isOpen = (r: { status: number; expiresAt: Date | null }) =>
    r.status === rechargeFlow.state.Pending && (!r.expiresAt || r.expiresAt.getTime() > Date.now());
  // The page's form posts as a browser does; only here (the API takes JSON).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  const page = (lang: string, title: string, body: string) => `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${html(title)}</title>
<style>
body{font-family:system-ui,sans-serif;background:#f0f2f5;margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#fff;border-radius:8px;box-shadow:0 2px 8px rgba(0,0,0,.1);padding:32px;max-width:420px;width:100%}
h1{font-size:20px;margin:0 0 4px}.sandbox{color:#d46b08;font-size:13px;margin-bottom:24px}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:0 0 24px}dt{color:#666}dd{margin:0;font-weight:600}
.amount{font-size:28px}form{display:flex;gap:12px}button{flex:1;font-size:16px;padding:10px;border-radius:6px;border:1px solid #d9d9d9;background:#fff;cursor:pointer}
button[value=approve]{background:#1677ff;border-color:#1677ff;color:#fff}
</style></head><body><main>${body}</main></body></html>`;

  app.get<{ Params: { token: string }; Querystring: { return?: string; lang?: string } }>(
    '/sandbox-pay/:token',
    async (req, reply) => {
      const lang = payerLang(req);
      const r = await forPage(req.params.token);
      reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
      if (!r)
        return reply
          .code(404)
          .send(page(lang, t(lang, 'sandbox.notFound'), `<h1>${html(t(lang, 'sandbox.notFound'))}</h1>`));
      const back = returnPathOf(req.query.return);
      const amount = `${priceText(r.amount, r.decimals)} ${r.code}`;
      const details = `<h1>${html(fieldLabel('SandboxPayment', lang))}</h1>
<div class="sandbox">${html(t(lang, 'sandbox.notice'))}</div>
<dl><dt>${html(fieldLabel('PayTo', lang))}</dt><dd>${html(r.configName)}</dd>
<dt>${html(fieldLabel('RechargeNumber', lang))}</dt><dd data-testid="sandbox-number">${html(r.number)}</dd>
<dt>${html(fieldLabel('Payer', lang))}</dt><dd>${html(r.customer)}</dd>
<dt>${html(fieldLabel('Amount', lang))}</dt><dd class="amount" data-testid="sandbox-amount">${html(amount)}</dd></dl>`;
      const actions = isOpen(r)
        ? `<form method="post" action="/sandbox-pay/${encodeURIComponent(req.params.token)}">
<input type="hidden" name="return" value="${html(back)}">
<button type="submit" name="decision" value="decline">${html(fieldLabel('DeclinePayment', lang))}</button>
<button type="submit" name="decision" value="approve" autofocus>${html(fieldLabel('ApprovePayment', lang))}</button></form>`
        : `<p>${html(t(lang, 'sandbox.closed'))}</p><p><a href="${html(back)}">${html(fieldLabel('Back', lang))}</a></p>`;
      return reply.send(page(lang, fieldLabel('SandboxPayment', lang), details + actions));
    },
  );

  app.post<{ Params: { token: string }; Body: { decision?: string; return?: string } }>(
    '/sandbox-pay/:token',
    async (req, reply) => {
      const r = await forPage(req.params.token);
      const back = returnPathOf(req.body?.return);
      if (!r || (req.body?.decision !== 'approve' && req.body?.decision !== 'decline'))
        return reply.code(303).header('location', back).send();
      // A decision on a payment that is over sends nothing: a recharge past its deadline expires
      // now rather than at the next expiry run, and the payer is shown the page saying it is closed.
      if (!isOpen(r)) {
        if (r.status === rechargeFlow.state.Pending) await expireRecharges(deps, r.id);
        const again = `/sandbox-pay/${encodeURIComponent(req.params.token)}?return=${encodeURIComponent(back)}`;
        return reply.code(303).header('location', again).send();
      }
      // The network's notice of the payer's decision, signed with the configuration's key.
      const notice: Omit<SandboxCallbackBody, 'Signature'> = {
        ConfigurationId: r.configurationId!,
        Number: r.number,
        Amount: priceText(r.amount, r.decimals),
        Currency: r.code,
        Outcome: req.body.decision === 'approve' ? 'paid' : 'declined',
        Timestamp: Math.floor(Date.now() / 1000),
        Nonce: crypto.randomBytes(16).toString('hex'),
      };
      const res = await app.inject({
        method: 'POST',
        url: `${API_BASE}/PaymentCallback/SandboxCallback`,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ ...notice, Signature: sandboxSign(r.secret, notice) }),
      });
      if (res.statusCode !== 200)
        deps.log.warn({ status: res.statusCode, body: res.body }, 'sandbox callback not taken');
      return reply.code(303).header('location', back).send();
    },
  );
}
