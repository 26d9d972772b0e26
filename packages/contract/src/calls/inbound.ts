import { z } from 'zod';
import { t3 } from '../i18n/define.js';
import { zMoney } from '../money.js';
import { IdBody, pageOf, zId } from '../paging.js';
import { zContent, zRemarks, zRequiredId, zRequiredText, zText, zTime } from '../primitives.js';
import { isUploadedAddress } from '../validators/files.js';
import { pastedCode } from '../validators/paste.js';
import { zInteger, zLength, zWeight } from '../validators/schemas.js';
import { isTrackingNumber } from '../validators/text.js';
import { MAX_TRACKING_NUMBER } from '../validators/tracking.js';
import { defineWorkflow } from '../workflow.js';
import { areaTexts, customerOwner, defineCalls, staffOwner, staffPlatform, withAccess } from './define.js';
import { IMAGE_QUEUE_MAX } from './upload.js';

// ---------------------------------------------------------------------------------------------
// Inbound (docs/domain.md, "Parcels"): a customer forecasts parcels to one warehouse on a
// warehouse document; the warehouse signs them in (scan, weigh, photograph, label), inspects them
// when asked, and puts them on shelves, alone or in bins. A parcel nobody forecast is an unknown
// item that staff assign or a customer claims. Decisions of our own:
// - Numbers: a document is WD + 8 digits, a package PK + 8, an unknown item UN + 8, a bin BN + 8,
//   made from the record's id (unique without a second sequence, short enough to write on a box).
// - A tracking number can be forecast again only once no package with it waits to be signed:
//   forecasting one that is already waiting is refused naming it (Code 2 on the field).
// - Finishing a document is irreversible: its parcels not yet signed can no longer be signed
//   (a scan of one becomes an unknown item, as any parcel nobody expects).
// - Storage time counts from signing (`SignedTime`); `StorageDays` is whole days since then.

/** Tracking numbers as a person types or pastes them: kept in capitals, letters, digits and inner
 * dashes, at most 40 characters (the tracking-number rule). */
export const zTrackingNumber = z
  .string()
  .overwrite(pastedCode)
  .pipe(
    z
      .string()
      .min(1, { error: 'validation.required' })
      .max(MAX_TRACKING_NUMBER)
      .refine(isTrackingNumber, { error: 'validation.trackingNumber' }),
  );

/** A parcel's weight (kg) and sizes (cm): the shared rules, with a parcel's ceilings. */
const parcelWeight = () => zWeight({ max: 99_999 });
const parcelLength = () => zLength({ max: 9_999 });
/** Photos are files uploaded here, as every upload field takes them: an outside address
 * (`https://`, `//host`) or a script (`javascript:`) would be shown to staff and customers as ours. */
const zPhotos = z
  .array(z.string().trim().min(1).max(500).refine(isUploadedAddress, { error: 'upload.notStored' }))
  .max(IMAGE_QUEUE_MAX)
  .optional()
  .describe('image addresses answered by UpLoadFile/UpLoadFile');

/** Most parcels one document forecasts; most numbers one batch search or track query takes. */
export const MAX_DOCUMENT_PACKAGES = 200;
export const MAX_BATCH_SEARCH = 200;
export const MAX_TRACK_QUERY = 30;

/** The lines of a batch entry list as they are counted: one per line, blank ones dropped. */
export const batchLines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);

// ---- Workflows ----

export const warehouseDocumentFlow = defineWorkflow({
  entity: 'WarehouseDocument',
  record: t3('入库单', '入庫單', 'Warehouse document'),
  select: 'WarehouseDocumentStatus',
  batch: 'each',
  states: {
    Open: { value: 1, name: t3('进行中', '進行中', 'Open'), colour: 'processing' },
    Finished: { value: 2, name: t3('已完结', '已完結', 'Finished'), colour: 'default' },
  },
  moves: {
    finish: {
      from: ['Open'],
      to: 'Finished',
      label: t3('完结', '完結', 'Finish'),
      who: ['owner', 'staff'],
      permission: 'WarehouseDocument:FinishWarehouseDocuments',
      irreversible: true,
      confirm: t3(
        '完结 {names}？完结后，单据上尚未签收的包裹将不能再签收。',
        '完結 {names}？完結後，單據上尚未簽收的包裹將不能再簽收。',
        'Finish {names}? Parcels on it not yet signed in can then no longer be signed.',
      ),
    },
  },
});

const arrived = {
  title: t3('包裹已签收', '包裹已簽收', 'Parcel signed in'),
  message: t3(
    '您的包裹 {name} 已到仓签收。',
    '您的包裹 {name} 已到倉簽收。',
    'Your parcel {name} has arrived and was signed in.',
  ),
  tone: 'success',
} as const;
const arrivedIncomplete = {
  title: t3('包裹已签收，待补充', '包裹已簽收，待補充', 'Parcel signed in, something missing'),
  message: t3(
    '您的包裹 {name} 已到仓，但有信息待补充，请查看包裹详情。',
    '您的包裹 {name} 已到倉，但有資訊待補充，請查看包裹詳情。',
    'Your parcel {name} has arrived, but something is missing: see the parcel for what.',
  ),
  tone: 'warning',
} as const;

