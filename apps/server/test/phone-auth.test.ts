import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { humanDrag } from './helpers/drag.js';
import { startTestServer, type TestServer } from './helpers/server.js';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
  // The demo staff have no phone; give the clerk a Hong Kong mobile for the staff flows.
  await s.deps.db.execute(
    sql`update users set phone_code = '852', phone_number = '61234567' where user_name = 'clerk'`,
  );
});
afterAll(() => s.close());

const q = async <T = any>(query: ReturnType<typeof sql>) => (await s.deps.db.execute(query)).rows as T[];

/** Solves a puzzle the way a person would, reading the answer the server kept; each from an
 * address of its own, since one address may ask for only so many puzzles. */
let puzzleClient = 0;
async function ticket() {
  const from = { headers: { 'x-forwarded-for': `10.77.${Math.floor(++puzzleClient / 250)}.${puzzleClient % 250}` } };
  const p = await s.call('Account/GetCaptcha64', {}, from);
  const [a] = await q<{ x: number }>(sql`select x from captchas where key = ${p.Data.CaptchaKey}::uuid`);
  const r = await s.call('Account/CheckingCaptcha', { CaptchaKey: p.Data.CaptchaKey, ...humanDrag(a!.x + 2) }, from);
  expect(r.Data.Success).toBe(true);
  return { CaptchaKey: p.Data.CaptchaKey as string, Captcha: r.Data.Captcha as string };
}

async function send(action: string, PhoneCode: string, PhoneNumber: string, lang = 'en-us') {
  return s.call(`Account/${action}`, { PhoneCode, PhoneNumber, ...(await ticket()) }, { lang });
}

/** What a developer does with the default provider: read the code from the outbox. */
async function lastCode(phoneCode: string, phoneNumber: string): Promise<string> {
  const [row] = await q<{ text: string }>(
    sql`select text from sms_outbox where phone = ${`+${phoneCode}${phoneNumber}`} order by id desc limit 1`,
  );
  const m = /\b(\d{6})\b/.exec(row?.text ?? '');
  if (!m) throw new Error(`no code sent to +${phoneCode}${phoneNumber}`);
  return m[1]!;
}

/** Lets the next send to this phone through without waiting a real minute. */
const forgetRecentSends = (phoneNumber: string) =>
  s.deps.db.execute(
    sql`update sms_codes set creation_time = creation_time - interval '61 seconds' where phone_number = ${phoneNumber}`,
  );

