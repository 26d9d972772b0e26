import { z } from 'zod';
import { Empty, IdsBody, MAX_PAGE_ROWS, pageOf, SelectOption, zId } from '../paging.js';
import { zInteger } from '../validators/schemas.js';
import { defineCalls, signedInSelf } from './define.js';

// ---------------------------------------------------------------------------------------------
// QuickNavigation

export const MAX_QUICK_NAVIGATIONS = 50;

export const QuickNavigationPath = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .regex(/^\S+$/, { error: 'quickNavigation.pathSpaces' })
  .describe('A screen key (menu name such as PackageIndex) or a URL path; 1-200 characters, no spaces');

export const QuickNavigationBody = z
  .object({ path: QuickNavigationPath })
  .describe(
    `Add: idempotent (a path already in the list keeps its place), appended last, refused with Code 4 once the ` +
      `caller has ${MAX_QUICK_NAVIGATIONS}. Delete: a path not in the list is not an error`,
  );
export type QuickNavigationBody = z.infer<typeof QuickNavigationBody>;

export const BatchSaveQuickNavigationBody = z
  .object({
    paths: z
      .array(QuickNavigationPath)
      .max(MAX_QUICK_NAVIGATIONS)
      .superRefine((paths, ctx) => {
        const seen = new Set<string>();
        paths.forEach((p, i) => {
          if (seen.has(p)) ctx.addIssue({ code: 'custom', message: 'quickNavigation.duplicatePath', path: [i] });
          seen.add(p);
        });
      })
      .describe(`The whole list in display order, at most ${MAX_QUICK_NAVIGATIONS}, no repeats; [] clears it`),
  })
  .describe("Replaces the caller's quick navigations in one transaction");
export type BatchSaveQuickNavigationBody = z.infer<typeof BatchSaveQuickNavigationBody>;

export const QuickNavigationList = z
  .array(z.string())
  .describe("The caller's quick navigations in display order (the write calls answer the list after the change)");

// ---------------------------------------------------------------------------------------------
// UserMessages

/** InfoType values (the `InfoType` option list). */
export const InfoType = { SystemNotice: 1, BusinessReminder: 2, PermissionChange: 3 } as const;
export const InfoTypeField = z.coerce
  .number()
  .int()
  .min(1)
  .max(3)
  .describe('1 system notice, 2 business reminder, 3 permission change (Select/GetInfoType)');

export const MessageTypes = ['info', 'success', 'warning', 'error'] as const;
export const MessageTypeField = z
  .enum(MessageTypes)
  .describe('How the console shows the notification: info, success, warning, error (Select/GetMessageType)');
export type MessageTypeValue = z.infer<typeof MessageTypeField>;

export const GetUserMessagesBody = pageOf({
  IsRead: z.boolean().optional().describe('true: read only, false: unread only, absent: all'),
}).describe(
  "The caller's own messages only. StartDate/EndDate filter CreationTime; newest first unless descendingOrder is false",
);
export type GetUserMessagesBody = z.infer<typeof GetUserMessagesBody>;

export const UserMessageRow = z.object({
  Id: z.number(),
  InfoType: z.number(),
  Title: z.string(),
  Message: z.string(),
  MessageType: z.string(),
  IsRead: z.boolean(),
  CreationTime: z.string().describe('ISO 8601 UTC'),
});
export type UserMessageRow = z.infer<typeof UserMessageRow>;
export const UserMessageList = z.array(UserMessageRow).max(MAX_PAGE_ROWS);

export const UserMessagesReadBody = z
  .object({
    Ids: IdsBody.shape.Ids.optional(),
    All: z.boolean().optional().describe('true marks every message of the caller read; Ids are then ignored'),
  })
  .superRefine((b, ctx) => {
    if (!b.All && !b.Ids) ctx.addIssue({ code: 'custom', message: 'userMessages.idsOrAll', path: ['Ids'] });
  })
  .describe(
    "Ids (or All) is required. Every id must be one of the caller's messages, otherwise the whole batch is " +
      'refused with Code 3 and nothing changes. Marking an already-read message is not an error',
  );