export const packageFlow = defineWorkflow({
  entity: 'Package',
  record: t3('包裹', '包裹', 'Parcel'),
  select: 'PackageStatus',
  batch: 'each',
  states: {
    NotReceived: { value: 1, name: t3('未入库', '未入庫', 'Not received'), colour: 'default' },
    ToBeCompleted: { value: 2, name: t3('待完善', '待完善', 'To be completed'), colour: 'warning' },
    Completed: { value: 3, name: t3('已完善', '已完善', 'Completed'), colour: 'processing' },
    Shippable: { value: 4, name: t3('可出库', '可出庫', 'Shippable'), colour: 'success' },
    Outbound: { value: 5, name: t3('已出库', '已出庫', 'Outbound'), colour: 'blue' },
    SignedFor: { value: 6, name: t3('已签收', '已簽收', 'Signed for'), colour: 'green' },
  },
  moves: {
    sign: {
      from: ['NotReceived'],
      to: 'Completed',
      label: t3('签收', '簽收', 'Sign in'),
      who: ['staff'],
      permission: 'PackageSigning:SignPackages',
      notify: arrived,
    },
    signIncomplete: {
      from: ['NotReceived'],
      to: 'ToBeCompleted',
      label: t3('签收（待完善）', '簽收（待完善）', 'Sign in, to be completed'),
      who: ['staff'],
      permission: 'PackageSigning:SignPackages',
      notify: arrivedIncomplete,
    },
    complete: {
      from: ['ToBeCompleted'],
      to: 'Completed',
      label: t3('完善', '完善', 'Complete'),
      who: ['staff'],
      permission: 'Package:CompletePackage',
    },
    passInspection: {
      from: ['ToBeCompleted', 'Completed'],
      to: 'Completed',
      label: t3('质检通过', '質檢通過', 'Pass inspection'),
      who: ['staff'],
      permission: 'ReceivingQualityInspection:InspectPackage',
      notify: {
        title: t3('质检通过', '質檢通過', 'Inspection passed'),
        message: t3(
          '您的包裹 {name} 已通过收货质检。',
          '您的包裹 {name} 已通過收貨質檢。',
          'Your parcel {name} passed its inspection.',
        ),
        tone: 'success',
      },
    },
    failInspection: {
      from: ['ToBeCompleted', 'Completed'],
      to: 'ToBeCompleted',
      label: t3('质检不通过', '質檢不通過', 'Fail inspection'),
      who: ['staff'],
      permission: 'ReceivingQualityInspection:InspectPackage',
      notify: {
        title: t3('质检未通过', '質檢未通過', 'Inspection failed'),
        message: t3(
          '您的包裹 {name} 未通过收货质检，请查看包裹详情中的照片和说明。',
          '您的包裹 {name} 未通過收貨質檢，請查看包裹詳情中的照片和說明。',
          'Your parcel {name} failed its inspection: see the photos and the note on the parcel.',
        ),
        tone: 'warning',
      },
    },
    shelve: {
      from: ['Completed'],
      to: 'Shippable',
      label: t3('上架', '上架', 'Put on a shelf'),
      who: ['staff'],
      permission: 'PackagePutOnShelves:PutPackagesOnShelves',
      notify: {
        title: t3('包裹已上架', '包裹已上架', 'Parcel on the shelf'),
        message: t3(
          '您的包裹 {name} 已上架，可以下单发货了。',
          '您的包裹 {name} 已上架，可以下單出貨了。',
          'Your parcel {name} is on a shelf: it can go into an order now.',
        ),
        tone: 'success',
      },
    },
    lower: {
      from: ['Shippable'],
      to: 'Completed',
      label: t3('下架', '下架', 'Take off the shelf'),
      who: ['staff'],
      permission: 'Bin:BinLowerShelf',
    },
    depart: {
      from: ['Shippable'],
      to: 'Outbound',
      label: t3('出库', '出庫', 'Leave the warehouse'),
      who: ['system'],
    },
    deliver: {
      from: ['Outbound'],
      to: 'SignedFor',
      label: t3('妥投', '妥投', 'Deliver'),
      who: ['system'],
    },
  },
});

export const unknownItemFlow = defineWorkflow({
  entity: 'UnknownItem',
  record: t3('无主件', '無主件', 'Unknown item'),
  select: 'UnknownItemStatus',
  batch: 'each',
  states: {
    Unclaimed: { value: 1, name: t3('待认领', '待認領', 'Unclaimed'), colour: 'warning' },
    Claimed: { value: 2, name: t3('认领审核中', '認領審核中', 'Claim waiting'), colour: 'processing' },
    Assigned: { value: 3, name: t3('已分配', '已分配', 'Assigned'), colour: 'success' },
    Voided: { value: 4, name: t3('已作废', '已作廢', 'Voided'), colour: 'default' },
  },
  moves: {
    claim: {
      from: ['Unclaimed'],
      to: 'Claimed',
      label: t3('认领', '認領', 'Claim'),
      who: ['owner'],
    },
    withdraw: {
      from: ['Claimed'],
      to: 'Unclaimed',
      label: t3('撤回认领', '撤回認領', 'Withdraw the claim'),
      who: ['owner'],
    },
    assign: {
      from: ['Unclaimed', 'Claimed'],
      to: 'Assigned',
      label: t3('分配给客户', '分配給客戶', 'Assign to a customer'),
      who: ['staff'],
      permission: 'UnknownItem:PackageClaim',
      irreversible: true,
      confirm: t3(
        '把 {names} 分配给所选客户？',
        '把 {names} 分配給所選客戶？',
        'Assign {names} to the chosen customer?',
      ),
    },
    approveClaim: {
      from: ['Claimed'],
      to: 'Assigned',
      label: t3('通过认领', '通過認領', 'Approve the claim'),
      who: ['staff'],
      permission: 'UnknownItem:ApprovePackageClaim',
      irreversible: true,
      confirm: t3(
        '通过认领后，{names} 将成为认领客户的包裹。',
        '通過認領後，{names} 將成為認領客戶的包裹。',
        '{names} then becomes the claiming customer’s parcel.',
      ),
    },
    refuseClaim: {
      from: ['Claimed'],
      to: 'Unclaimed',
      label: t3('驳回认领', '駁回認領', 'Refuse the claim'),
      who: ['staff'],
      permission: 'UnknownItem:RefusePackageClaim',
    },
    // An item recorded by mistake (a label of ours, a mis-scan) goes, with its history, while
    // nobody claims it; its number may then be recorded again (docs/domain.md, "Parcels").
    void: {
      from: ['Unclaimed'],
      to: 'Voided',
      label: t3('作废', '作廢', 'Void'),
      who: ['staff'],
      permission: 'UnknownItem:VoidUnknownItem',
      irreversible: true,
      confirm: t3(
        '作废 {names}？只有登记错误的无主件（扫到了货架标签、扫描不完整）才应作废。',
        '作廢 {names}？只有登記錯誤的無主件（掃到了貨架標籤、掃描不完整）才應作廢。',
        'Void {names}? Only an item recorded by mistake (a shelf label, a partial scan) should be voided.',
      ),
    },
  },
});

/** A customer's claim of a parcel (an unknown item now; a return order later): the one claim
 * mechanism both use. */