const counts = async () => {
  const [c] = await q<{ codes: number; outbox: number; users: number; tries: number }>(sql`select
    (select count(*) from sms_codes)::int as codes, (select count(*) from sms_outbox)::int as outbox,
    (select count(*) from users)::int as users, (select coalesce(sum(tries), 0) from sms_codes)::int as tries`);
  return c!;
};

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('Registration by SMS code', () => {
  it('sends a code (never answered) and registers, signs in and keeps the customer', async () => {
    const sent = await send('GetRegisterSmsCaptcha', '86', '13900000001');
    expect(sent.Code).toBe(0);
    expect(Object.keys(sent.Data)).toEqual(['PhoneKey']);
    const code = await lastCode('86', '13900000001');
    expect(JSON.stringify(sent.body)).not.toContain(code);
    const [stored] = await q<{ code_hash: string; purpose: string }>(
      sql`select code_hash, purpose from sms_codes where key = ${sent.Data.PhoneKey}::uuid`,
    );
    expect(stored!.purpose).toBe('register');
    expect(stored!.code_hash).not.toContain(code);

    const [referrer] = await q<{ id: number; customer_code: string }>(
      sql`select id, customer_code from users where user_name = 'customer1'`,
    );
    const r = await s.call('Account/RegisterUser', {
      UserName: 'newbie1',
      Password: s.encrypt('Newbie@123'),
      PhoneCode: '86',
      PhoneNumber: '13900000001',
      PhoneNumberCode: code,
      PhoneKey: sent.Data.PhoneKey,
      NickName: 'New Bie',
      Email: 'newbie@example.com',
      Referrer: referrer!.customer_code,
    });
    expect(r.Code).toBe(0);
    const info = await s.call('Account/GetUserInfoDetailedInfo', {}, { token: r.Data.AccessToken });
    expect(info.Data).toMatchObject({ UserName: 'newbie1', NickName: 'New Bie', AccountTypeCode: 2 });
    expect(info.Data.CustomerCode).toMatch(/^C\d+$/);
    const [row] = await q(
      sql`select u.phone_code, u.phone_number, u.email, u.referrer_id, s.code as site from users u join sites s on s.id = u.site_id where u.user_name = 'newbie1'`,
    );
    expect(row).toMatchObject({
      phone_code: '86',
      phone_number: '13900000001',
      email: 'newbie@example.com',
      referrer_id: referrer!.id,
      site: 'DEMO',
    });
    const byPassword = await s.call('Account/LoginUser', { username: 'newbie1', password: s.encrypt('Newbie@123') });
    expect(byPassword.Code).toBe(0);

    const again = await s.call('Account/RegisterUser', {
      UserName: 'newbie1b',
      Password: s.encrypt('Newbie@123'),
      PhoneCode: '86',
      PhoneNumber: '13900000001',
      PhoneNumberCode: code,
      PhoneKey: sent.Data.PhoneKey,
    });
    // The code is spent: nothing about the phone being registered now is told.
    expect([again.Code, again.Data.Field]).toEqual([2, 'PhoneNumberCode']);

    // A registered phone gets no code but a word that it has an account; the caller is answered
    // as for any phone, and no code redeems the key it got.
    await forgetRecentSends('13900000001');
    const outboxBefore = (await counts()).outbox;
    const taken = await send('GetRegisterSmsCaptcha', '86', '13900000001');
    expect(taken.Code).toBe(0);
    expect(Object.keys(taken.Data)).toEqual(['PhoneKey']);
    expect((await counts()).outbox).toBe(outboxBefore + 1);
    const [notice] = await q<{ text: string }>(
      sql`select text from sms_outbox where phone = '+8613900000001' order by id desc limit 1`,
    );
    expect(notice!.text).toMatch(/already has an account/);
    expect(notice!.text).not.toMatch(/\d{6}/);
    const guessed = await s.call(
      'Account/RegisterUser',
      {
        UserName: 'newbie1c',
        Password: s.encrypt('Newbie@123'),
        PhoneCode: '86',
        PhoneNumber: '13900000001',
        PhoneNumberCode: '123456',
        PhoneKey: taken.Data.PhoneKey,
      },
      { lang: 'en-us' },
    );
    expect([guessed.Code, guessed.Data.Field]).toEqual([2, 'PhoneNumberCode']);
  });

  it('registers on the site the request host maps to', async () => {
    const [site] = await q<{ id: number }>(
      sql`insert into sites (name, code) values ('Second', 'SECOND') returning id`,
    );
    await s.deps.db.execute(sql`insert into site_hosts (host, site_id) values ('second.example.com', ${site!.id})`);
    const sent = await send('GetRegisterSmsCaptcha', '853', '61234567');
    const r = await s.call(
      'Account/RegisterUser',
      {
        UserName: 'macau1',
        Password: s.encrypt('Macau1234'),
        PhoneCode: '853',
        PhoneNumber: '61234567',
        PhoneNumberCode: await lastCode('853', '61234567'),
        PhoneKey: sent.Data.PhoneKey,
      },
      { headers: { host: 'Second.Example.com:8443' } },
    );
    expect(r.Code).toBe(0);
    const info = await s.call('Account/GetUserInfoDetailedInfo', {}, { token: r.Data.AccessToken });
    expect(info.Data.SiteId).toBe(site!.id);
  });

  it('tells a taken user name or an unknown referrer only to whoever holds a right code, and keeps the code', async () => {
    const sent = await send('GetRegisterSmsCaptcha', '86', '13900000078');
    const base = {
      UserName: 'fresh78',
      Password: s.encrypt('Fresh1234'),
      PhoneCode: '86',
      PhoneNumber: '13900000078',
      PhoneNumberCode: await lastCode('86', '13900000078'),
      PhoneKey: sent.Data.PhoneKey,
    };
    // Without the right code a taken name and a free one get the same answer.
    for (const UserName of ['customer1', 'admin', 'nobody77']) {
      const r = await s.call(
        'Account/RegisterUser',
        { ...base, UserName, PhoneNumberCode: wrong(base.PhoneNumberCode) },
        { lang: 'en-us' },
      );
      expect([UserName, r.Code, r.Data.Field]).toEqual([UserName, 2, 'PhoneNumberCode']);
    }
    const before = await counts();
    for (const [change, field] of [
      [{ UserName: 'customer1' }, 'UserName'],
      [{ UserName: 'ADMIN' }, 'UserName'],
      [{ Referrer: 'C999999' }, 'Referrer'],
    ] as const) {
      const r = await s.call('Account/RegisterUser', { ...base, ...change }, { lang: 'en-us' });
      expect([r.status, r.Code, r.Data.Field]).toEqual([400, 2, field]);
    }
    // No try counted, nothing written: the same code registers once the name is fixed.
    expect(await counts()).toEqual(before);
    expect((await s.call('Account/RegisterUser', base)).Code).toBe(0);
  });

  it('refuses input it can check before the code, costing no try', async () => {
    const sent = await send('GetRegisterSmsCaptcha', '886', '0912345678');
    const code = await lastCode('886', '0912345678');
    const base = {
      UserName: 'taiwan1',
      Password: s.encrypt('Taiwan123'),
      PhoneCode: '886',
      PhoneNumber: '0912345678',
      PhoneNumberCode: code,
      PhoneKey: sent.Data.PhoneKey,
    };
    const before = await counts();
    const cases: [Record<string, unknown>, string][] = [
      [{ UserName: 'bad name' }, 'UserName'],
      [{ Password: s.encrypt('short') }, 'Password'],
      [{ Password: 'Taiwan123' }, 'Password'],
      [{ Email: 'not-an-email' }, 'Email'],
      [{ PhoneNumberCode: '12ab56' }, 'PhoneNumberCode'],
      [{ PhoneNumber: '13800000009' }, 'PhoneNumber'],
    ];
    for (const [change, field] of cases) {
      const r = await s.call('Account/RegisterUser', { ...base, ...change }, { lang: 'en-us' });
      expect([r.status, r.Code, field]).toEqual([400, 2, field]);
      expect(r.Data.Field).toContain(field);
    }
    expect(await counts()).toEqual(before);
    expect((await s.call('Account/RegisterUser', base)).Code).toBe(0);
  });
});

