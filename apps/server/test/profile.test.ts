import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles, users } from '../src/db/schema/index.js';
import { startTestServer, type TestServer } from './helpers/server.js';
import { uploadImage } from './helpers/uploads.js';

let s: TestServer;

beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const customerLogin = (name: string, password: string) =>
  s.call('Account/LoginUser', { username: name, password: s.encrypt(password) });
const rowOf = async (name: string) => (await s.deps.db.select().from(users).where(eq(users.userName, name)))[0]!;

describe('Account/GetProfile', () => {
  it('answers the caller’s own profile, for customers and staff', async () => {
    const { AccessToken } = await s.signIn('customer1');
    const r = await s.call('Account/GetProfile', {}, { token: AccessToken });
    expect(r.Code).toBe(0);
    const [customerRole] = await s.deps.db.select().from(roles).where(eq(roles.code, 'customer'));
    expect(r.Data).toMatchObject({
      UserName: 'customer1',
      NickName: 'Customer One',
      PhoneCode: '86',
      PhoneNumber: '13800000001',
      SiteName: 'Demo Logistics',
      Roles: [{ Id: customerRole!.id, Name: 'Customer' }],
    });
    expect(r.Data.CustomerCode).toMatch(/^C\d+$/);
    expect(r.Data.LastLoginTime).toBeTruthy();

    const staff = await s.call('Account/GetProfile', {}, { token: (await s.signIn('clerk')).AccessToken });
    expect(staff.Data).toMatchObject({ UserName: 'clerk', CustomerCode: null });
    const none = await s.call('Account/GetProfile', {});
    expect([none.status, none.Code]).toEqual([401, 1]);
  });
});

describe('Account/EditProfile', () => {
  it('edits the caller’s own fields only', async () => {
    const { AccessToken } = await s.signIn('customer2');
    const avatar = await uploadImage(s, AccessToken);
    const r = await s.call(
      'Account/EditProfile',
      {
        NickName: 'Two',
        Email: 'two@example.com',
        Gender: 1,
        PhoneCode: '852',
        PhoneNumber: '91234567',
        Avatar: avatar,
      },
      { token: AccessToken },
    );
    expect(r.Code, r.Message).toBe(0);
    const row = await rowOf('customer2');
    expect(row).toMatchObject({
      nickName: 'Two',
      email: 'two@example.com',
      gender: 1,
      phoneCode: '852',
      avatar,
    });
    expect((await rowOf('customer1')).nickName).toBe('Customer One');
    // Fields left out of the form were cleared on the client.
    await s.call('Account/EditProfile', { NickName: 'Two' }, { token: AccessToken });
    expect(await rowOf('customer2')).toMatchObject({ email: '', phoneNumber: '', phoneCode: '', avatar: '' });
  });

  it('refuses bad input with Code 2 naming the field, writing nothing', async () => {
    const { AccessToken } = await s.signIn('customer2');
    const before = await rowOf('customer2');
    const cases: [Record<string, unknown>, string][] = [
      [{}, 'NickName'],
      [{ NickName: 'x', PhoneCode: '853', PhoneNumber: '12345678' }, 'PhoneNumber'],
      [{ NickName: 'x', PhoneCode: '86', PhoneNumber: '13800000001' }, 'PhoneNumber'],
      [{ NickName: 'x', Email: 'a@b' }, 'Email'],
    ];
    for (const [body, field] of cases) {
      const r = await s.call('Account/EditProfile', body, { token: AccessToken, lang: 'en-us' });
      expect([JSON.stringify(body), r.status, r.Code]).toEqual([JSON.stringify(body), 400, 2]);
      expect(r.Data.Field).toContain(field);
    }
    expect(await rowOf('customer2')).toEqual(before);
  });
});