export const packageClaimFlow = defineWorkflow({
  entity: 'PackageClaim',
  record: t3('包裹认领', '包裹認領', 'Parcel claim'),
  select: 'PackageClaimStatus',
  batch: 'each',
  states: {
    Pending: { value: 1, name: t3('待审核', '待審核', 'Waiting'), colour: 'processing' },
    Approved: { value: 2, name: t3('已通过', '已通過', 'Approved'), colour: 'success' },
    Refused: { value: 3, name: t3('已驳回', '已駁回', 'Refused'), colour: 'error' },
    Withdrawn: { value: 4, name: t3('已撤回', '已撤回', 'Withdrawn'), colour: 'default' },
  },
  moves: {
    approve: {
      from: ['Pending'],
      to: 'Approved',
      label: t3('通过', '通過', 'Approve'),
      who: ['staff'],
      permission: 'UnknownItem:ApprovePackageClaim',
      notify: {
        title: t3('认领已通过', '認領已通過', 'Claim approved'),
        message: t3(
          '您对 {name} 的认领已通过，包裹已归入您的账户。',
          '您對 {name} 的認領已通過，包裹已歸入您的帳戶。',
          'Your claim of {name} was approved: the parcel is now yours.',
        ),
        tone: 'success',
      },
    },
    refuse: {
      from: ['Pending'],
      to: 'Refused',
      label: t3('驳回', '駁回', 'Refuse'),
      who: ['staff'],
      permission: 'UnknownItem:RefusePackageClaim',
      notify: {
        title: t3('认领被驳回', '認領被駁回', 'Claim refused'),
        message: t3(
          '您对 {name} 的认领未通过，请查看审核说明。',
          '您對 {name} 的認領未通過，請查看審核說明。',
          'Your claim of {name} was refused: see the reviewer’s note.',
        ),
        tone: 'warning',
      },
    },
    withdraw: {
      from: ['Pending'],
      to: 'Withdrawn',
      label: t3('撤回', '撤回', 'Withdraw'),
      who: ['owner'],
    },
  },
});

export const binFlow = defineWorkflow({
  entity: 'Bin',
  record: t3('集包', '集包', 'Bin'),
  select: 'BinPackagingStatus',
  batch: 'each',
  states: {
    Packing: { value: 1, name: t3('装箱中', '裝箱中', 'Packing'), colour: 'processing' },
    OnShelf: { value: 2, name: t3('已上架', '已上架', 'On a shelf'), colour: 'success' },
    OffShelf: { value: 3, name: t3('已下架', '已下架', 'Off the shelf'), colour: 'default' },
  },
  moves: {
    putOnShelf: {
      from: ['Packing', 'OffShelf'],
      to: 'OnShelf',
      label: t3('上架', '上架', 'Put on a shelf'),
      who: ['staff'],
      permission: 'Bin:BinPutOnShelves',
    },
    lower: {
      from: ['OnShelf'],
      to: 'OffShelf',
      label: t3('下架', '下架', 'Take off the shelf'),
      who: ['staff'],
      permission: 'Bin:BinLowerShelf',
    },
  },
});

// ---- Warehouse documents ----

export const PackageGoodsInput = z.object({
  ProductName: zRequiredText(100),
  Quantity: zInteger({ max: 999_999, cannotBeZero: true }),
  UnitPrice: zMoney({ max: '9999999.99' }).optional().describe('declared value of one, in the currency'),
  PurchasePrice: zMoney({ max: '9999999.99' }).optional().describe('what the customer paid for one'),
  CommodityId: zId.optional().describe("one of the owner's commodities (the commodity picker)"),
});
export type PackageGoodsInput = z.infer<typeof PackageGoodsInput>;

export const ForecastPackageInput = z.object({
  TrackingNumber: zTrackingNumber,
  Goods: z.array(PackageGoodsInput).max(50).default([]),
  NeedsInspection: z.boolean().optional().describe('the owner asks the warehouse to inspect it'),
  Remarks: zRemarks.optional(),
});

export const EstablishWarehouseDocumentBody = z
  .object({
    WarehouseId: zRequiredId,
    OwnerId: zId.optional().describe('staff: required, the customer the parcels are for; a customer: ignored'),
    Packages: z.array(ForecastPackageInput).min(1, { error: 'validation.required' }).max(MAX_DOCUMENT_PACKAGES),
    Remarks: zRemarks.optional(),
  })
  .describe(
    'Forecasts parcels to one warehouse, each with its goods; answers the document Id. A tracking number given twice, ' +
      'or already waiting on another document, is Code 2 on it naming it.',
  );
export type EstablishWarehouseDocumentBody = z.infer<typeof EstablishWarehouseDocumentBody>;

export const BatchEstablishWarehouseDocumentBody = z
  .object({
    WarehouseId: zRequiredId,
    OwnerId: zId.optional().describe('staff: required; a customer: ignored'),
    TrackingNumbers: zRequiredText(20_000)
      .refine((v) => batchLines(v).length <= MAX_DOCUMENT_PACKAGES, {
        error: 'inbound.tooManyParcels',
        params: { max: MAX_DOCUMENT_PACKAGES },
      })
      .describe(`one per line, at most ${MAX_DOCUMENT_PACKAGES} (a document's most parcels)`),
    ProductNames: zRequiredText(20_000).describe('one per line, as many as tracking numbers'),
    UnitPrices: zRequiredText(20_000).describe('one per line, as many as tracking numbers'),
    PurchasePrices: zRequiredText(20_000).describe('one per line, as many as tracking numbers'),
    Remarks: zRemarks.optional(),
  })
  .describe(
    'Batch entry: parcel n is tracking number n with one item (quantity 1) of product name n at unit price n and ' +
      'purchase price n. Each list of another length than the tracking numbers is its own Code 2 on that field.',
  );
export type BatchEstablishWarehouseDocumentBody = z.infer<typeof BatchEstablishWarehouseDocumentBody>;

export const WarehouseDocumentRow = z.object({
  Id: z.number(),
  Number: z.string(),
  WarehouseId: z.number(),
  WarehouseName: z.string(),
  OwnerId: z.number(),
  UserName: z.string(),
  CustomerCode: z.string().nullable(),
  Status: z.number(),
  StatusName: z.string(),
  PackageCount: z.number(),
  SignedCount: z.number().describe('parcels signed in so far'),
  Remarks: z.string(),
  CreationTime: zTime,
  FinishedTime: zTime.nullable(),
});
export type WarehouseDocumentRow = z.infer<typeof WarehouseDocumentRow>;

