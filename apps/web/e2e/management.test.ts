import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../server/test/helpers/server';
import { ADMIN, closeSuite, newPage, openScreen, signedInPage, signIn, startSuite } from './helpers';

/**
 * The management screens (users, roles, organisations, site configuration) driven in Chromium
 * against a real server, as a new administrator would use them.
 */

let s: TestServer;
let browser: Browser;
let admin: Page;
let adminErrors: string[] = [];

const CLERK = { name: 'clerk', password: 'Clerk@123', staff: true };

beforeAll(async () => {
  [s, browser] = await startSuite();
  const a = await signedInPage(browser, s, ADMIN);
  admin = a.page;
  adminErrors = a.errors;
});
afterAll(() => closeSuite(s, browser));

/** The table row with a cell reading `text` (a tag after it, such as 'Super user', allowed). */
const row = (page: Page, text: string) =>
  page.locator('.ant-table-row').filter({ has: page.locator('td', { hasText: new RegExp(`^${text}(\\s|$)`) }) });
/** The form dialog open now (a picker's dialog inside it is not one). */
const dialog = (page: Page) => page.locator('.ant-modal').filter({ has: page.locator('[data-testid$="-submit"]') });

/** Picks options of an antd Select (by their visible labels), then closes its list. */
async function choose(page: Page, field: Locator, labels: string[]) {
  await field.click();
  for (const label of labels) {
    await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${label}"]`).click();
  }
  await page.locator('.ant-modal-title:visible').click();
}

async function submit(page: Page, form: string) {
  await page.getByTestId(`${form}-submit`).click();
  await page.locator('.ant-notification-notice').filter({ hasText: 'Done' }).last().waitFor();
  await dialog(page).waitFor({ state: 'hidden' });
}