describe('Account/EditProfile: the address', () => {
  it('stores a region down to a town and the street, and answers them back', async () => {
    const { AccessToken } = await s.signIn('customer1');
    const body = { NickName: 'Customer One', RegionId: 440305007, DetailedAddress: '  Keyuan Road 1, Room 203  ' };
    const r = await s.call('Account/EditProfile', body, { token: AccessToken });
    expect(r.Code, r.Message).toBe(0);
    expect(await rowOf('customer1')).toMatchObject({ regionId: 440305007, detailedAddress: 'Keyuan Road 1, Room 203' });
    const profile = await s.call('Account/GetProfile', {}, { token: AccessToken });
    expect(profile.Data).toMatchObject({ RegionId: 440305007, DetailedAddress: 'Keyuan Road 1, Room 203' });
    // A country is a region too; left out, both are cleared (full replacement).
    await s.call('Account/EditProfile', { NickName: 'Customer One', RegionId: 344 }, { token: AccessToken });
    expect(await rowOf('customer1')).toMatchObject({ regionId: 344, detailedAddress: '' });
    await s.call('Account/EditProfile', { NickName: 'Customer One' }, { token: AccessToken });
    expect((await rowOf('customer1')).regionId).toBeNull();
  });

  it('refuses an unknown region or a long street with Code 2 naming the field, writing nothing', async () => {
    const { AccessToken } = await s.signIn('customer1');
    await s.call(
      'Account/EditProfile',
      { NickName: 'Customer One', RegionId: 440305, DetailedAddress: 'Kept' },
      { token: AccessToken },
    );
    const before = await rowOf('customer1');
    const cases: [Record<string, unknown>, string][] = [
      [{ RegionId: 440305999 }, 'RegionId'],
      [{ RegionId: 999 }, 'RegionId'],
      [{ RegionId: 'x' }, 'RegionId'],
      [{ RegionId: 440305007, DetailedAddress: 'x'.repeat(201) }, 'DetailedAddress'],
    ];
    for (const [extra, field] of cases) {
      const r = await s.call(
        'Account/EditProfile',
        { NickName: 'Changed', ...extra },
        { token: AccessToken, lang: 'en-us' },
      );
      expect([JSON.stringify(extra), r.status, r.Code]).toEqual([JSON.stringify(extra), 400, 2]);
      expect(r.Data.Field).toContain(field);
    }
    const unknown = await s.call(
      'Account/EditProfile',
      { NickName: 'Changed', RegionId: 440305999 },
      { token: AccessToken, lang: 'en-us' },
    );
    expect(unknown.Message).toBe('Region is not a region offered: choose one from the list.');
    expect(await rowOf('customer1')).toEqual(before);
  });
});

describe('Account/ChangePassword', () => {
  it('checks the old password and the password rule', async () => {
    const { AccessToken } = await s.signIn('customer1');
    const wrong = await s.call(
      'Account/ChangePassword',
      { OldPassword: s.encrypt('Nope@1234'), NewPassword: s.encrypt('Fresh@1234') },
      { token: AccessToken, lang: 'en-us' },
    );
    expect([wrong.status, wrong.Code, wrong.Data.Field]).toEqual([400, 2, 'OldPassword']);
    expect([wrong.Message, wrong.Data.Rule]).toEqual([
      'Current password is wrong: enter the password you use now.',
      'Current password is wrong: enter the password you use now.',
    ]);
    const weak = await s.call(
      'Account/ChangePassword',
      { OldPassword: s.encrypt('Customer@123'), NewPassword: s.encrypt('abcdef') },
      { token: AccessToken, lang: 'en-us' },
    );
    expect([weak.status, weak.Code]).toEqual([400, 2]);
    expect(weak.Data.Field).toContain('NewPassword');
    const plain = await s.call(
      'Account/ChangePassword',
      { OldPassword: 'Customer@123', NewPassword: s.encrypt('Fresh@1234') },
      { token: AccessToken, lang: 'en-us' },
    );
    expect(plain.Code).toBe(2);
    expect(plain.Data.Field).toContain('OldPassword');
    expect((await customerLogin('customer1', 'Customer@123')).Code).toBe(0);
  });

  it('changes the password, keeps this session and ends the others', async () => {
    const current = await s.signIn('customer1');
    const other = await s.signIn('customer1');
    const r = await s.call(
      'Account/ChangePassword',
      { OldPassword: s.encrypt('Customer@123'), NewPassword: s.encrypt('Fresh@1234') },
      { token: current.AccessToken },
    );
    expect(r.Code, r.Message).toBe(0);
    expect((await s.call('Account/GetProfile', {}, { token: current.AccessToken })).Code).toBe(0);
    const ended = await s.call('Account/GetProfile', {}, { token: other.AccessToken });
    expect([ended.status, ended.Code]).toEqual([401, 1]);
    const refresh = await s.call('Account/RefreshToken', { Token: other.RefreshToken });
    expect(refresh.Code).toBe(1);

    expect((await customerLogin('customer1', 'Customer@123')).Code).toBe(4);
    expect((await customerLogin('customer1', 'Fresh@1234')).Code).toBe(0);
    const again = await s.call(
      'Account/ChangePassword',
      { OldPassword: s.encrypt('Customer@123'), NewPassword: s.encrypt('Other@1234') },
      { token: current.AccessToken },
    );
    expect(again.Code).toBe(2);
    const same = await s.call(
      'Account/ChangePassword',
      { OldPassword: s.encrypt('Fresh@1234'), NewPassword: s.encrypt('Fresh@1234') },
      { token: current.AccessToken, lang: 'en-us' },
    );
    expect(same.Code).toBe(2);
    expect(same.Data.Field).toContain('NewPassword');
  });

  it('works for staff too', async () => {
    const { AccessToken } = await s.signIn('clerk');
    const r = await s.call(
      'Account/ChangePassword',
      { OldPassword: s.encrypt('Clerk@123'), NewPassword: s.encrypt('Clerk@456') },
      { token: AccessToken },
    );
    expect(r.Code).toBe(0);
    await expect(s.signIn('clerk')).rejects.toThrow();
    expect((await s.signIn('clerk', 'Clerk@456')).AccessToken).toBeTruthy();
  });
});
