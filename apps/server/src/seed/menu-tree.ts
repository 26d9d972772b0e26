import {
  type AnyCall,
  amountStatementCalls,
  availableQuotationCalls,
  backstageUserCalls,
  billCalls,
  binCalls,
  businessEventCalls,
  cargoTypeCalls,
  carrierCalls,
  chargeRuleCalls,
  commodityCalls,
  commodityCategoryCalls,
  couponCalls,
  currencyCalls,
  customsClearanceCompanyCalls,
  customsClearanceNumberCalls,
  declarantInformationCalls,
  expenseTypeCalls,
  freightTrialCalls,
  globalCountryCalls,
  inventoryCalls,
  localTrackingNumberCalls,
  logisticsInvoiceCalls,
  logisticsOrderCalls,
  menuCalls,
  moneySummaryCalls,
  onlinePaymentConfigurationCalls,
  organizeCalls,
  packageCallsTable,
  packagePutOnShelvesCalls,
  packageSigningCalls,
  paymentRecordCalls,
  peerLogisticsOrderCalls,
  pickingListCalls,
  pickingRuleCalls,
  receivingInspectionCalls,
  rechargeRecordCalls,
  recipientInformationCalls,
  roleCalls,
  selfPickupAddressCalls,
  serviceGroupingCalls,
  shelfCalls,
  shippingAddressCalls,
  siteCalls,
  storageQuotationCalls,
  trajectorySchemeCalls,
  transferQuotationCalls,
  typeOfShippingCalls,
  unknownItemCalls,
  userCalls,
  userCouponCalls,
  userMessageCalls,
  valueAddedServiceCalls,
  warehouseCalls,
  warehouseDocumentCalls,
  warehousePartitionCalls,
  warehousingQuotationCalls,
} from '@wms/contract';

/**
 * The seeded menu trees. Every screen the console has is a menu node whose `router` is the web
 * registry's screen key; every staff route's permission code is a button node under the screen
 * that uses it (a test fails when a staff route has none), taken from the call table:
 * `buttonsOf(<its call table>)` under its screen (or the named actions, where an area's calls serve
 * several screens), and their titles to
 * `packages/contract/src/i18n/menus.ts` (button names are the code without the colon).
 */

export interface SeedMenu {
  type: 1 | 2 | 3;
  /** Translation key of the title (`menuTitles`). */
  name: string;
  path?: string;
  router?: string;
  icon?: string;
  permissionCode?: string;
  invisible?: boolean;
  /**
   * Granted to the warehouse_clerk role. Inherited by the subtree, so a directory marked true
   * grants its screens and their buttons; a node marked false opts its subtree out.
   */
  clerk?: boolean;
  children?: SeedMenu[];
}

type Opts = Pick<SeedMenu, 'icon' | 'invisible' | 'clerk' | 'path'>;

/** Button names are translation keys too; the code minus its colon keeps them unique. */
export const buttonName = (code: string) => code.replace(':', '');

const dir = (name: string, path: string, icon: string, children: SeedMenu[], opts: Opts = {}): SeedMenu => ({
  type: 1,
  name,
  path,
  icon,
  ...opts,
  children,
});

/** A screen: name, router and path are all the screen key (URLs read `/warehouse/WarehouseIndex`). */
const screen = (router: string, children: SeedMenu[] = [], opts: Opts = {}): SeedMenu => ({
  type: 2,
  name: router,
  router,
  path: router,
  ...opts,
  children,
});
const hidden = (router: string, children: SeedMenu[] = [], opts: Opts = {}) =>
  screen(router, children, { ...opts, invisible: true });

const btn = (code: string, opts: Pick<SeedMenu, 'clerk'> = {}): SeedMenu => ({
  type: 3,
  name: buttonName(code),
  permissionCode: code,
  ...opts,
});

/** The button nodes of a call table: every staff call behind a permission code, or the named
 * ones when an area's calls serve several screens (a misspelt action does not compile). */
function buttonsOf<T extends Record<string, AnyCall>>(
  table: T,
  only?: (keyof T & string)[],
  opts: Pick<SeedMenu, 'clerk'> = {},
): SeedMenu[] {
  return Object.values(table)
    .filter((c) => c.code !== null && (!only || only.includes(c.action)))
    .map((c) => btn(c.code!, opts));
}