describe('SMS code rules', () => {
  it('every send needs a fresh puzzle ticket', async () => {
    const missing = await s.call(
      'Account/GetUserLoginSmsCaptcha',
      { PhoneCode: '86', PhoneNumber: '13800000001' },
      { lang: 'en-us' },
    );
    expect(missing.Code).toBe(2);
    expect(missing.Data.Field).toContain('Captcha');
    const t = await ticket();
    const forged = await s.call(
      'Account/GetUserLoginSmsCaptcha',
      { PhoneCode: '86', PhoneNumber: '13800000001', CaptchaKey: t.CaptchaKey, Captcha: 'guess' },
      { lang: 'en-us' },
    );
    expect(forged.Code).toBe(4);
    expect(forged.Message).toMatch(/slide verification/);
    const ok = await s.call('Account/GetUserLoginSmsCaptcha', { PhoneCode: '86', PhoneNumber: '13800000001', ...t });
    expect(ok.Code).toBe(0);
    await forgetRecentSends('13800000001');
    const reused = await s.call('Account/GetUserLoginSmsCaptcha', {
      PhoneCode: '86',
      PhoneNumber: '13800000001',
      ...t,
    });
    expect(reused.Code).toBe(4);
    await forgetRecentSends('13800000001');
  });

  it('refuses a second send to a phone within 60 s with Code 6', async () => {
    expect((await send('GetUserLoginSmsCaptcha', '86', '13800000002')).Code).toBe(0);
    const soon = await send('GetUserRetrievePasswordSmsCaptcha', '86', '13800000002');
    expect([soon.status, soon.Code]).toEqual([429, 6]);
    expect(soon.Message).toMatch(/try again in (60|59|58) seconds/);
    const zh = await send('GetUserLoginSmsCaptcha', '86', '13800000002', 'zh-cn');
    expect(zh.Message).toContain('秒后再试');
    expect((await send('GetRegisterSmsCaptcha', '86', '13900000077')).Code).toBe(0);
    await forgetRecentSends('13800000002');
    expect((await send('GetUserLoginSmsCaptcha', '86', '13800000002')).Code).toBe(0);
    await forgetRecentSends('13800000002');
  });

  it('kills a code after 5 wrong tries', async () => {
    const sent = await send('GetUserLoginSmsCaptcha', '86', '13800000001');
    const code = await lastCode('86', '13800000001');
    const body = { PhoneCode: '86', PhoneNumber: '13800000001', PhoneKey: sent.Data.PhoneKey };
    for (let i = 1; i <= 5; i++) {
      const r = await s.call(
        'Account/SignInPhoneCodeUser',
        { ...body, PhoneNumberCode: wrong(code) },
        { lang: 'en-us' },
      );
      expect([r.Code, r.Data.Field]).toEqual([2, 'PhoneNumberCode']);
      expect(r.Data.Rule).toMatch(i < 5 ? new RegExp(`${5 - i} ${i === 4 ? 'try' : 'tries'} left`) : /no longer works/);
    }
    const late = await s.call('Account/SignInPhoneCodeUser', { ...body, PhoneNumberCode: code }, { lang: 'en-us' });
    expect([late.Code, late.Data.Field]).toEqual([2, 'PhoneNumberCode']);
    expect(late.Message).toMatch(/request a new code/);
    await forgetRecentSends('13800000001');
  });

  it('refuses an expired code, and a code sent for another purpose or phone', async () => {
    const sent = await send('GetUserLoginSmsCaptcha', '86', '13800000001');
    const code = await lastCode('86', '13800000001');
    const body = { PhoneCode: '86', PhoneNumber: '13800000001', PhoneKey: sent.Data.PhoneKey, PhoneNumberCode: code };
    const retrieve = await s.call('Account/RetrievePasswordPhoneSmsUser', {
      ...body,
      Password: s.encrypt('Other@123'),
    });
    expect([retrieve.Code, retrieve.Data.Field]).toEqual([2, 'PhoneNumberCode']);
    const otherPhone = await s.call('Account/SignInPhoneCodeUser', { ...body, PhoneNumber: '13800000002' });
    expect([otherPhone.Code, otherPhone.Data.Field]).toEqual([2, 'PhoneNumberCode']);
    await s.deps.db.execute(
      sql`update sms_codes set expires_at = now() - interval '1 second' where key = ${sent.Data.PhoneKey}::uuid`,
    );
    const expired = await s.call('Account/SignInPhoneCodeUser', body, { lang: 'en-us' });
    expect([expired.Code, expired.Data.Field]).toEqual([2, 'PhoneNumberCode']);
    expect(expired.Message).toMatch(/no longer works: request a new code\.$/);
    await forgetRecentSends('13800000001');
  });

  it('a newer code for the same purpose supersedes the older one', async () => {
    const first = await send('GetUserLoginSmsCaptcha', '86', '13800000001');
    const firstCode = await lastCode('86', '13800000001');
    await forgetRecentSends('13800000001');
    const second = await send('GetUserLoginSmsCaptcha', '86', '13800000001');
    const body = { PhoneCode: '86', PhoneNumber: '13800000001' };
    const old = await s.call('Account/SignInPhoneCodeUser', {
      ...body,
      PhoneKey: first.Data.PhoneKey,
      PhoneNumberCode: firstCode,
    });
    expect([old.Code, old.Data.Field]).toEqual([2, 'PhoneNumberCode']);
    const fresh = await s.call('Account/SignInPhoneCodeUser', {
      ...body,
      PhoneKey: second.Data.PhoneKey,
      PhoneNumberCode: await lastCode('86', '13800000001'),
    });
    expect(fresh.Code).toBe(0);
    await forgetRecentSends('13800000001');
  });

  it('names the field of bad input and writes nothing, not even the ticket', async () => {
    const before = await counts();
    const t = await ticket();
    const cases: [Record<string, unknown>, string][] = [
      [{ PhoneCode: '852', PhoneNumber: '13800000001' }, 'PhoneNumber'],
      [{ PhoneCode: '852', PhoneNumber: '0123456' }, 'PhoneNumber'],
      [{ PhoneCode: '853', PhoneNumber: '71234567' }, 'PhoneNumber'],
      [{ PhoneCode: '886', PhoneNumber: '912345678' }, 'PhoneNumber'],
      [{ PhoneCode: '86', PhoneNumber: '12800000001' }, 'PhoneNumber'],
      [{ PhoneCode: '44', PhoneNumber: '7700900123' }, 'PhoneCode'],
      [{ PhoneNumber: '13800000001' }, 'PhoneCode'],
      [{ PhoneCode: '86' }, 'PhoneNumber'],
      [{ PhoneCode: '86', PhoneNumber: '13800000001', CaptchaKey: 'x' }, 'CaptchaKey'],
    ];
    for (const action of ['GetRegisterSmsCaptcha', 'GetUserLoginSmsCaptcha', 'GetRetrievePasswordSmsCaptcha']) {
      for (const [body, field] of cases) {
        const r = await s.call(`Account/${action}`, { ...t, ...body }, { lang: 'en-us' });
        expect([action, r.status, r.Code]).toEqual([action, 400, 2]);
        expect(r.Data.Field).toContain(field);
      }
    }
    const signIn = await s.call(
      'Account/SignInPhoneCode',
      { PhoneCode: '852', PhoneNumber: '612345', PhoneNumberCode: '123456', PhoneKey: crypto.randomUUID() },
      { lang: 'en-us' },
    );
    expect([signIn.Code, String(signIn.Data?.Field).includes('PhoneNumber')]).toEqual([2, true]);
    expect(await counts()).toEqual(before);
    const [c] = await q<{ ticket_used_at: unknown }>(
      sql`select ticket_used_at from captchas where key = ${t.CaptchaKey}::uuid`,
    );
    expect(c!.ticket_used_at).toBeNull();
  });

  it('answers unknown and known phones alike: no code for a phone without an account, no hint either way', async () => {
    const codesSentTo = async (phone: string) =>
      (await q<{ n: number }>(sql`select count(*)::int as n from sms_outbox where phone = ${phone}`))[0]!.n;
    const redeem: Record<string, string> = {
      GetUserLoginSmsCaptcha: 'SignInPhoneCodeUser',
      GetUserRetrievePasswordSmsCaptcha: 'RetrievePasswordPhoneSmsUser',
      GetLoginSmsCaptcha: 'SignInPhoneCode',
      GetRetrievePasswordSmsCaptcha: 'RetrievePasswordPhoneSms',
    };
    // customer1's phone is a customer's, so it is "unknown" to the staff calls.
    for (const [action, known, unknown] of [
      ['GetUserLoginSmsCaptcha', '13800000001', '13700000001'],
      ['GetUserRetrievePasswordSmsCaptcha', '13800000001', '13700000002'],
      ['GetLoginSmsCaptcha', '61234567', '13800000001'],
      ['GetRetrievePasswordSmsCaptcha', '61234567', '13700000003'],
    ] as const) {
      const answers = [];
      for (const phone of [known, unknown]) {
        const code = phone === '61234567' ? '852' : '86';
        await forgetRecentSends(phone);
        const sent = await send(action, code, phone);
        expect([action, sent.status, sent.Code, Object.keys(sent.Data)]).toEqual([action, 200, 0, ['PhoneKey']]);
        const r = await s.call(
          `Account/${redeem[action]}`,
          {
            PhoneCode: code,
            PhoneNumber: phone,
            PhoneNumberCode: '000000',
            PhoneKey: sent.Data.PhoneKey,
            Password: s.encrypt('Another123'),
          },
          { lang: 'en-us' },
        );
        answers.push([r.status, r.Code, r.Data.Field, r.Message]);
      }
      // A wrong code for a phone with an account reads exactly as any code for one without.
      expect([action, answers[1]]).toEqual([action, answers[0]]);
      await forgetRecentSends(known);
      await forgetRecentSends(unknown);
    }
    expect(await codesSentTo('+8613700000001')).toBe(0);
    expect(await codesSentTo('+8613700000003')).toBe(0);
  });
});