export const GetWarehouseDocumentsBody = pageOf({
  Content: zContent.optional().describe("part of the document's number or of a tracking number on it"),
  WarehouseId: zId.optional(),
  Status: z.coerce.number().int().min(1).max(2).optional().describe('Select/GetWarehouseDocumentStatus'),
  UserId: zId.optional().describe('staff: the owner; a customer: absent or their own'),
}).describe('Date range: CreationTime.');
export type GetWarehouseDocumentsBody = z.infer<typeof GetWarehouseDocumentsBody>;

// ---- Packages ----

export const PackageGoodsRow = z.object({
  Id: z.number(),
  ProductName: z.string(),
  Quantity: z.number(),
  UnitPrice: z.string(),
  PurchasePrice: z.string(),
  CommodityId: z.number().nullable(),
  CommodityCode: z.string().nullable(),
});

export const PackageRow = z.object({
  Id: z.number(),
  Number: z.string().describe('our package number (its label)'),
  TrackingNumber: z.string().describe("the courier's number it came in under"),
  DocumentId: z.number().nullable(),
  DocumentNumber: z.string().nullable(),
  WarehouseId: z.number(),
  WarehouseName: z.string(),
  OwnerId: z.number(),
  UserName: z.string(),
  CustomerCode: z.string().nullable(),
  Status: z.number(),
  StatusName: z.string(),
  Weight: z.string().describe('kg, 3 decimals; "0" until weighed'),
  Length: z.string(),
  Width: z.string(),
  Height: z.string(),
  VolumeWeight: z.string().describe('L x W x H / 6000, kg (the common air divisor; a channel applies its own)'),
  ShelfNumber: z.string().nullable(),
  BinNumber: z.string().nullable(),
  NeedsInspection: z.boolean(),
  IncompleteReason: z.string(),
  SignedTime: zTime.nullable(),
  StorageDays: z.number().nullable().describe('whole days since signing'),
  CreationTime: zTime,
});
export type PackageRow = z.infer<typeof PackageRow>;

export const PackageDetail = PackageRow.extend({
  Goods: z.array(PackageGoodsRow),
  Photos: z.array(z.string()),
  Remarks: z.string(),
  ShelvedTime: zTime.nullable(),
  Inspections: z.array(
    z.object({
      Passed: z.boolean(),
      Note: z.string(),
      Photos: z.array(z.string()),
      UserName: z.string(),
      CreationTime: zTime,
    }),
  ),
});
export type PackageDetail = z.infer<typeof PackageDetail>;

/** Numbers typed or pasted into one box, split on commas, spaces and line breaks. */
export const numberList = (text: string) =>
  text
    .split(/[\s,，;；]+/)
    .map(pastedCode)
    .filter(Boolean);

export const GetPackagesBody = pageOf({
  Content: zContent.optional().describe('part of the package number, the tracking number or the owner'),
  Numbers: z
    .string()
    .max(10_000)
    .optional()
    .refine((v) => !v || numberList(v).length <= MAX_BATCH_SEARCH, {
      error: 'inbound.tooManyNumbers',
      params: { max: MAX_BATCH_SEARCH },
    })
    .describe(`batch search: up to ${MAX_BATCH_SEARCH} package or tracking numbers, separated by commas or spaces`),
  Status: z.coerce.number().int().min(1).max(6).optional().describe('Select/GetPackageStatus'),
  WarehouseId: zId.optional(),
  DocumentId: zId.optional(),
  UserId: zId.optional().describe('staff: the owner; a customer: absent or their own'),
  NeedsInspection: z.boolean().optional().describe('true: parcels waiting for an inspection'),
}).describe('Date range: CreationTime.');
export type GetPackagesBody = z.infer<typeof GetPackagesBody>;

export const TrackPackagesBody = z
  .object({
    Numbers: zRequiredText(2_000)
      .refine((v) => numberList(v).length <= MAX_TRACK_QUERY, {
        error: 'inbound.tooManyNumbers',
        params: { max: MAX_TRACK_QUERY },
      })
      .describe(`up to ${MAX_TRACK_QUERY} tracking or package numbers, separated by commas or line breaks`),
  })
  .describe('Where each parcel is: the ones found (a customer: their own), in the order asked');

export const CompletePackageBody = z.object({
  Id: zId,
  Weight: parcelWeight().optional(),
  Length: parcelLength().optional(),
  Width: parcelLength().optional(),
  Height: parcelLength().optional(),
  Remarks: zRemarks.optional(),
});

// ---- Signing ----

export const SignScanBody = z
  .object({
    Scan: zRequiredText(200).describe(
      'what the scanner read off the courier label (normalised and matched by the server)',
    ),
    WarehouseId: zRequiredId.describe('the station’s warehouse'),
    Weight: parcelWeight().optional().describe('kg, from the scale (or typed)'),
    Length: parcelLength().optional(),
    Width: parcelLength().optional(),
    Height: parcelLength().optional(),
    Photos: zPhotos,
    IncompleteReason: zText(200).optional().describe('set: signed in but something is missing (ToBeCompleted)'),
  })
  .describe('Signs the parcel the scan stands for, or records an unknown item when nobody forecast it');
export type SignScanBody = z.infer<typeof SignScanBody>;

/** What a signing scan did. */
export const SignOutcome = { Signed: 1, AlreadySigned: 2, UnknownItem: 3 } as const;

export const SignScanAnswer = z.object({
  Outcome: z.number().describe('1 signed, 2 already signed (nothing changed), 3 nobody forecast it: an unknown item'),
  Message: z.string().describe("what the floor screen says, in the user's language"),
  Package: PackageRow.nullable(),
  UnknownItemId: z.number().nullable(),
  UnknownItemNumber: z.string().nullable(),
});
export type SignScanAnswer = z.infer<typeof SignScanAnswer>;

export const SignPackagesBody = z.object({
  Ids: z.array(zId).min(1).max(200),
  IncompleteReason: zText(200).optional(),
});

export const BatchResult = z.object({
  Moved: z.array(z.object({ Id: z.number(), Name: z.string() })),
  Refused: z.array(z.object({ Id: z.number(), Name: z.string(), Reason: z.string() })),
});
export type BatchResult = z.infer<typeof BatchResult>;

export const LabelBody = z.object({ Id: zId });

// ---- Unknown items and claims ----

export const UnknownItemRow = z.object({
  Id: z.number(),
  Number: z.string(),
  TrackingNumber: z.string(),
  WarehouseId: z.number(),
  WarehouseName: z.string(),
  Weight: z.string(),
  Photos: z.array(z.string()),
  Status: z.number(),
  StatusName: z.string(),
  PackageId: z.number().nullable(),
  Remarks: z.string(),
  CreationTime: zTime,
});
export type UnknownItemRow = z.infer<typeof UnknownItemRow>;