// Menus and Roles serve both trees with one code each (the classification travels in the body),
// so their buttons sit under both variants of the screen: granting either screen works.
const menuButtons = () =>
  buttonsOf(menuCalls, [
    'GetBackstageMenus',
    'EstablishBackstageMenu',
    'GetEditBackstageMenuInfo',
    'EditBackstageMenu',
    'DeleteBackstageMenu',
    'GetBackstageMenuById',
  ]);
const roleButtons = () => [
  ...buttonsOf(roleCalls, [
    'GetRoles',
    'EstablishRole',
    'GetEditRoleInfo',
    'EditRole',
    'DeleteRole',
    'GetRoleById',
    'GetSelectRoles',
  ]),
  ...buttonsOf(menuCalls, ['GetSelectBackstageMenus', 'AuthorizationMenu', 'GetRoleMenuIds']),
];

/** Shared by both trees: calls behind them are the caller's own (scope `self`). */
const personal = (extra: SeedMenu[] = []) =>
  dir('Mine', 'mine', 'UserOutlined', [
    screen('MineProfileIndex'),
    screen('MineUserMessagesIndex'),
    ...extra,
    hidden('Settings'),
  ]);

/** Classification 1: the back office. */
export const STAFF_MENU_TREE: SeedMenu[] = [
  // The dashboard's money at a glance (takings, what customers owe): finance's, not the clerk's.
  hidden('Dashboard', buttonsOf(moneySummaryCalls, undefined, { clerk: false }), {
    icon: 'DashboardOutlined',
    clerk: true,
  }),
  { ...personal(), clerk: true },
  dir('SystemManagement', 'system', 'SettingOutlined', [
    screen(
      'BackstageUserIndex',
      buttonsOf(backstageUserCalls, [
        'GetBackstageUsers',
        'EstablishBackstageUser',
        'GetEditBackstageUserInfo',
        'EditBackstageUser',
        'DeleteBackstageUser',
        'ResetBackstageUserPassword',
        'SetBackstageUserRoles',
      ]),
    ),
    screen('BackstageRoleIndex', roleButtons()),
    screen(
      'BackstageOrganizeIndex',
      buttonsOf(organizeCalls, [
        'GetBackstageOrganizes',
        'EstablishBackstageOrganizes',
        'GetEditBackstageOragnizesInfo',
        'EditBackstageOragnizes',
        'DeleteBackstageOragnizes',
        'GetBackstageOrganizeById',
        'GetSelectBackstageOrganizes',
      ]),
    ),
    screen('BackstageMenuIndex', menuButtons()),
    screen('BackstageApiIndex'),
    screen('BackstageViewIndex'),
    screen('UserIndex', [
      ...buttonsOf(userCalls, [
        'GetUsers',
        'EstablishUser',
        'GetEditUserInfo',
        'EditUser',
        'DeleteUser',
        'ResetUserPassword',
        'SetUserRoles',
      ]),
      // Warehouse screens pick the owner of a document or package with it.
      ...buttonsOf(userCalls, ['GetSelectUser'], { clerk: true }),
      ...buttonsOf(userMessageCalls, ['SendUserMessage']),
    ]),
    screen('UserRoleIndex', roleButtons()),
    screen(
      'UserOrganizeIndex',
      buttonsOf(organizeCalls, [
        'GetUserOrganizes',
        'EstablishUserOrganizes',
        'GetEditUserOragnizesInfo',
        'EditUserOragnizes',
        'DeleteUserOragnizes',
        'GetUserOrganizeById',
        'GetSelectUserOrganizes',
      ]),
    ),
    screen('UserMenuIndex', menuButtons()),
    screen('UserApiIndex'),
    screen('UserViewIndex'),
    screen('BusinessEventIndex', buttonsOf(businessEventCalls)),
  ]),
  dir('SiteManagement', 'site', 'GlobalOutlined', [
    screen('SiteIndex', [
      ...buttonsOf(siteCalls, ['GetSites', 'EstablishSite', 'GetSiteById', 'EditSite', 'DeleteSite', 'EditSiteHosts']),
      // Site filters of the warehouse screens read it.
      ...buttonsOf(siteCalls, ['GetSelectSiteInfos'], { clerk: true }),
    ]),
    screen(
      'SiteConfigurationIndex',
      buttonsOf(siteCalls, ['GetEditSitePageConfiguration', 'EditSitePageConfiguration']),
    ),
    screen('TemplateIndex'),
    screen('CommonFileIndex'),
    screen('CommunicationConfigurationIndex'),
    screen('NoticeIndex'),
    screen('HelpTutorialIndex'),
  ]),
  dir('FinanceManagement', 'finance', 'AccountBookOutlined', [
    screen('BillIndex', buttonsOf(billCalls)),
    screen('PaymentRecordIndex', buttonsOf(paymentRecordCalls)),
    screen('AmountStatementIndex', buttonsOf(amountStatementCalls)),
    screen('RechargeRecordIndex', buttonsOf(rechargeRecordCalls)),
    screen('LogisticsInvoiceIndex', buttonsOf(logisticsInvoiceCalls)),
    screen('CurrencyIndex', buttonsOf(currencyCalls)),
    screen('ExpenseTypeIndex', buttonsOf(expenseTypeCalls)),
    screen('OnlinePaymentConfigurationIndex', buttonsOf(onlinePaymentConfigurationCalls)),
  ]),
  dir('MarketingManagement', 'marketing', 'GiftOutlined', [
    screen('CouponIndex', [
      ...buttonsOf(couponCalls),
      ...buttonsOf(userCouponCalls, ['AddUserCoupons', 'GetUserRechargeAvailableCoupons', 'GetCustomerCoupons']),
    ]),
    screen('ActivityIndex'),
    screen('PromotionActivitiesIndex'),
    screen('PromotionActivitiesPageConfigurationIndex'),
    screen('PromotionActivitiesClaimRecordIndex'),
  ]),
  dir('ShopManagement', 'shop', 'ShopOutlined', [
    screen('ShopAuthorizationInformationIndex'),
    screen('ShopOrderIndex'),
    screen('ShopCommodityIndex'),
    screen('ShopKeywordIndex'),
    screen('CollectionLibraryIndex'),
    screen('CollectionBoxIndex'),
    screen('ThirdPartyPlatformOrderIndex'),
  ]),
  dir('MallManagement', 'mall', 'ShoppingOutlined', [
    screen('MallShopInformationIndex'),
    screen('MallCombinationIndex'),
    screen('MallMerchantOrderIndex'),
  ]),
  dir('BasicData', 'basic', 'DatabaseOutlined', [
    screen('CountryIndex', buttonsOf(globalCountryCalls)),
    screen('CarrierIndex', buttonsOf(carrierCalls)),
    screen('LocalTrackingNumberIndex', buttonsOf(localTrackingNumberCalls)),
    screen('TypeOfShippingIndex', buttonsOf(typeOfShippingCalls)),
    screen('CargoTypeIndex', buttonsOf(cargoTypeCalls)),
    screen('CommodityCategoriesIndex', buttonsOf(commodityCategoryCalls)),
    screen('DeclarantInformationIndex', buttonsOf(declarantInformationCalls)),
    screen('RecipientInformationIndex', buttonsOf(recipientInformationCalls)),
    screen('SelfPickupAddressIndex', buttonsOf(selfPickupAddressCalls)),
  ]),
  dir(
    'WarehouseManagement',
    'warehouse',
    'BankOutlined',
    [
      screen('WarehouseIndex', [
        ...buttonsOf(warehouseCalls, ['GetWarehouses', 'GetWarehouseById']),
        // The clerk works in the warehouses; setting them up is the administrator's.
        ...buttonsOf(
          warehouseCalls,
          ['EstablishWarehouse', 'EditWarehouse', 'DeleteWarehouse', 'IsDeactivateWarehouse'],
          {
            clerk: false,
          },
        ),
      ]),
      screen('WarehousePartitionIndex', [
        ...buttonsOf(warehousePartitionCalls, ['GetWarehousePartitions', 'GetWarehousePartitionById']),
        ...buttonsOf(
          warehousePartitionCalls,
          ['EstablishWarehousePartition', 'EditWarehousePartition', 'DeleteWarehousePartition'],
          { clerk: false },
        ),
      ]),
      screen('ShelvesIndex', [
        // The clerk reads shelves, moves goods and prints labels; setting shelves up is the administrator's.
        ...buttonsOf(shelfCalls, [
          'GetShelves',
          'GetShelvesById',
          'GetShelvesByPartition',
          'GetShelveLogs',
          'GetPrintShelveData',
          'GetPrintShelveReport',
          'TransferGoods',
          'TransferGoodsAll',
        ]),
        ...buttonsOf(
          shelfCalls,
          ['EstablishShelves', 'EditShippingAddress', 'DeleteShelves', 'BatchAddShelves', 'IsDeactivateShelves'],
          { clerk: false },
        ),
      ]),
      hidden('ShelvesBatchAdd', [], { clerk: false }),
      screen('ShippingAddressIndex', [
        ...buttonsOf(shippingAddressCalls, ['GetShippingAddresses', 'GetShippingAddressById']),
        ...buttonsOf(
          shippingAddressCalls,
          ['EstablishShippingAddress', 'EditShippingAddress', 'DeleteShippingAddress', 'IsDeactivateShippingAddress'],
          { clerk: false },
        ),
      ]),
      screen('CommodityIndex', [
        // The clerk reads commodities and checks their specifications at the scale.
        ...buttonsOf(commodityCalls, [
          'GetCommodity',
          'GetCommodityByUserId',
          'GetCommodityById',
          'GetOrderCommodityByUserId',
          'GetCommodityReport',
          'PrintCommodityReport',
          'ExportCommodityReport',
          'CommoditySpecificationsAuditStatus',
          'CommoditySpecificationAcquisition',
          'CommoditySpecificationModification',
        ]),
        // Setting commodities up is the customer's or the administrator's.
        ...buttonsOf(
          commodityCalls,
          ['EstablishCommodity', 'EditCommodity', 'DeleteCommodity', 'UpLoadCommodity', 'GetCommodityImportTemplate'],
          { clerk: false },
        ),
      ]),
      screen('InventoryReportIndex', buttonsOf(inventoryCalls)),
    ],
    { clerk: true },
  ),
  dir(
    'InboundManagement',
    'inbound',
    'ImportOutlined',
    [
      screen(
        'WarehouseDocumentIndex',
        buttonsOf(warehouseDocumentCalls, [
          'GetWarehouseDocuments',
          'GetWarehouseDocumentById',
          'FinishWarehouseDocuments',
          'DeleteWarehouseDocument',
        ]),
      ),
      screen(
        'WarehouseDocumentEstablishPacket',
        buttonsOf(warehouseDocumentCalls, ['EstablishWarehouseDocument', 'BatchEstablishWarehouseDocument']),
      ),
      screen('PackageIndex', buttonsOf(packageCallsTable)),
      screen('UnknownItemIndex', buttonsOf(unknownItemCalls)),
      screen('ReceivingQualityInspectionIndex', buttonsOf(receivingInspectionCalls)),
      screen('PackageSigning', buttonsOf(packageSigningCalls, ['SignScan', 'GetPackageLabel', 'GetPackageLabelZpl'])),
      screen('SignForIndex', buttonsOf(packageSigningCalls, ['SignPackages'])),
      screen('PackagePutOnShelvesIndex', buttonsOf(packagePutOnShelvesCalls)),
      screen(
        'BinPutOnShelves',
        buttonsOf(binCalls, [
          'GetBins',
          'EstablishBin',
          'PackIntoBin',
          'BinPutOnShelves',
          'GetBinLabel',
          'GetBinLabelZpl',
        ]),
      ),
      screen('BinLowerShelf', buttonsOf(binCalls, ['BinLowerShelf'])),
      screen('ProcurementIndex'),
    ],
    { clerk: true },
  ),
  dir(
    'ReturnManagement',
    'returns',
    'RollbackOutlined',
    [
      screen('ReturnLogisticsOrderIndex'),
      screen('ReturnLogisticsOrderSigning'),
      hidden('ReturnLogisticsOrderEdit'),
      screen('ReturnLogisticsOrderPutOnShelves'),
    ],
    { clerk: true },
  ),
  dir(
    'OrderManagement',
    'order',
    'ProfileOutlined',
    [
      screen('LogisticsOrderIndex', [
        // The clerk reads orders (what to pick and pack); reviewing, cancelling and exporting are the office's.
        ...buttonsOf(logisticsOrderCalls, ['GetLogisticsOrders', 'GetLogisticsOrderById', 'TrackLogisticsOrders']),
        ...buttonsOf(
          logisticsOrderCalls,
          [
            'GetEditLogisticsOrder',
            'EditLogisticsOrder',
            'CancelLogisticsOrders',
            'UpdateLogisticsOrderRemarks',
            'ReviewLogisticsOrders',
            'RejectLogisticsOrders',
            'ConfirmLogisticsOrderArrival',
            'ExportLogisticsOrders',
          ],
          { clerk: false },
        ),
      ]),
      screen('LogisticsOrderEstablish', buttonsOf(logisticsOrderCalls, ['EstablishLogisticsOrder'], { clerk: false })),
      screen('PeerLogisticsOrderIndex', buttonsOf(peerLogisticsOrderCalls)),
      // Setting rules up and making, deleting or assigning lists is the manager's; the clerk
      // claims, starts, picks, sorts, prints and releases their own (docs/domain.md, "Picking").
      screen('PickingRuleIndex', buttonsOf(pickingRuleCalls, undefined, { clerk: false })),
      screen('PickingListIndex', [
        ...buttonsOf(pickingListCalls, [
          'GetPickingLists',
          'GetPickingById',
          'GetClaimablePickingLists',
          'BatchClaimPickingListCurrentUser',
          'BatchReleaseClaim',
          'StartPickingList',
          'OrderPartialProductPicking',
          'OrderCompletionPickings',
          'SortingCompleted',
          'PrintPickingData',
          'PrintPicking',
        ]),
        ...buttonsOf(
          pickingListCalls,
          [
            'AddPickingList',
            'AddPickingListTask',
            'DeletePickingList',
            'DeletePickingListOrder',
            'BatchClaimPickingList',
          ],
          { clerk: false },
        ),
      ]),
      // Its list (the caller's own lists) needs no permission; its actions are the list's above.
      screen('PersonalPickingListIndex'),
      screen('PackEdit'),
      screen('WaybillPrintIndex'),
      screen('LogisticsOrderTransferWarehouseIndex'),
      screen('TransferPlanIndex'),
      screen('LogisticsOrderReportIndex'),
    ],
    { clerk: true },
  ),
  dir(
    'TransportManagement',
    'transport',
    'CarOutlined',
    [
      screen('TransportShiftIndex'),
      screen('TransportShiftBagDetailsIndex'),
      screen('TransportShiftOrderDetailsIndex'),
      screen('TransportShiftBagArrivalReceiptIndex'),
      screen('TransportShiftPackagingIndex'),
      screen('CustomsClearanceCompanyIndex', buttonsOf(customsClearanceCompanyCalls)),
      screen('CustomsClearanceNumberIndex', buttonsOf(customsClearanceNumberCalls)),
      screen('TrajectorySchemeIndex', buttonsOf(trajectorySchemeCalls)),
    ],
    { clerk: true },
  ),
  dir('QuotationManagement', 'quotation', 'CalculatorOutlined', [
    screen('TransferQuotationIndex', buttonsOf(transferQuotationCalls)),
    screen('StorageQuotationIndex', buttonsOf(storageQuotationCalls)),
    screen('WarehousingQuotationIndex', buttonsOf(warehousingQuotationCalls)),
    // The clerk may price a parcel for a customer at the counter; setting prices up is the administrator's.
    screen('FreightTrialIndex', buttonsOf(freightTrialCalls)),
    screen('AvailableQuotationIndex', buttonsOf(availableQuotationCalls)),
    screen('LogisticsValueAddedServicesQuotationIndex', buttonsOf(valueAddedServiceCalls)),
    screen('LogisticsValueAddedServicesQuotationGroupingIndex', buttonsOf(serviceGroupingCalls)),
    screen('ChargeRuleIndex', buttonsOf(chargeRuleCalls)),
  ]),
];