export type UserMessagesReadBody = z.infer<typeof UserMessagesReadBody>;

export const UserMessagesDeleteBody = IdsBody.describe(
  "Every id must be one of the caller's messages, otherwise the whole batch is refused with Code 3 and nothing " +
    'is deleted',
);
export type UserMessagesDeleteBody = z.infer<typeof UserMessagesDeleteBody>;

export const UserMessagesChange = z.object({
  Affected: z.number().describe('messages whose state changed'),
  UnreadCount: z.number().describe("the caller's unread count after the change (for the badge)"),
});
export type UserMessagesChange = z.infer<typeof UserMessagesChange>;

export const MAX_MESSAGE_RECIPIENTS = 500;

export const SendUserMessageBody = z
  .object({
    UserIds: z
      .array(zId)
      .min(1)
      .max(MAX_MESSAGE_RECIPIENTS)
      .describe(`Recipients (repeats are sent once), at most ${MAX_MESSAGE_RECIPIENTS}; every id must exist`),
    Title: z.string().trim().min(1).max(200),
    Message: z.string().trim().min(1).max(4000),
    InfoType: InfoTypeField.default(InfoType.SystemNotice),
    MessageType: MessageTypeField.default('info'),
  })
  .describe('Stores one message per recipient and pushes UserReceivingInformation to each after commit');
export type SendUserMessageBody = z.infer<typeof SendUserMessageBody>;

export const SendUserMessageResult = z.object({ Count: z.number().describe('messages stored (one per recipient)') });

// ---------------------------------------------------------------------------------------------
// UserConfiguration

export const MAX_PICKING_LIST_CELLS = 20;

const PickingListCount = (what: string) =>
  zInteger({ min: 1, max: MAX_PICKING_LIST_CELLS }).describe(
    `Picking-list ${what} per printed page, 1-${MAX_PICKING_LIST_CELLS}`,
  );

const KeyUp = z
  .string()
  .trim()
  .max(50)
  .describe('Key or key combination (e.g. F2); absent or empty means none, since the client drops empty strings');

/** Where the device hub (apps/device-agent) listens as installed: a new user's local service
 * address, so that switching on the print connection reaches it without typing anything. */
export const DEFAULT_LOCAL_SERVICE_CONNECTION = 'ws://127.0.0.1:9000';