export const GetUnknownItemsBody = pageOf({
  Content: zContent.optional().describe('part of the number or the tracking number'),
  Status: z.coerce.number().int().min(1).max(4).optional(),
  WarehouseId: zId.optional(),
});

export const AssignUnknownItemBody = z.object({ Id: zId, OwnerId: zRequiredId.describe('the customer it belongs to') });
export const VoidUnknownItemBody = z.object({
  Id: zId,
  Note: zText(200).optional().describe('why: kept in its state history'),
});

export const ClaimRow = z.object({
  Id: z.number(),
  UnknownItemId: z.number(),
  UnknownItemNumber: z.string(),
  TrackingNumber: z.string(),
  OwnerId: z.number(),
  UserName: z.string(),
  Note: z.string(),
  Photos: z.array(z.string()),
  Status: z.number(),
  StatusName: z.string(),
  ReviewNote: z.string(),
  CreationTime: zTime,
});
export type ClaimRow = z.infer<typeof ClaimRow>;

export const GetClaimsBody = pageOf({
  Content: zContent.optional(),
  Status: z.coerce.number().int().min(1).max(4).optional(),
  UserId: zId.optional(),
});

export const ParcelTrackingNumberClaimBody = z.object({
  TrackingNumber: zTrackingNumber,
  Note: zRequiredText(500).describe('what is in it, where it was bought: what shows it is yours'),
  Photos: zPhotos,
});
export const ReviewClaimBody = z.object({ Id: zId, Note: zText(500).optional() });

// ---- Inspection ----

export const InspectPackageBody = z.object({
  Id: zId,
  Passed: z.boolean(),
  Note: zText(500).optional(),
  Photos: zPhotos,
});

// ---- Shelving and bins ----

export const ShelveScanBody = z.object({
  PackageScan: zRequiredText(200).describe('the package (or courier) number scanned'),
  ShelfScan: zRequiredText(100)
    .optional()
    .describe('the shelf number scanned; absent: the parcel step alone, the parcel is read and checked, nothing moves'),
});

/** What a shelving scan did. */
export const ShelveOutcome = { Shelved: 1, AlreadyShelved: 2, ParcelRead: 3 } as const;

export const ShelveScanAnswer = z.object({
  Outcome: z
    .number()
    .describe('1 put on the shelf, 2 on that shelf already (nothing changed), 3 the parcel read: scan its shelf next'),
  Package: PackageRow,
  Message: z.string(),
});

export const BinRow = z.object({
  Id: z.number(),
  Number: z.string(),
  WarehouseId: z.number(),
  WarehouseName: z.string(),
  ShelfNumber: z.string().nullable(),
  Status: z.number(),
  StatusName: z.string(),
  PackageCount: z.number(),
  CreationTime: zTime,
});
export type BinRow = z.infer<typeof BinRow>;

export const GetBinsBody = pageOf({
  Content: zContent.optional(),
  Status: z.coerce.number().int().min(1).max(3).optional(),
  WarehouseId: zId.optional(),
});
export const EstablishBinBody = z.object({ WarehouseId: zRequiredId });
export const BinPackScanBody = z.object({
  BinScan: zRequiredText(100),
  PackageScan: zRequiredText(200),
});
export const BinShelfScanBody = z.object({ BinScan: zRequiredText(100), ShelfScan: zRequiredText(100) });
export const BinScanBody = z.object({ BinScan: zRequiredText(100) });
export const BinAnswer = z.object({ Bin: BinRow, Message: z.string() });

// ---- Call tables ----

const documentCalls = {
  GetWarehouseDocuments: {
    ...staffOwner,
    summary: 'Warehouse documents (inbound notices), newest first',
    body: GetWarehouseDocumentsBody,
    rows: WarehouseDocumentRow,
    counts: 'WarehouseDocumentStatus',
  },
  GetWarehouseDocumentById: {
    ...staffOwner,
    summary: 'A document with its parcels and their goods',
    body: IdBody,
    response: WarehouseDocumentRow.extend({ Packages: z.array(PackageDetail) }),
  },
  EstablishWarehouseDocument: {
    ...staffOwner,
    summary: 'Forecasts parcels, each with its goods; answers the document Id',
    body: EstablishWarehouseDocumentBody,
    response: z.number(),
  },
  BatchEstablishWarehouseDocument: {
    ...staffOwner,
    summary: 'Forecasts parcels from four pasted lists; answers the document Id',
    body: BatchEstablishWarehouseDocumentBody,
    response: z.number(),
  },
  FinishWarehouseDocuments: {
    ...staffOwner,
    summary: 'Finishes documents (irreversible): their unsigned parcels can no longer be signed; answers each outcome',
    body: z.object({ Ids: z.array(zId).min(1).max(200) }),
    response: BatchResult,
  },
  DeleteWarehouseDocument: {
    ...staffOwner,
    summary: 'Deletes an open document none of whose parcels was signed (Code 4 otherwise)',
    body: IdBody,
    response: z.boolean(),
  },
} as const;

export const warehouseDocumentCalls = defineCalls('WarehouseDocument', documentCalls);
export const userWarehouseDocumentCalls = defineCalls('UserWarehouseDocument', withAccess(documentCalls, 'customer'));

const packageCalls = {
  GetPackages: {
    ...staffOwner,
    summary: 'Parcels, newest first; batch search by numbers',
    body: GetPackagesBody,
    rows: PackageRow,
    counts: 'PackageStatus',
  },
  GetPackageById: {
    ...staffOwner,
    summary: 'A parcel with its goods, photos and inspections',
    body: IdBody,
    response: PackageDetail,
  },
  TrackPackages: {
    ...staffOwner,
    summary: 'Where each of up to 30 parcels is',
    body: TrackPackagesBody,
    response: z.array(PackageRow),
  },
} as const;

export const packageCallsTable = defineCalls('Package', {
  ...packageCalls,
  CompletePackage: {
    ...staffOwner,
    summary: 'Fills what signing found missing: ToBeCompleted -> Completed',
    body: CompletePackageBody,
    response: z.boolean(),
  },
});
export const userPackageCalls = defineCalls('UserPackage', withAccess(packageCalls, 'customer'));

