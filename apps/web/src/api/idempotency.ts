/**
 * A payment's or recharge's idempotency key, made once when its dialog opens: the same request sent
 * again (a double click, OK pressed again after a time-out) carries it, and the server does it once.
 * `crypto.randomUUID` exists only on secure pages (HTTPS, localhost); a console served over plain
 * HTTP in a warehouse's network makes the same kind of key from `getRandomValues`.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