export const UserConfiguration = z.object({
  LocalServiceConnection: z
    .string()
    .trim()
    .min(1)
    .max(300)
    .regex(/^(wss?|https?):\/\/[^\s/?#]+\S*$/i, { error: 'userConfiguration.localServiceConnection' })
    .refine((v) => URL.canParse(v), { error: 'userConfiguration.localServiceConnection' })
    .describe('Address of the local printing/device service: ws://, wss://, http:// or https://'),
  PickingListColumns: PickingListCount('columns'),
  PickingListRows: PickingListCount('rows'),
  GetCameraKeyUp: KeyUp.default(''),
  GetElectronicScaleValueKeyUp: KeyUp.default(''),
});
export type UserConfiguration = z.infer<typeof UserConfiguration>;

export const EditUserConfigureBody = UserConfiguration.describe(
  "Replaces the caller's configuration: all five fields are written, a missing key-up field is stored empty",
);
export type EditUserConfigureBody = z.infer<typeof EditUserConfigureBody>;

// ---------------------------------------------------------------------------------------------
// Option lists and lookups

export const SelectOptionList = z.array(SelectOption).describe('[{Value, Name}], Name in the request language');

export const GetSelectGlobalCountriesBody = z.object({
  Content: z
    .string()
    .trim()
    .max(100)
    .optional()
    .describe('Part of the ISO code, phone code or a name in any of the three languages (case-insensitive)'),
});
export type GetSelectGlobalCountriesBody = z.infer<typeof GetSelectGlobalCountriesBody>;

export const CountryOption = z.object({
  Value: z.number().describe('country id'),
  Name: z.string(),
  Code: z.string().describe('ISO 3166-1 alpha-2'),
  PhoneCode: z.string().nullable(),
});
export type CountryOption = z.infer<typeof CountryOption>;
export const CountryOptionList = z.array(CountryOption);

export const CurrencyOption = z.object({
  Value: z.number().describe('currency id'),
  Name: z.string(),
  Code: z.string().describe('ISO 4217'),
  Symbol: z.string(),
  Decimals: z.number().describe('places amounts in it are kept to (an amount field follows them)'),
});
export type CurrencyOption = z.infer<typeof CurrencyOption>;
export const CurrencyOptionList = z.array(CurrencyOption).describe('Active currencies only');

export const userConfigurationCalls = defineCalls('UserConfiguration', {
  GetUserConfigureByUserIdInfo: {
    ...signedInSelf,
    summary: "The caller's configuration (defaults when never saved)",
    body: Empty,
    response: UserConfiguration,
  },
  EditUserConfigure: {
    ...signedInSelf,
    summary: "Saves the caller's configuration; answers it as stored",
    body: EditUserConfigureBody,
    response: UserConfiguration,
  },
});

export const quickNavigationCalls = defineCalls('QuickNavigation', {
  GetQuickNavigations: { ...signedInSelf, body: Empty, response: QuickNavigationList },
  AddQuickNavigation: {
    ...signedInSelf,
    summary: 'Adds a shortcut at the end (idempotent); answers the list',
    body: QuickNavigationBody,
    response: QuickNavigationList,
  },
  BatchSaveQuickNavigation: {
    ...signedInSelf,
    summary: 'Replaces the whole list in the given order; answers the list',
    body: BatchSaveQuickNavigationBody,
    response: QuickNavigationList,
  },
  DeleteQuickNavigation: {
    ...signedInSelf,
    summary: 'Removes a shortcut (idempotent); answers the list',
    body: QuickNavigationBody,
    response: QuickNavigationList,
  },
});

export const userMessageCalls = defineCalls('UserMessages', {
  GetUserMessages: {
    ...signedInSelf,
    summary: "The caller's messages, paged",
    body: GetUserMessagesBody,
    rows: UserMessageRow,
    sorts: ['CreationTime'],
  },
  GetUserMessagesUnreadCount: { ...signedInSelf, body: Empty, response: z.number() },
  UserMessagesRead: {
    ...signedInSelf,
    summary: 'Marks the given messages (or all) read',
    body: UserMessagesReadBody,
    response: UserMessagesChange,
  },
  UserMessagesDelete: { ...signedInSelf, body: UserMessagesDeleteBody, response: UserMessagesChange },
  SendUserMessage: {
    access: 'staff',
    scope: 'platform',
    summary: 'Staff: sends a message to users and pushes it to them',
    body: SendUserMessageBody,
    response: SendUserMessageResult,
  },
});

/** An option list of `/Select/`: `[{Value, Name}]` in the caller's language. */
const selectList = { access: 'signedIn', scope: 'public', body: Empty, response: SelectOptionList } as const;
/** One the sign-in and register pages read before anyone signs in. */
const publicList = { ...selectList, access: 'open' } as const;

/** Every option list the server answers under `/Select/Get<Name>`; each is implemented by a
 * `defineSelect('<Name>', ...)` beside the data it lists (a test holds the two together). */
export const selectCalls = defineCalls('Select', {
  GetUserGenderType: { ...publicList, summary: 'Gender (public: the register page uses it)' },
  GetLanguages: { ...publicList, summary: 'Interface languages (public: the sign-in page switches language)' },
  GetMenuType: selectList,
  GetMenuClassification: selectList,
  GetApiVersionType: selectList,
  GetAccountType: selectList,
  GetMessageType: selectList,
  GetInfoType: selectList,
  GetDatabaseType: selectList,
  GetShelfOperationType: selectList,
  GetShelfRelatedType: selectList,
  GetInventoryQuantityType: selectList,
  GetShippingAddressType: selectList,
  GetSalesMode: selectList,
  GetCommodityStatus: selectList,
  GetSpecificationsAuditStatus: selectList,
  GetCargoType: { ...selectList, summary: 'Active cargo types by name' },
  GetPartitionType: selectList,
  GetInterfaceType: { ...selectList, summary: 'Which adapter assigns a carrier’s tracking numbers' },
  GetTrackingNumberFormat: selectList,
  GetTrackingNumberState: selectList,
  GetCountry: { ...selectList, summary: 'Active countries in their order (the forms of set-up screens)' },
  GetCustomsClearanceCompany: { ...selectList, summary: 'Active customs clearance companies by name' },
  GetTrackStatus: { ...selectList, summary: 'The status set carrier events map onto' },
  GetTrajectoryMilestone: { ...selectList, summary: 'What a trajectory scheme’s events are dated from' },
  GetWeightRoundingMode: selectList,
  GetCustomsCategory: selectList,
  GetCustomsForm: selectList,
  GetTrajectoryScheme: { ...selectList, summary: 'Active trajectory schemes by name' },
  GetTypeOfShipping: { ...selectList, summary: 'Active shipping types by name' },
  GetShippingCountry: { ...selectList, summary: 'Active countries marked “we ship there”, in their order' },
  GetCarrier: { ...selectList, summary: 'Active carriers by name (the shipping type form)' },
  GetEventDeliveryState: selectList,
  GetWarehouseDocumentStatus: selectList,
  GetPackageStatus: selectList,
  GetUnknownItemStatus: selectList,
  GetPackageClaimStatus: selectList,
  GetBinPackagingStatus: selectList,
  GetOrderStatus: selectList,
  GetOrderSources: selectList,
  GetOrderTypes: selectList,
  GetPickingStatus: selectList,
  GetPickingClaimStatus: selectList,
  GetPickingListType: selectList,
  GetWarehouse: { ...selectList, summary: 'Active warehouses by name (quotation forms)' },
  GetCurrency: { ...selectList, summary: 'Active currencies, the base first' },
  GetExpenseType: { ...selectList, summary: 'Expense types in their display order' },
  GetValueAddedService: { ...selectList, summary: 'Active value-added services by name' },
  GetCustomer: {
    ...selectList,
    access: 'staff',
    scope: 'platform',
    permission: false,
    summary: 'Staff only: active customer accounts by name (customer price forms)',
  },
  GetPriceRounding: selectList,
  GetFreightPricingMode: selectList,
  GetStorageChargeBasis: selectList,
  GetServicePricing: selectList,
  GetCalculationMethod: selectList,
  GetTriggerDataSource: selectList,
  GetTriggerRule: selectList,
  GetTaxMethods: selectList,
  GetSettlementCycleTypes: selectList,
  GetBillingMode: selectList,
  GetQuotationKind: selectList,
  GetQuotationScope: selectList,
  GetAmountStatementTypes: selectList,
  GetBillTypes: selectList,
  GetBillStatus: selectList,
  GetPaymentTypes: selectList,
  GetLogisticsInvoiceStatus: selectList,
  GetOnlinePaymentTypes: selectList,
  GetWeChatEncryption: selectList,
  GetRechargeTypes: selectList,
  GetOnlinePaymentStatus: selectList,
  GetCouponKinds: selectList,
  GetCouponSources: selectList,
  GetUserCouponStates: selectList,
});

/** The name of an option list, as the console asks for it (`useSelectList('CargoType')`). */
export type SelectListName = keyof typeof selectCalls extends infer K ? (K extends `Get${infer N}` ? N : never) : never;