export const packageSigningCalls = defineCalls('PackageSigning', {
  SignScan: {
    ...staffOwner,
    summary: 'The signing station: one scan signs a parcel',
    body: SignScanBody,
    response: SignScanAnswer,
  },
  SignPackages: {
    ...staffOwner,
    summary: 'Signs the selected parcels (the list view of signing); answers each outcome',
    body: SignPackagesBody,
    response: BatchResult,
  },
  GetPackageLabel: {
    ...staffOwner,
    summary: 'The 100 x 150 mm inbound label as a PDF',
    body: LabelBody,
    produces: 'application/pdf',
  },
  GetPackageLabelZpl: {
    ...staffOwner,
    summary: 'The same label as ZPL for a thermal printer (through the device hub)',
    body: LabelBody,
    response: z.string(),
  },
});

export const unknownItemCalls = defineCalls('UnknownItem', {
  GetUnknownItems: {
    ...staffPlatform,
    summary: 'Parcels nobody forecast',
    body: GetUnknownItemsBody,
    rows: UnknownItemRow,
    counts: 'UnknownItemStatus',
  },
  PackageClaim: {
    ...staffPlatform,
    summary: 'Assigns an unknown item to a customer: it becomes their parcel (to be completed); answers the package Id',
    body: AssignUnknownItemBody,
    response: z.number(),
  },
  GetPackageClaims: {
    ...staffOwner,
    summary: "Customers' claims",
    body: GetClaimsBody,
    rows: ClaimRow,
    counts: 'PackageClaimStatus',
  },
  ApprovePackageClaim: {
    ...staffOwner,
    summary: 'Approves a claim: the item becomes the claimant’s parcel; answers the package Id',
    body: ReviewClaimBody,
    response: z.number(),
  },
  RefusePackageClaim: {
    ...staffOwner,
    summary: 'Refuses a claim; the item is unclaimed again',
    body: ReviewClaimBody,
    response: z.boolean(),
  },
  VoidUnknownItem: {
    ...staffPlatform,
    summary: 'Voids an unknown item recorded by mistake, while nobody claims it (irreversible)',
    body: VoidUnknownItemBody,
    response: z.boolean(),
  },
});

export const userUnknownItemCalls = defineCalls('UserUnknownItem', {
  ParcelTrackingNumberClaim: {
    ...customerOwner,
    summary: 'Claims an unknown item by its tracking number, with proof; answers the claim Id',
    body: ParcelTrackingNumberClaimBody,
    response: z.number(),
  },
  GetPackageClaims: {
    ...customerOwner,
    summary: 'The caller’s claims',
    body: GetClaimsBody,
    rows: ClaimRow,
    counts: 'PackageClaimStatus',
  },
  DeletePackageClaim: { ...customerOwner, summary: 'Withdraws a waiting claim', body: IdBody, response: z.boolean() },
});

export const receivingInspectionCalls = defineCalls('ReceivingQualityInspection', {
  InspectPackage: {
    ...staffOwner,
    summary: 'Records an inspection; a failure keeps (or puts) the parcel ToBeCompleted and tells the owner',
    body: InspectPackageBody,
    response: z.boolean(),
  },
});

export const packagePutOnShelvesCalls = defineCalls('PackagePutOnShelves', {
  ShelveScan: {
    ...staffOwner,
    summary: 'The shelving station: scan a parcel, scan a shelf',
    body: ShelveScanBody,
    response: ShelveScanAnswer,
  },
  PutPackagesOnShelves: {
    ...staffOwner,
    summary: 'Puts the selected parcels on one shelf; answers each outcome',
    body: z.object({ Ids: z.array(zId).min(1).max(200), ShelfId: zRequiredId }),
    response: BatchResult,
  },
});

export const binCalls = defineCalls('Bin', {
  GetBins: {
    ...staffPlatform,
    summary: 'Bins (totes, cartons) and where they are',
    body: GetBinsBody,
    rows: BinRow,
    counts: 'BinPackagingStatus',
  },
  EstablishBin: {
    ...staffPlatform,
    summary: 'A new empty bin; answers its Id',
    body: EstablishBinBody,
    response: z.number(),
  },
  PackIntoBin: {
    ...staffPlatform,
    summary: 'Scan a bin, scan a parcel (Completed): the parcel goes into the bin',
    body: BinPackScanBody,
    response: BinAnswer,
  },
  BinPutOnShelves: {
    ...staffPlatform,
    summary:
      'Scan a bin, scan a shelf: the bin and every parcel in it go on the shelf (Shippable), a shelf log row each',
    body: BinShelfScanBody,
    response: BinAnswer,
  },
  BinLowerShelf: {
    ...staffPlatform,
    summary: 'Scan a bin: it and its parcels come off their shelf (Completed), a shelf log row each',
    body: BinScanBody,
    response: BinAnswer,
  },
  GetBinLabel: {
    ...staffPlatform,
    summary: "A bin's 100 x 50 mm label as a PDF: its number as a Code 128 and in large type",
    body: LabelBody,
    produces: 'application/pdf',
  },
  GetBinLabelZpl: {
    ...staffPlatform,
    summary: 'The same label as ZPL for a thermal printer (through the device hub)',
    body: LabelBody,
    response: z.string(),
  },
});