/** Classification 2: what a customer user sees. Screen keys start with `User` where the staff
 * tree has a screen of the same subject (they call the `/User...` controllers, scoped to the
 * caller); personal screens are shared. */
export const CUSTOMER_MENU_TREE: SeedMenu[] = [
  hidden('Dashboard', [], { icon: 'DashboardOutlined' }),
  personal([screen('UserNoticeIndex'), screen('UserHelpTutorialIndex')]),
  dir('UserWarehouseManagement', 'warehouse', 'BankOutlined', [
    screen('UserWarehouseDocumentIndex'),
    screen('UserWarehouseDocumentEstablishPacket'),
    screen('UserPackageIndex'),
    screen('UserUnknownItemIndex'),
    screen('UserCommodityIndex'),
    screen('UserInventoryReportIndex'),
    screen('UserReturnLogisticsOrderIndex'),
    screen('UserProcurementIndex'),
    screen('UserShippingAddressIndex'),
  ]),
  dir('OrderManagement', 'order', 'ProfileOutlined', [
    screen('UserLogisticsOrderIndex'),
    screen('UserLogisticsOrderEstablish'),
    screen('UserLogisticsOrderReportIndex'),
    screen('UserRecipientInformationIndex'),
    screen('UserSelfPickupAddressIndex'),
    screen('UserDeclarantInformationIndex'),
  ]),
  dir('ShopManagement', 'shop', 'ShopOutlined', [
    screen('UserShopAuthorizationInformationIndex'),
    screen('UserShopOrderIndex'),
    screen('UserShopCommodityIndex'),
    screen('UserShopKeywordIndex'),
    screen('UserCollectionLibraryIndex'),
    screen('UserCollectionBoxIndex'),
    screen('UserThirdPartyPlatformOrderIndex'),
  ]),
  dir('MallManagement', 'mall', 'ShoppingOutlined', [
    screen('UserMallShopInformationIndex'),
    screen('UserMallCombinationIndex'),
    screen('UserMallMerchantOrderIndex'),
  ]),
  dir('UserFinance', 'finance', 'WalletOutlined', [
    screen('UserAmountStatementIndex'),
    screen('UserRechargeRecordIndex'),
    screen('UserCouponIndex'),
    screen('UserBillIndex'),
    screen('UserPaymentRecordIndex'),
    screen('UserLogisticsInvoiceIndex'),
  ]),
  dir('QuotationManagement', 'quotation', 'CalculatorOutlined', [
    screen('UserFreightTrialIndex'),
    screen('UserAvailableQuotationIndex'),
  ]),
];

