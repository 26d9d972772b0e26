import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CUSTOMER_MENU_TREE, type SeedMenu, STAFF_MENU_TREE } from '../../server/src/seed/menu-tree';
import { FIXED_LAYOUT_ROUTES } from '../src/router/fixed';
import { screenFilePaths, screenKeyOfFile, screenRegistry } from '../src/router/registry';

/**
 * The menu trees and the screen files held together (docs/architecture.md, "Where an area
 * registers"): a screen is found by its file name only, which is its menu Router key.
 */

/**
 * The menu's screens not built yet: they open the not-available page. This list only shrinks: a
 * key here whose screen file now exists fails the test, so it is taken off when its screen comes.
 */
const NOT_BUILT = [
  'ActivityIndex',
  'BackstageApiIndex',
  'BackstageViewIndex',
  'CollectionBoxIndex',
  'CollectionLibraryIndex',
  'CommonFileIndex',
  'CommunicationConfigurationIndex',
  'HelpTutorialIndex',
  'LogisticsOrderReportIndex',
  'LogisticsOrderTransferWarehouseIndex',
  'MallCombinationIndex',
  'MallMerchantOrderIndex',
  'MallShopInformationIndex',
  'NoticeIndex',
  'PackEdit',
  'ProcurementIndex',
  'PromotionActivitiesClaimRecordIndex',
  'PromotionActivitiesIndex',
  'PromotionActivitiesPageConfigurationIndex',
  'ReturnLogisticsOrderEdit',
  'ReturnLogisticsOrderIndex',
  'ReturnLogisticsOrderPutOnShelves',
  'ReturnLogisticsOrderSigning',
  'ShopAuthorizationInformationIndex',
  'ShopCommodityIndex',
  'ShopKeywordIndex',
  'ShopOrderIndex',
  'TemplateIndex',
  'ThirdPartyPlatformOrderIndex',
  'TransferPlanIndex',
  'TransportShiftBagArrivalReceiptIndex',
  'TransportShiftBagDetailsIndex',
  'TransportShiftIndex',
  'TransportShiftOrderDetailsIndex',
  'TransportShiftPackagingIndex',
  'UserApiIndex',
  'UserCollectionBoxIndex',
  'UserCollectionLibraryIndex',
  'UserHelpTutorialIndex',
  'UserLogisticsOrderReportIndex',
  'UserMallCombinationIndex',
  'UserMallMerchantOrderIndex',
  'UserMallShopInformationIndex',
  'UserNoticeIndex',
  'UserProcurementIndex',
  'UserReturnLogisticsOrderIndex',
  'UserShopAuthorizationInformationIndex',
  'UserShopCommodityIndex',
  'UserShopKeywordIndex',
  'UserShopOrderIndex',
  'UserThirdPartyPlatformOrderIndex',
  'UserViewIndex',
  'WaybillPrintIndex',
];

const src = path.resolve(import.meta.dirname, '../src');
/** Folders whose files are screens: the areas of each chapter of `screens/`, and `pages/` but the sign-in and
 * error pages (registry.ts). */
const foldersIn = (dir: string) =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => path.join(dir, d.name));
const areaFolders = [
  ...foldersIn(path.join(src, 'screens')).flatMap(foldersIn),
  ...foldersIn(path.join(src, 'pages')).filter((d) => !['login', 'errors'].includes(path.basename(d))),
];
/** Screen key -> its file, for every file named after a screen key. */
const fileOf = (key: string): string | undefined =>
  areaFolders.map((dir) => path.join(dir, `${key}.tsx`)).find((f) => fs.existsSync(f));

/** Every screen key a menu tree or a fixed route names, with where it is named. */
function menuScreens(): Map<string, string> {
  const keys = new Map<string, string>();
  const walk = (nodes: SeedMenu[], tree: string) => {
    for (const n of nodes) {
      if (n.type !== 3 && n.router) keys.set(n.router, tree);
      walk(n.children ?? [], tree);
    }
  };
  walk(STAFF_MENU_TREE, 'staff menu');
  walk(CUSTOMER_MENU_TREE, 'customer menu');
  for (const r of FIXED_LAYOUT_ROUTES) if (r.screen) keys.set(r.screen, 'fixed routes');
  return keys;
}

describe('the screens of the menu', () => {
  const screens = menuScreens();

  it('gives every screen of both menu trees and the fixed routes its file, or lists it as not built', () => {
    const missing = [...screens].filter(([key]) => !fileOf(key) && !NOT_BUILT.includes(key));
    expect(
      missing.map(([key, where]) => `${key} (${where})`),
      'a screen key with no screens/<chapter>/<area>/<Key>.tsx: build it, or add it to NOT_BUILT',
    ).toEqual([]);
  });

  it('lists as not built only screens of a menu that have no file yet', () => {
    const built = NOT_BUILT.filter((key) => fileOf(key));
    expect(built, 'built now: take these off NOT_BUILT').toEqual([]);
    expect(
      NOT_BUILT.filter((key) => !screens.has(key)),
      'no menu names these: take them off NOT_BUILT',
    ).toEqual([]);
    expect(new Set(NOT_BUILT).size).toBe(NOT_BUILT.length);
  });

  it('finds every screen file by its name alone, and each name once', () => {
    const keys = screenFilePaths.map(screenKeyOfFile);
    expect(
      keys.filter((k, i) => keys.indexOf(k) !== i),
      'two files with one name',
    ).toEqual([]);
    for (const key of screens.keys()) {
      const file = fileOf(key);
      if (!file) continue;
      expect(typeof screenRegistry[key], key).toBe('function');
      expect(screenFilePaths, key).toContain(`../${path.relative(src, file).split(path.sep).join('/')}`);
    }
    // Nothing registered by hand: every key is a file's name.
    expect(Object.keys(screenRegistry).sort()).toEqual([...keys].sort());
  });

  it('finds no file that is neither a screen of a menu nor a piece of a screen beside it', () => {
    const strays = screenFilePaths.filter((p) => {
      const key = screenKeyOfFile(p);
      if (screens.has(key)) return false;
      const dir = path.dirname(path.join(src, 'router', p));
      const imported = new RegExp(`['"]\\./${key}['"]`);
      return !fs
        .readdirSync(dir)
        .filter((f) => /\.tsx?$/.test(f))
        .some((f) => imported.test(fs.readFileSync(path.join(dir, f), 'utf8')));
    });
    expect(strays, 'a screen file no menu names (misspelt?), or a piece to name for its kind').toEqual([]);
  });
});