describe('Sign-in by phone', () => {
  it('signs a customer in', async () => {
    const sent = await send('GetUserLoginSmsCaptcha', '86', '13800000002');
    const r = await s.call('Account/SignInPhoneCodeUser', {
      PhoneCode: '86',
      PhoneNumber: '13800000002',
      PhoneNumberCode: await lastCode('86', '13800000002'),
      PhoneKey: sent.Data.PhoneKey,
      MenuClassification: 1,
    });
    expect(r.Code).toBe(0);
    const info = await s.call('Account/GetUserInfoDetailedInfo', {}, { token: r.Data.AccessToken });
    expect(info.Data.UserName).toBe('customer2');
    await forgetRecentSends('13800000002');
  });

  it('signs staff in, and a staff code is no customer code', async () => {
    const sent = await send('GetLoginSmsCaptcha', '852', '61234567');
    expect(sent.Code).toBe(0);
    const body = {
      PhoneCode: '852',
      PhoneNumber: '61234567',
      PhoneNumberCode: await lastCode('852', '61234567'),
      PhoneKey: sent.Data.PhoneKey,
    };
    expect((await s.call('Account/SignInPhoneCodeUser', body)).Data.Field).toBe('PhoneNumberCode');
    const r = await s.call('Account/SignInPhoneCode', body);
    expect(r.Code).toBe(0);
    const info = await s.call('Account/GetUserInfoDetailedInfo', {}, { token: r.Data.AccessToken });
    expect(info.Data).toMatchObject({ UserName: 'clerk', AccountTypeCode: 1 });
    await forgetRecentSends('61234567');
  });

  it('sends a switched-off account no code, and a code sent before it was switched off no longer works', async () => {
    const early = await send('GetUserLoginSmsCaptcha', '86', '13800000002');
    const earlyCode = await lastCode('86', '13800000002');
    await s.deps.db.execute(sql`update users set is_deactivate = true where user_name = 'customer2'`);
    const late = await s.call('Account/SignInPhoneCodeUser', {
      PhoneCode: '86',
      PhoneNumber: '13800000002',
      PhoneNumberCode: earlyCode,
      PhoneKey: early.Data.PhoneKey,
    });
    expect([late.Code, late.Data.Field]).toEqual([2, 'PhoneNumberCode']);
    await forgetRecentSends('13800000002');
    const outbox = (await counts()).outbox;
    const r = await send('GetUserLoginSmsCaptcha', '86', '13800000002');
    expect(r.Code).toBe(0);
    expect((await counts()).outbox).toBe(outbox);
    await s.deps.db.execute(sql`update users set is_deactivate = false where user_name = 'customer2'`);
    await forgetRecentSends('13800000002');
  });

  it("is limited per address, never per phone: a stranger's many tries naming a phone leave its owner in", async () => {
    // The owner asks for a code (the send is limited on its own, per address).
    const sent = await send('GetUserLoginSmsCaptcha', '86', '13800000002');
    const code = await lastCode('86', '13800000002');
    const limit = s.deps.config.signInRateLimitPerMinute;
    s.deps.config.signInRateLimitPerMinute = 3;
    try {
      const stranger = { headers: { 'x-forwarded-for': '198.51.100.21' } };
      const codes: number[] = [];
      for (let i = 0; i < 6; i++) {
        const guess = { PhoneCode: '86', PhoneNumber: '13800000002', PhoneNumberCode: wrong(code) };
        const r = await s.call('Account/SignInPhoneCodeUser', { ...guess, PhoneKey: crypto.randomUUID() }, stranger);
        codes.push(r.Code);
      }
      // The stranger's own address is limited (3 a minute here)...
      expect(codes).toEqual([2, 2, 2, 6, 6, 6]);
      // ...the phone is not: its owner, elsewhere, signs in with the code it was sent.
      const owner = { headers: { 'x-forwarded-for': '198.51.100.22' } };
      const r = await s.call(
        'Account/SignInPhoneCodeUser',
        { PhoneCode: '86', PhoneNumber: '13800000002', PhoneNumberCode: code, PhoneKey: sent.Data.PhoneKey },
        owner,
      );
      expect([r.Code, typeof r.Data?.AccessToken]).toEqual([0, 'string']);
    } finally {
      s.deps.config.signInRateLimitPerMinute = limit;
      await forgetRecentSends('13800000002');
    }
  });
});