/**
 * A seeded node's name across releases, unique within its tree (a test holds it so): a directory
 * or screen by its name (the title key; a screen's is its screen key), a button by its screen's
 * key and its permission code, since one code can sit under two screens. Sites keep it on the row
 * (`menus.seed_key`) and start-up adds the nodes whose key a site has never had
 * (seed/sync.ts), so renaming a seeded node's `name` here makes it a new node on every site
 * that has the old one: give it a new title in `packages/contract/src/i18n/menus.ts` instead.
 */
export function seedKey(node: SeedMenu, parentKey: string | null): string {
  return node.type === 3 ? `${parentKey}/${node.permissionCode}` : node.name;
}

/** A node of a seeded tree with what placing it takes. */
export interface SeedEntry {
  key: string;
  parentKey: string | null;
  node: SeedMenu;
  /** Keys of its siblings in seed order, itself included. */
  siblings: string[];
  /** Its place among them, from 0. */
  index: number;
  depth: number;
  /** Granted to the warehouse clerk (`clerk` inherited from the parent unless set). */
  clerk: boolean;
}

/** Every node of a tree, parents before their children (level by level). */
export function seedEntries(tree: SeedMenu[]): SeedEntry[] {
  const out: SeedEntry[] = [];
  let level = tree.map((node) => ({ node, parentKey: null as string | null, clerk: !!node.clerk }));
  let siblingsOf = (_: string | null) => tree.map((n) => seedKey(n, null));
  for (let depth = 0; level.length; depth++) {
    const next: typeof level = [];
    const childKeys = new Map<string, string[]>();
    for (const { node, parentKey, clerk } of level) {
      const key = seedKey(node, parentKey);
      const siblings = siblingsOf(parentKey);
      out.push({ key, parentKey, node, siblings, index: siblings.indexOf(key), depth, clerk });
      const children = node.children ?? [];
      childKeys.set(
        key,
        children.map((c) => seedKey(c, key)),
      );
      for (const child of children) next.push({ node: child, parentKey: key, clerk: child.clerk ?? clerk });
    }
    siblingsOf = (parentKey) => childKeys.get(parentKey!)!;
    level = next;
  }
  return out;
}

/** Every node of a tree, depth first. */
export function* walkSeedMenus(tree: SeedMenu[]): Generator<SeedMenu> {
  for (const n of tree) {
    yield n;
    if (n.children) yield* walkSeedMenus(n.children);
  }
}
