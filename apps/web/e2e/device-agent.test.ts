import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, startAgent } from '../../device-agent/src/agent';
import { loadConfig } from '../../device-agent/src/config';
import type { SimulatedScale } from '../../device-agent/src/scale/sim';
import { warehouseWithPartition } from '../../server/test/helpers/stock';
import { ADMIN, newPage, signIn, suiteOfFile } from './helpers';

const suite = suiteOfFile();
let agent: Agent;
let printDir: string;

beforeAll(async () => {
  // A shelf to print the label of.
  const { AccessToken: token } = await suite.s.signIn('admin');
  const place = await warehouseWithPartition(suite.s, token, 'Station hub');
  const shelf = await suite.s.call(
    'Shelves/EstablishShelves',
    { WarehouseId: place.warehouse, PartitionId: place.partition, ShelvesNumber: 'ST-01' },
    { token },
  );
  expect(shelf.Code, shelf.Message).toBe(0);
  // The device agent of the station, simulated, serving the console of this test's server.
  printDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wms-e2e-prints-'));
  const origin = new URL(suite.s.url).origin;
  agent = await startAgent(
    loadConfig(['--simulate', '--port', '0', '--origin', origin, '--print-dir', printDir, '--preview-ms', '300'], {}),
  );
});
afterAll(() => agent?.close());

const files = () => fs.readdirSync(printDir).filter((f) => !f.endsWith('.part'));

describe('the local device hub from the console', () => {
  it('connects on the print switch, shows the weight and camera, prints a label and reports the scale going', async () => {
    const scale = agent.devices.scale as SimulatedScale;
    scale.set(1.25);
    const { page, errors } = await newPage(suite.browser);
    await signIn(page, suite.s.url, ADMIN);
    await page.getByTestId('dashboard').waitFor();

    // The agent's address, saved to the user's configuration; the preview window on.
    await page.getByTestId('settings-toggle').click();
    await page.getByTestId('settings-panel').waitFor();
    await page.getByTestId('setting-LocalServiceConnection').fill(agent.url);
    await page.getByTestId('settings-save').click();
    await page.getByText('Settings saved').waitFor();
    await page.getByTestId('setting-HoverWindow').click();
    const panel = page.getByTestId('hardware-panel');
    await panel.getByText('Not connected').first().waitFor();

    // The print switch: connected once the agent has checked the sign-in with the server, and
    // the simulated weight shows.
    await page.getByTestId('setting-OpenService').click();
    await page.keyboard.press('Escape');
    await panel.getByText('Connected', { exact: true }).waitFor();
    await expect.poll(() => page.getByTestId('hardware-weight').textContent()).toBe('1.250 kg');
    scale.set(2.5);
    await expect.poll(() => page.getByTestId('hardware-weight').textContent()).toBe('2.500 kg');
    // A swinging load is not shown: the last stable weight stays.
    scale.set(7, false);
    await page.waitForTimeout(500);
    expect(await page.getByTestId('hardware-weight').textContent()).toBe('2.500 kg');
    await expect.poll(() => panel.locator('img').getAttribute('src')).toMatch(/^data:image\/png;base64,/);

    // A test label from the panel lands in the virtual printer's folder, and the console says so.
    await page.getByTestId('hardware-test-label').click();
    await page.locator('.ant-notification-notice').filter({ hasText: 'Sent to the printer' }).waitFor();
    expect(files()).toHaveLength(1);
    expect(files()[0]).toMatch(/test-label\.zpl$/);
    const zpl = fs.readFileSync(path.join(printDir, files()[0]!), 'utf8');
    expect(zpl).toMatch(/^\^XA/);
    expect(zpl).toContain('^FDadmin ');

    // Shelf labels printed from the shelves screen go to the station's printer, not to a download.
    await page.goto(`${suite.s.url}/warehouse/ShelvesIndex`);
    await page.getByTestId('screen-ShelvesIndex').locator('.ant-table-row').first().waitFor();
    await panel.getByText('Connected', { exact: true }).waitFor();
    await page.locator('.ant-table-thead .ant-checkbox-input').check();
    await page.getByTestId('printLabels').click();
    await expect.poll(() => files().filter((f) => f.endsWith('.pdf')).length).toBe(1);
    const pdf = fs.readFileSync(path.join(printDir, files().find((f) => f.endsWith('.pdf'))!));
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // The scale unplugged: the console says so and shows no weight.
    scale.unplug();
    await page.locator('.ant-notification-notice').filter({ hasText: 'The electronic scale is turned off' }).waitFor();
    await expect.poll(() => page.getByTestId('hardware-weight').textContent()).toBe('—');
    scale.plug();
    expect(errors).toEqual([]);
  });
});