describe('Password retrieval by phone', () => {
  const client = { headers: { 'x-forwarded-for': '10.9.8.7' } };

  it('sets a new customer password, signs the user out everywhere, the old password fails', async () => {
    const old = await s.signIn('customer1');
    const sent = await send('GetUserRetrievePasswordSmsCaptcha', '86', '13800000001');
    expect(sent.Code).toBe(0);
    const body = {
      PhoneCode: '86',
      PhoneNumber: '13800000001',
      PhoneNumberCode: await lastCode('86', '13800000001'),
      PhoneKey: sent.Data.PhoneKey,
    };
    const weak = await s.call('Account/RetrievePasswordPhoneSmsUser', { ...body, Password: s.encrypt('abcdefgh') });
    expect([weak.Code, String(weak.Data?.Field).includes('Password')]).toEqual([2, true]);
    const r = await s.call('Account/RetrievePasswordPhoneSmsUser', { ...body, Password: s.encrypt('Fresh@456') });
    expect([r.Code, r.Data]).toEqual([0, true]);

    const info = await s.call('Account/GetUserInfoDetailedInfo', {}, { token: old.AccessToken });
    expect([info.status, info.Code]).toEqual([401, 1]);
    expect((await s.call('Account/RefreshToken', { Token: old.RefreshToken })).Code).toBe(1);
    const [revoked] = await q<{ revoked_reason: string }>(
      sql`select s.revoked_reason from sessions s join users u on u.id = s.user_id where u.user_name = 'customer1' order by s.creation_time desc limit 1`,
    );
    expect(revoked!.revoked_reason).toBe('password reset');

    const oldPw = await s.call(
      'Account/LoginUser',
      { username: 'customer1', password: s.encrypt('Customer@123') },
      client,
    );
    expect(oldPw.Code).toBe(4);
    const newPw = await s.call(
      'Account/LoginUser',
      { username: 'customer1', password: s.encrypt('Fresh@456') },
      client,
    );
    expect(newPw.Code).toBe(0);
    // The code was used up by the reset.
    const replay = await s.call('Account/RetrievePasswordPhoneSmsUser', { ...body, Password: s.encrypt('Other@789') });
    expect([replay.Code, replay.Data.Field]).toEqual([2, 'PhoneNumberCode']);
    await forgetRecentSends('13800000001');
  });

  it('sets a new staff password', async () => {
    const old = await s.signIn('clerk');
    const sent = await send('GetRetrievePasswordSmsCaptcha', '852', '61234567');
    const r = await s.call('Account/RetrievePasswordPhoneSms', {
      PhoneCode: '852',
      PhoneNumber: '61234567',
      PhoneNumberCode: await lastCode('852', '61234567'),
      PhoneKey: sent.Data.PhoneKey,
      Password: s.encrypt('Clerk@789'),
    });
    expect([r.Code, r.Data]).toEqual([0, true]);
    expect((await s.call('Account/GetUserInfoDetailedInfo', {}, { token: old.AccessToken })).Code).toBe(1);
    expect((await s.call('Account/Login', { username: 'clerk', password: s.encrypt('Clerk@123') }, client)).Code).toBe(
      4,
    );
    expect((await s.call('Account/Login', { username: 'clerk', password: s.encrypt('Clerk@789') }, client)).Code).toBe(
      0,
    );
  });
});
