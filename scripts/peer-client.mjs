// A sandbox peer: signs one call of the call table with a peer's API key and prints the answer
// (docs/architecture.md, "How a request flows", signed requests). What a peer's own system does:
//
//   node scripts/peer-client.mjs --url http://127.0.0.1:8080 --key pk_... --secret sk_... \
//     UserLogisticsOrder/GetLogisticsOrders '{"rows":10}'
//
// The key and secret may come from PEER_KEY and PEER_SECRET instead; the body defaults to {}.
import crypto from 'node:crypto';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    url: { type: 'string', default: process.env.PEER_URL ?? 'http://127.0.0.1:8080' },
    key: { type: 'string', default: process.env.PEER_KEY },
    secret: { type: 'string', default: process.env.PEER_SECRET },
    lang: { type: 'string', default: 'en-us' },
  },
});
const [call, body = '{}'] = positionals;
if (!call || !values.key || !values.secret) {
  console.error(
    'usage: peer-client.mjs --url <server> --key <pk_...> --secret <secret> <Controller/Action> [json body]',
  );
  process.exit(2);
}
JSON.parse(body); // a body that is not JSON fails here, not at the server

const path = `/openapi/${call.replace(/^\/+/, '')}`;
const timestamp = String(Date.now());
const nonce = crypto.randomBytes(16).toString('hex');
const bodyHash = crypto.createHash('sha256').update(body).digest('hex');
// The signed text: method, path, timestamp, nonce and the body's SHA-256, one a line.
const signature = crypto
  .createHmac('sha256', values.secret)
  .update(['POST', path, timestamp, nonce, bodyHash].join('\n'))
  .digest('hex');

const res = await fetch(new URL(path, values.url), {
  method: 'POST',
  headers: {
    'content-type': 'application/json',
    acceptlanguage: values.lang,
    'x-api-key': values.key,
    'x-api-timestamp': timestamp,
    'x-api-nonce': nonce,
    'x-api-signature': signature,
  },
  body,
});
const text = await res.text();
console.log(text);
if (!res.ok) process.exitCode = 1;