export const inboundTexts = areaTexts({
  messages: {
    'inbound.trackingTaken': t3(
      '{label} {number} 已预报且尚未签收：请核对单号。',
      '{label} {number} 已預報且尚未簽收：請核對單號。',
      '{label} {number} is already forecast and waiting to be signed in: check the number.',
    ),
    'inbound.trackingTwice': t3(
      '{label} {number} 重复填写：每个包裹只填一次。',
      '{label} {number} 重複填寫：每個包裹只填一次。',
      '{label} {number} is given twice: give each parcel once.',
    ),
    'inbound.countMismatch': t3(
      '{label}有 {count} 行，快递单号有 {expected} 行：请每个单号对应一行。',
      '{label}有 {count} 行，快遞單號有 {expected} 行：請每個單號對應一行。',
      '{label} has {count, plural, one {# line} other {# lines}} but the tracking numbers have {expected}: give one line per tracking number.',
    ),
    'inbound.priceLine': t3(
      '{label}第 {line} 行“{value}”不是金额：请填写如 12.50 的数字。',
      '{label}第 {line} 行「{value}」不是金額：請填寫如 12.50 的數字。',
      '{label} line {line}, “{value}”, is not an amount: enter a number such as 12.50.',
    ),
    'inbound.trackingLine': t3(
      '{label}第 {line} 行“{value}”不是快递单号：只能有字母、数字和中间的短横线。',
      '{label}第 {line} 行「{value}」不是快遞單號：只能有字母、數字和中間的短橫線。',
      '{label} line {line}, “{value}”, is not a tracking number: use letters, digits and inner dashes.',
    ),
    'inbound.tooManyParcels': t3(
      '{label}最多 {max} 个：一张入库单最多 {max} 个包裹，请分成几张入库单。',
      '{label}最多 {max} 個：一張入庫單最多 {max} 個包裹，請分成幾張入庫單。',
      '{label} takes at most {max, plural, one {# parcel} other {# parcels}} on one document: split them into several documents.',
    ),
    'inbound.awaitingInspection': t3('等待收货质检', '等待收貨質檢', 'waiting for its inspection'),
    'inbound.documentFinished': t3(
      '{number} 所在的入库单已完结，不能再签收。',
      '{number} 所在的入庫單已完結，不能再簽收。',
      'The document of {number} is finished: it can no longer be signed in.',
    ),
    'inbound.notCustomer': t3(
      '{label}不是客户：请选择一位客户。',
      '{label}不是客戶：請選擇一位客戶。',
      '{label} is not a customer: choose a customer.',
    ),
    'inbound.unknownWarehouse': t3(
      '{label}不存在或已停用：请从列表中选择仓库。',
      '{label}不存在或已停用：請從清單中選擇倉庫。',
      '{label} does not exist or is deactivated: choose a warehouse from the list.',
    ),
    'inbound.unknownCommodity': t3(
      '{label}不是该客户的商品：请从商品选择器中选择。',
      '{label}不是該客戶的商品：請從商品選擇器中選擇。',
      "{label} is not one of the customer's commodities: choose one in the commodity picker.",
    ),
    'inbound.documentHasSigned': t3(
      '{number} 已有包裹签收，不能删除：请改为完结。',
      '{number} 已有包裹簽收，不能刪除：請改為完結。',
      '{number} has parcels signed in already and cannot be deleted: finish it instead.',
    ),
    'inbound.scan.signed': t3(
      '已签收 {number}（{tracking}），客户 {customer}。',
      '已簽收 {number}（{tracking}），客戶 {customer}。',
      'Signed in {number} ({tracking}) for {customer}.',
    ),
    'inbound.scan.alreadySigned': t3(
      '{tracking} 已签收为 {number}：没有改动。',
      '{tracking} 已簽收為 {number}：沒有改動。',
      '{tracking} was signed in already as {number}: nothing changed.',
    ),
    'inbound.scan.unknown': t3(
      '没有人预报 {tracking}：已登记为无主件 {number}。',
      '沒有人預報 {tracking}：已登記為無主件 {number}。',
      'Nobody forecast {tracking}: recorded as unknown item {number}.',
    ),
    'inbound.scan.notAParcel': t3(
      '{label} {scan} 不是本仓的包裹：请核对后重扫。',
      '{label} {scan} 不是本倉的包裹：請核對後重掃。',
      '{label} {scan} is no parcel of this warehouse: check it and scan again.',
    ),
    'inbound.scan.ownLabel': t3(
      '{label} {scan} 是货架或周转箱标签：请扫描包裹上的快递面单。',
      '{label} {scan} 是貨架或周轉箱標籤：請掃描包裹上的快遞面單。',
      "{label} {scan} is a shelf or bin label: scan the courier's label on the parcel.",
    ),
    'inbound.scan.notACourierNumber': t3(
      '{label} {scan} 不像快递单号：请重新扫描快递面单的条码，或手动输入单号。',
      '{label} {scan} 不像快遞單號：請重新掃描快遞面單的條碼，或手動輸入單號。',
      "{label} {scan} does not read as a courier number: scan the courier's barcode again, or type its number.",
    ),
    'inbound.scan.partial': t3(
      '{label} {scan} 太短，不是完整的快递单号（至少 {min} 位）：请重新扫描整个条码。',
      '{label} {scan} 太短，不是完整的快遞單號（至少 {min} 位）：請重新掃描整個條碼。',
      '{label} {scan} is too short for a courier number (at least {min, plural, one {# character} other {# characters}}): scan the whole barcode again.',
    ),
    'inbound.scan.badCheck': t3(
      '{label} {scan} 的校验位不符，条码没有读全：请重新扫描。',
      '{label} {scan} 的校驗位不符，條碼沒有讀全：請重新掃描。',
      '{label} {scan} was not read whole (its check digit does not hold): scan the barcode again.',
    ),
    'inbound.scan.ourNumber': t3(
      '{label} {scan} 是本系统的编号，不是快递单号：请扫描包裹上的快递面单。',
      '{label} {scan} 是本系統的編號，不是快遞單號：請掃描包裹上的快遞面單。',
      "{label} {scan} is one of our own numbers, not a courier's: scan the courier's label on the parcel.",
    ),
    'inbound.scan.shelfForParcel': t3(
      '{label} {scan} 是货架：请先扫描包裹，再扫描货架。',
      '{label} {scan} 是貨架：請先掃描包裹，再掃描貨架。',
      '{label} {scan} is a shelf: scan a parcel first, then its shelf.',
    ),
    'inbound.scan.binForParcel': t3(
      '{label} {scan} 是周转箱：请扫描包裹；整箱上架请用“集包上架”。',
      '{label} {scan} 是周轉箱：請掃描包裹；整箱上架請用「集包上架」。',
      '{label} {scan} is a bin: scan a parcel (a whole bin goes on a shelf under Bin shelving).',
    ),
    'inbound.scan.shelfElsewhere': t3(
      '{label} {scan} 是{warehouse}的货架，不是{here}的：请扫描{here}的货架。',
      '{label} {scan} 是{warehouse}的貨架，不是{here}的：請掃描{here}的貨架。',
      '{label} {scan} is a shelf of {warehouse}, not of {here}: scan a shelf of {here}.',
    ),
    'inbound.scan.parcelRead': t3(
      '包裹 {number}（{tracking}）：请扫描货架。',
      '包裹 {number}（{tracking}）：請掃描貨架。',
      'Parcel {number} ({tracking}): now scan its shelf.',
    ),
    'inbound.scan.alreadyShelved': t3(
      '{number} 已在货架 {shelf} 上：没有改动。',
      '{number} 已在貨架 {shelf} 上：沒有改動。',
      '{number} is on shelf {shelf} already: nothing changed.',
    ),
    'inbound.scan.notAShelf': t3(
      '{label} {scan} 不是货架：请扫描货架标签。',
      '{label} {scan} 不是貨架：請掃描貨架標籤。',
      '{label} {scan} is no shelf: scan a shelf label.',
    ),
    'inbound.scan.otherWarehouse': t3(
      '货架 {shelf} 在另一个仓库，包裹 {number} 不能放上去。',
      '貨架 {shelf} 在另一個倉庫，包裹 {number} 不能放上去。',
      'Shelf {shelf} is in another warehouse: parcel {number} cannot go on it.',
    ),
    'inbound.scan.shelved': t3(
      '{number} 已上架到 {shelf}。',
      '{number} 已上架到 {shelf}。',
      '{number} is on shelf {shelf}.',
    ),
    'inbound.bin.notABin': t3(
      '{label} {scan} 不是周转箱：请扫描周转箱标签。',
      '{label} {scan} 不是周轉箱：請掃描周轉箱標籤。',
      '{label} {scan} is no bin: scan a bin label.',
    ),
    'inbound.bin.packed': t3(
      '{number} 已装入周转箱 {bin}。',
      '{number} 已裝入周轉箱 {bin}。',
      '{number} is in bin {bin}.',
    ),
    'inbound.bin.inOtherBin': t3(
      '{number} 已在周转箱 {bin} 中。',
      '{number} 已在周轉箱 {bin} 中。',
      '{number} is in bin {bin} already.',
    ),
    'inbound.bin.notCompleted': t3(
      '{number} 当前为“{state}”：只有已完善的包裹可以装箱。',
      '{number} 目前為「{state}」：只有已完善的包裹可以裝箱。',
      '{number} is {state}: only a completed parcel goes into a bin.',
    ),
    'inbound.bin.notPacking': t3(
      '周转箱 {bin} 在货架上：请先下架再装箱。',
      '周轉箱 {bin} 在貨架上：請先下架再裝箱。',
      'Bin {bin} is on a shelf: take it off before packing into it.',
    ),
    'inbound.bin.empty': t3(
      '周转箱 {bin} 是空的：请先装入包裹。',
      '周轉箱 {bin} 是空的：請先裝入包裹。',
      'Bin {bin} is empty: pack parcels into it first.',
    ),
    'inbound.bin.onShelf': t3(
      '周转箱 {bin} 及其 {count} 个包裹已上架到 {shelf}。',
      '周轉箱 {bin} 及其 {count} 個包裹已上架到 {shelf}。',
      'Bin {bin} and its parcels ({count}) are on shelf {shelf}.',
    ),
    'inbound.bin.lowered': t3(
      '周转箱 {bin} 及其 {count} 个包裹已从 {shelf} 下架。',
      '周轉箱 {bin} 及其 {count} 個包裹已從 {shelf} 下架。',
      'Bin {bin} and its parcels ({count}) are off shelf {shelf}.',
    ),
    'inbound.log.parcelOn': t3('包裹 {number} 上架', '包裹 {number} 上架', 'Parcel {number} put on the shelf'),
    'inbound.log.parcelOnBin': t3(
      '包裹 {number} 随周转箱 {bin} 上架',
      '包裹 {number} 隨周轉箱 {bin} 上架',
      'Parcel {number} put on the shelf in bin {bin}',
    ),
    'inbound.log.parcelOff': t3('包裹 {number} 下架', '包裹 {number} 下架', 'Parcel {number} taken off the shelf'),
    'inbound.log.parcelOffBin': t3(
      '包裹 {number} 随周转箱 {bin} 下架',
      '包裹 {number} 隨周轉箱 {bin} 下架',
      'Parcel {number} taken off the shelf in bin {bin}',
    ),
    'inbound.claim.noSuchItem': t3(
      '没有单号为 {number} 的待认领包裹：请核对单号，或联系仓库。',
      '沒有單號為 {number} 的待認領包裹：請核對單號，或聯絡倉庫。',
      'No unclaimed parcel has tracking number {number}: check it, or ask the warehouse.',
    ),
    'inbound.claim.waiting': t3(
      '您对 {number} 的认领正在审核：请等待结果。',
      '您對 {number} 的認領正在審核：請等待結果。',
      'Your claim of {number} is being reviewed: wait for the outcome.',
    ),
    'inbound.tooManyNumbers': t3(
      '{label}最多 {max} 个号码：请分批查询。',
      '{label}最多 {max} 個號碼：請分批查詢。',
      '{label} takes at most {max, plural, one {# number} other {# numbers}}: search them in parts.',
    ),
  },
  fields: {
    Packages: t3('包裹', '包裹', 'Parcels'),
    Goods: t3('物品', '物品', 'Goods'),
    ProductName: t3('品名', '品名', 'Product name'),
    ProductNames: t3('品名', '品名', 'Product names'),
    UnitPrice: t3('单价', '單價', 'Unit price'),
    UnitPrices: t3('单价', '單價', 'Unit prices'),
    PurchasePrice: t3('采购价', '採購價', 'Purchase price'),
    PurchasePrices: t3('采购价', '採購價', 'Purchase prices'),
    TrackingNumbers: t3('快递单号', '快遞單號', 'Tracking numbers'),
    TrackingNumber: t3('快递单号', '快遞單號', 'Tracking number'),
    DocumentId: t3('入库单', '入庫單', 'Warehouse document'),
    NeedsInspection: t3('需要质检', '需要質檢', 'Needs inspection'),
    Scan: t3('扫描', '掃描', 'Scan'),
    PackageScan: t3('包裹', '包裹', 'Parcel'),
    ShelfScan: t3('货架', '貨架', 'Shelf'),
    BinScan: t3('周转箱', '周轉箱', 'Bin'),
    IncompleteReason: t3('待完善原因', '待完善原因', 'What is missing'),
    Photos: t3('照片', '照片', 'Photos'),
    Passed: t3('质检结果', '質檢結果', 'Result'),
    Weight: t3('重量', '重量', 'Weight'),
    Height: t3('高', '高', 'Height'),
  },
  buttons: {
    UnknownItemVoidUnknownItem: t3('作废无主件', '作廢無主件', 'Void unknown item'),
  },
});