/** A real PNG: w x h pixels of one colour. */
function png(w: number, h: number, rgb: [number, number, number]): Buffer {
  const table = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (b: Buffer) => {
    let c = 0xffffffff;
    for (const x of b) c = table[(c ^ x) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const raw = Buffer.alloc((w * 3 + 1) * h);
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) raw.set(rgb, y * (w * 3 + 1) + 1 + x * 3);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('management screens', () => {
  it('staff users: create with a role, edit, reset the password; the user signs in with the new one', async () => {
    await openScreen(admin, 'SystemManagement', 'BackstageUserIndex');
    await row(admin, 'clerk').waitFor();

    await admin.getByTestId('add').click();
    await admin.locator('#user_account_UserName').waitFor();
    // The contract's rules are checked in the form before anything is sent.
    await admin.locator('#user_account_UserName').fill('packer 1');
    await admin.locator('#user_account_Password').fill('short');
    await admin.getByTestId('user-submit').click();
    await admin.getByText('User name has characters that are not allowed: use letters and digits only.').waitFor();
    await admin.getByText('6 to 16 characters without spaces').waitFor();
    // A name the server refuses (taken): its Code 2 message lands under the field it names.
    await admin.locator('#user_account_UserName').fill('clerk');
    await admin.locator('#user_account_Password').fill('Packer@123');
    await admin.locator('#user_account_ConfirmPassword').fill('Packer@123');
    await admin.getByTestId('user-submit').click();
    await expect
      .poll(() =>
        admin
          .locator('.ant-form-item')
          .filter({ has: admin.locator('#user_account_UserName') })
          .textContent(),
      )
      .toContain('already in use');

    await admin.locator('#user_account_UserName').fill('packer1');
    await admin.locator('#user_account_NickName').fill('Packer One');
    await choose(admin, admin.locator('#user_organisation_RoleIds'), ['Warehouse clerk']);
    await submit(admin, 'user');
    await row(admin, 'packer1').waitFor();
    expect(await row(admin, 'packer1').textContent()).toContain('Warehouse clerk');
    expect(await row(admin, 'packer1').textContent()).toContain('Packer One');

    // Edit: the record loads into the form; the nick name changes.
    await row(admin, 'packer1').getByTestId('row-edit').click();
    await expect.poll(() => admin.locator('#user_account_NickName').inputValue()).toBe('Packer One');
    expect(await admin.locator('#user_account_UserName').isDisabled()).toBe(true);
    await admin.locator('#user_account_NickName').fill('Packer Prime');
    await submit(admin, 'user');
    await expect.poll(() => row(admin, 'packer1').textContent()).toContain('Packer Prime');

    // The detail drawer shows every column of the row.
    await row(admin, 'packer1').getByTestId('row-detail').click();
    const detail = admin.getByTestId('detail');
    await detail.waitFor();
    expect(await detail.textContent()).toContain('Packer Prime');
    expect(await detail.textContent()).toContain('Warehouse clerk');
    await admin.keyboard.press('Escape');
    await detail.waitFor({ state: 'hidden' });

    // Reset the password (confirmation must match).
    await row(admin, 'packer1').getByTestId('row-reset').click();
    await admin.locator('#resetPassword_Password').fill('Fresh#2024');
    await admin.locator('#resetPassword_ConfirmPassword').fill('Fresh#2025');
    await admin.getByTestId('resetPassword-submit').click();
    await admin.getByText('Confirm password does not match the password: type the same password again.').waitFor();
    await admin.locator('#resetPassword_ConfirmPassword').fill('Fresh#2024');
    await submit(admin, 'resetPassword');

    // The user signs in with the new password in a browser of their own.
    const { context, page } = await newPage(browser);
    await signIn(page, s.url, { name: 'packer1', password: 'Fresh#2024', staff: true });
    await page.waitForURL('**/dashboard');
    await context.close();
    expect((await s.call('Account/Login', { username: 'packer1', password: s.encrypt('Packer@123') })).Code).not.toBe(
      0,
    );
  });

  it('roles: authorise a screen and a button, give the role to the clerk, who sees the screen but no create button', async () => {
    // The clerk is signed in already, in a second browser: no System menu yet.
    const clerk = await signedInPage(browser, s, CLERK);
    expect(await clerk.page.getByTestId('menu-SystemManagement').count()).toBe(0);

    await openScreen(admin, 'SystemManagement', 'BackstageRoleIndex');
    await admin.getByTestId('add').click();
    await admin.locator('#role_Name').fill('Auditor');
    await admin.locator('#role_Remarks').fill('Reads the staff list');
    await submit(admin, 'role');
    await row(admin, 'Auditor').waitFor();

    // Authorise through the tree: the list button of the staff users screen. The screen and the
    // System directory above it become half-checked and are granted with it.
    await row(admin, 'Auditor').getByTestId('row-authorise').click();
    const drawer = admin.getByTestId('authorise-drawer');
    const node = (title: string) =>
      drawer
        .locator('.ant-tree-treenode')
        .filter({ has: admin.locator('.ant-tree-title', { hasText: new RegExp(`^${title}`) }) });
    await node('Staff users').first().waitFor();
    await node('Staff users').locator('.ant-tree-switcher').click();
    await node('List staff users').locator('.ant-tree-checkbox').click();
    await expect
      .poll(() => node('Staff users').locator('.ant-tree-checkbox').getAttribute('class'))
      .toContain('indeterminate');
    await admin.getByTestId('authorise-submit').click();
    await drawer.waitFor({ state: 'hidden' });

    const token = await admin.evaluate(() => localStorage.getItem('Admin-Token')!);
    const roles = await s.call('Roles/GetRoles', { Name: 'Auditor', Classification: 1 }, { token });
    const roleId = roles.Data[0].Id as number;
    const granted = (await s.call('Menus/GetRoleMenuIds', { RoleId: roleId }, { token })).Data as number[];
    const tree = (await s.call('Menus/GetBackstageMenus', { MenuClassification: 1 }, { token, lang: 'en-us' })).Data;
    const find = (nodes: any[], name: string): any =>
      nodes.reduce((hit, n) => hit ?? (n.Name === name ? n : find(n.Children, name)), null);
    const idOf = (name: string) => find(tree, name).Id as number;
    expect(granted.sort()).toEqual(
      [idOf('SystemManagement'), idOf('BackstageUserIndex'), idOf('BackstageUserGetBackstageUsers')].sort(),
    );

    // Reopened, the tree shows the grant.
    await row(admin, 'Auditor').getByTestId('row-authorise').click();
    await node('Staff users').first().waitFor();
    await node('Staff users').locator('.ant-tree-switcher').click();
    await expect
      .poll(() => node('List staff users').locator('.ant-tree-checkbox').getAttribute('class'))
      .toContain('checked');
    expect(await node('Add staff user').locator('.ant-tree-checkbox').getAttribute('class')).not.toContain('checked');
    await drawer.getByRole('button', { name: 'Cancel' }).click();

    // Give the role to the clerk on the staff users screen.
    await openScreen(admin, 'SystemManagement', 'BackstageUserIndex');
    await row(admin, 'clerk').getByTestId('row-roles').click();
    await choose(admin, admin.locator('#setRoles_RoleIds'), ['Auditor']);
    await submit(admin, 'setRoles');
    await expect.poll(() => row(admin, 'clerk').textContent()).toContain('Auditor');
    expect(await row(admin, 'clerk').textContent()).toContain('Warehouse clerk');

    // The clerk reloads: the new menu is there and the screen lists users, without any button
    // the role does not hold.
    await clerk.page.reload();
    await openScreen(clerk.page, 'SystemManagement', 'BackstageUserIndex');
    await row(clerk.page, 'packer1').waitFor();
    expect(await clerk.page.getByTestId('add').count()).toBe(0);
    expect(await clerk.page.getByTestId('row-edit').count()).toBe(0);
    expect(await clerk.page.getByTestId('row-delete').count()).toBe(0);
    // Other screens of the directory are not granted.
    expect(await clerk.page.getByTestId('menu-BackstageRoleIndex').count()).toBe(0);

    // Calling the route directly is refused by the server.
    const refused = await clerk.page.evaluate(async () => {
      const res = await fetch('/openapi/BackstageUser/EstablishBackstageUser', {
        method: 'POST',
        headers: { 'content-type': 'application/json', Authorization: `Bearer ${localStorage.getItem('Admin-Token')}` },
        body: JSON.stringify({ UserName: 'sneaky', Password: 'x' }),
      });
      return { status: res.status, body: await res.json() };
    });
    expect(refused.status).toBe(403);
    expect(refused.body.Code).toBe(1);
    expect(clerk.errors).toEqual([]);
    await clerk.context.close();
  });

  it('organisations: a root and a child under it', async () => {
    await openScreen(admin, 'SystemManagement', 'BackstageOrganizeIndex');
    await admin.getByTestId('add').click();
    await admin.locator('#organize_Name').fill('North Hub');
    await submit(admin, 'organize');
    await row(admin, 'North Hub').waitFor();

    await row(admin, 'North Hub').getByTestId('row-add-child').click();
    // The parent is chosen already.
    await expect
      .poll(() => dialog(admin).locator('.ant-tree-select .ant-select-content').getAttribute('title'))
      .toBe('North Hub');
    await admin.locator('#organize_Name').fill('Dock A');
    await submit(admin, 'organize');
    // The parent opens to show its new child.
    await row(admin, 'Dock A').waitFor();
    expect(await admin.locator('.ant-table-row-level-1').filter({ hasText: 'Dock A' }).count()).toBe(1);

    const token = await admin.evaluate(() => localStorage.getItem('Admin-Token')!);
    const roots = await s.call('Organizes/GetBackstageOrganizes', { index: 1, rows: 20 }, { token });
    const hub = roots.Data.find((o: any) => o.Name === 'North Hub');
    expect(hub.HasChildren).toBe(true);
    const kids = await s.call('Organizes/GetBackstageOrganizes', { ParentId: hub.Id, index: 1, rows: 20 }, { token });
    expect(kids.Data.map((o: any) => o.Name)).toEqual(['Dock A']);

    // Collapsed and opened again, the branch loads from the server.
    await admin.reload();
    await row(admin, 'North Hub').locator('.ant-table-row-expand-icon').click();
    await row(admin, 'Dock A').waitFor();

    // A staff user joins the child organisation through the lazily loaded picker.
    await openScreen(admin, 'SystemManagement', 'BackstageUserIndex');
    await row(admin, 'packer1').getByTestId('row-edit').click();
    await expect.poll(() => admin.locator('#user_account_NickName').inputValue()).toBe('Packer Prime');
    await admin.locator('#user_organisation_OrganizeId').click();
    const popup = admin.locator('.ant-select-dropdown:visible');
    await popup
      .locator('.ant-select-tree-treenode')
      .filter({ hasText: 'North Hub' })
      .locator('.ant-select-tree-switcher')
      .click();
    await popup.locator('.ant-select-tree-node-content-wrapper[title="Dock A"]').click();
    await submit(admin, 'user');
    await expect.poll(() => row(admin, 'packer1').textContent()).toContain('Dock A');
    // Edited again, the picker names it though its branch is not loaded.
    await row(admin, 'packer1').getByTestId('row-edit').click();
    await expect
      .poll(() => dialog(admin).locator('.ant-tree-select .ant-select-content').getAttribute('title'))
      .toBe('Dock A');
    await dialog(admin).getByRole('button', { name: 'Cancel' }).click();
    await dialog(admin).waitFor({ state: 'hidden' });
  });

  it('customer users: create on a site with a customer code, message the selected users', async () => {
    await openScreen(admin, 'SystemManagement', 'UserIndex');
    await row(admin, 'customer1').waitFor();
    await admin.getByTestId('add').click();
    await admin.locator('#user_account_UserName').fill('shopper1');
    await admin.locator('#user_account_Password').fill('Shopper@1');
    await admin.locator('#user_account_ConfirmPassword').fill('Shopper@1');
    // The phone is checked against its code.
    await admin.locator('#user_contact_PhoneNumber').fill('12345');
    await admin.getByTestId('user-submit').click();
    await admin.getByText(/is not a mainland China mobile number/).waitFor();
    await admin.locator('#user_contact_PhoneNumber').fill('13900000077');
    await choose(admin, admin.locator('#user_organisation_SiteId'), ['Demo Logistics']);
    await submit(admin, 'user');
    await row(admin, 'shopper1').waitFor();
    const text = (await row(admin, 'shopper1').textContent())!;
    expect(text).toMatch(/C\d+/);
    expect(text).toContain('+86 13900000077');
    expect(text).toContain('Customer');

    // Search by customer code.
    const code = /C\d+/.exec(text)![0];
    await admin.locator('#userSearch_CustomerCode').fill(code);
    await admin.getByTestId('search').click();
    await expect.poll(() => admin.locator('.ant-table-row').count()).toBe(1);
    await admin.locator('#userSearch_CustomerCode').fill('');
    await admin.getByTestId('search').click();
    await row(admin, 'customer1').waitFor();

    // Message two customers: nothing selected is refused, a row click selects, the picker adds.
    await admin.getByTestId('send-message').click();
    await admin.locator('.ant-notification-notice', { hasText: 'Please select a row' }).waitFor();
    await row(admin, 'customer1').locator('td').nth(2).click();
    await admin.getByTestId('send-message').click();
    const recipients = admin.getByTestId('picker-user');
    await recipients.getByTestId('picker-open').click();
    const dialog = admin.locator('.ant-modal', { hasText: 'Select a user' });
    await dialog.locator('#picker-user_Content').fill('shopper1');
    await dialog.getByTestId('search').click();
    await expect.poll(() => dialog.locator('.ant-table-row').count()).toBe(1);
    await dialog.locator('.ant-table-row', { hasText: 'shopper1' }).click();
    await dialog.getByTestId('picker-ok').click();
    await expect.poll(() => recipients.locator('input').inputValue()).toContain('shopper1');
    await admin.locator('#sendMessage_Title').fill('Warehouse closed Friday');
    await admin.locator('#sendMessage_Message').fill('Parcels arriving Friday are received on Monday.');
    await submit(admin, 'sendMessage');
    const { AccessToken } = await s.signIn('customer1');
    const inbox = await s.call('UserMessages/GetUserMessages', { index: 1, rows: 10 }, { token: AccessToken });
    expect(inbox.Data.map((m: any) => m.Title)).toContain('Warehouse closed Friday');
  });

  it('menus: a button node needs a well-formed permission code; deleting asks first', async () => {
    await openScreen(admin, 'SystemManagement', 'BackstageMenuIndex');
    await admin.locator('#menuSearch_Name').fill('Staff users');
    await admin.getByTestId('search').click();
    await row(admin, 'Staff users').waitFor();
    await row(admin, 'Staff users').getByTestId('row-add-child').click();
    // Under a menu the new node is a button, which asks for a permission code instead of a screen.
    await admin.locator('#menu_Name').fill('BackstageUserExport');
    await expect.poll(() => admin.locator('#menu_Router').isVisible()).toBe(false);
    await admin.locator('#menu_PermissionCode').fill('export users');
    await admin.getByTestId('menu-submit').click();
    await admin.getByText(/is not in the right form: write it as Controller:Action/).waitFor();
    await admin.locator('#menu_PermissionCode').fill('BackstageUser:Export');
    await submit(admin, 'menu');
    await row(admin, 'BackstageUserExport').waitFor();
    expect(await row(admin, 'BackstageUserExport').textContent()).toContain('BackstageUser:Export');

    await row(admin, 'BackstageUserExport').getByTestId('row-delete').click();
    const confirm = admin.locator('.ant-modal-confirm');
    await confirm.waitFor();
    // It names what goes, and its button says what it does.
    expect(await confirm.locator('.ant-modal-confirm-title').textContent()).toMatch(/^Delete menu node “.+”\?$/);
    expect(await confirm.getByRole('button', { name: 'Cancel' }).count()).toBe(1);
    expect(await admin.getByTestId('confirm-ok').textContent()).toBe('Delete');
    await admin.getByTestId('confirm-ok').click();
    await expect.poll(() => row(admin, 'BackstageUserExport').count()).toBe(0);
  });

  it('site configuration: the English title and logo show on the sign-in page', async () => {
    await openScreen(admin, 'SiteManagement', 'SiteConfigurationIndex');
    const title = admin.locator('#pageConfig_Title3');
    await expect.poll(() => title.inputValue()).toBe('Demo Logistics Console');
    await title.fill('Acme Freight Console');

    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wms-logo-'));
    const file = path.join(dir, 'acme-logo.png');
    fs.writeFileSync(file, png(48, 24, [220, 40, 40]));
    await admin.getByTestId('logo-3').locator('input[type=file]').setInputFiles(file);
    await admin.getByTestId('logo-preview-3').waitFor();
    await admin.getByTestId('page-config-save').click();
    await admin.locator('.ant-notification-notice').filter({ hasText: 'Done' }).last().waitFor();
    // The saved logo is now the server's address.
    await expect
      .poll(() => admin.getByTestId('logo-3').locator('img').getAttribute('src'))
      .toMatch(/^\/uploads\/.+\.png(\?exp=\d+&sig=[\w-]+)?$/);

    // A visitor in English sees the new title and logo on the sign-in page.
    const visitor = await newPage(browser);
    await visitor.page.goto(`${s.url}/index`);
    await expect.poll(() => visitor.page.getByTestId('site-title').first().textContent()).toBe('Acme Freight Console');
    const logo = visitor.page.locator('img[src^="/uploads/"]').first();
    await logo.waitFor();
    const src = (await logo.getAttribute('src'))!;
    const res = await fetch(`${s.url}${src}`);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(fs.readFileSync(file))).toBe(true);
    expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(48);
    // Other languages keep theirs.
    const zh = await s.call('Site/GetSitePageConfiguration', { Language: 1 });
    expect(zh.Data).toMatchObject({ Title: '演示物流仓储平台', Logo: '' });
    await visitor.context.close();
    expect(adminErrors).toEqual([]);
  });
});
