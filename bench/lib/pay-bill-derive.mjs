// What the floor of a bill payment (bench/pay-bill.mjs) works out of a request before its
// statements, as our server does (lib/floor-program.mjs): values no earlier statement answers.
// The caller is the customer the bearer token names (its `sub` and `sid`: our server checks the
// token's signature, then the session in the guard's query; the floor reads the two and runs the
// same query); the bills are the body's, in id order, as the lock and the payment name them. The
// program's check against our server's captures would stop the bench if these ever gave other
// values than the server's.

/** The access token's claims (a JWT's middle part), unverified. */
function claims(headers) {
  const token = /^Bearer (.+)$/.exec(headers?.authorization ?? '')?.[1];
  if (!token) return {};
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
}

/** UserBill/PayUserBills: the payer, and the bills as the statements spell them. */
export function paying(body, headers) {
  const c = claims(headers);
  const ids = [...new Set(body.BillIds)].sort((a, b) => a - b);
  return {
    userId: Number(c.sub),
    sessionId: c.sid,
    billKey: ids.join(','),
    billArray: `{${ids.join(',')}}`,
  };
}
