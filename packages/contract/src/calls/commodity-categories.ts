import { z } from 'zod';
import { Empty, IdBody, pageOf, zId } from '../paging.js';
import { zContent, zDeactivate, zName, zRemarks, zTime } from '../primitives.js';
import { zInteger } from '../validators/schemas.js';
import { defineCalls, signedInPublic, staffPlatform } from './define.js';

// ---------------------------------------------------------------------------------------------
// Commodity categories (a tree) and cargo types: reference data staff keep for commodities
//. Staff manage them
// under `/CommodityCategories/` and `/CargoType/`; every signed-in user reads the active ones
// through GetCommodityCategoriesByOneAllList and `/Select/GetCargoType`.

// ---- Categories ----

export const GetCommodityCategoriesBody = z
  .object({
    Content: z.string().trim().max(64).optional().describe('part of the name, any case: matches and their ancestors'),
    IsDeactivate: z.boolean().optional(),
  })
  .describe('The whole tree (categories are few), siblings by Sort then Name.');
export type GetCommodityCategoriesBody = z.infer<typeof GetCommodityCategoriesBody>;

export interface CommodityCategoryNode {
  Id: number;
  Name: string;
  ParentId: number | null;
  Sort: number;
  IsDeactivate: boolean;
  /** Commodities filed directly under this category. */
  CommodityCount: number;
  CreationTime: string;
  Children: CommodityCategoryNode[];
}
export const CommodityCategoryNode: z.ZodType<CommodityCategoryNode> = z.lazy(() =>
  z.object({
    Id: z.number(),
    Name: z.string(),
    ParentId: z.number().nullable(),
    Sort: z.number(),
    IsDeactivate: z.boolean(),
    CommodityCount: z.number().describe('commodities filed directly under this category'),
    CreationTime: zTime,
    Children: z.array(CommodityCategoryNode),
  }),
);

const categoryFields = {
  Name: zName().describe('required; unique among its siblings whatever the case'),
  ParentId: zId.nullable().optional().describe('absent or null = a root'),
  Sort: zInteger({ max: 99_999 }).optional().describe('display order among siblings, default 0'),
};
export const EstablishCommodityCategoriesBody = z
  .object(categoryFields)
  .describe('Creates a category; answers its Id. A duplicate sibling name is Code 2 (Name).');
export type EstablishCommodityCategoriesBody = z.infer<typeof EstablishCommodityCategoriesBody>;

export const EditCommodityCategoriesBody = z
  .object({ ...categoryFields, Id: zId, IsDeactivate: z.boolean().optional().describe('absent = unchanged') })
  .describe(
    'Full replacement of the editable fields (absent ParentId = moved to the roots). Moving a category under ' +
      'itself or one of its descendants is Code 2 (ParentId).',
  );
export type EditCommodityCategoriesBody = z.infer<typeof EditCommodityCategoriesBody>;

/** A node of the select tree (GetCommodityCategoriesByOneAllList). */
export interface CategoryOption {
  Id: number;
  Name: string;
  Children: CategoryOption[];
}
export const CategoryOption: z.ZodType<CategoryOption> = z.lazy(() =>
  z.object({ Id: z.number(), Name: z.string(), Children: z.array(CategoryOption) }),
);

/** The commodity category tree: staff manage it, everyone signed in picks from it. */
export const commodityCategoryCalls = defineCalls('CommodityCategories', {
  GetCommodityCategories: {
    ...staffPlatform,
    summary: 'The category tree with commodity counts; filters keep matches and their ancestors',
    body: GetCommodityCategoriesBody,
    response: z.array(CommodityCategoryNode),
  },
  EstablishCommodityCategories: {
    ...staffPlatform,
    summary: 'Creates a category; answers its Id',
    body: EstablishCommodityCategoriesBody,
    response: z.number(),
  },
  EditCommodityCategories: { ...staffPlatform, body: EditCommodityCategoriesBody, response: z.boolean() },
  DeleteCommodityCategories: {
    ...staffPlatform,
    summary: 'Deletes a category: refused (Code 4) while it has subcategories or commodities',
    body: IdBody,
    response: z.boolean(),
  },
  GetCommodityCategoriesByOneAllList: {
    ...signedInPublic,
    summary: 'The whole active tree for selects: Id, Name, Children',
    body: Empty,
    response: z.array(CategoryOption),
  },
});

// ---- Cargo types ----

export const GetCargoTypesBody = pageOf({
  Content: zContent.optional().describe('part of the name or remarks, any case'),
  IsDeactivate: z.boolean().optional(),
}).describe('Date range: CreationTime.');
export type GetCargoTypesBody = z.infer<typeof cargoTypeCalls.GetCargoTypes.body>;

export const CargoTypeRow = z.object({
  Id: z.number(),
  Name: z.string(),
  Remarks: z.string(),
  IsDeactivate: z.boolean(),
  CommodityCount: z.number().describe('commodities of this cargo type'),
  CreationTime: zTime,
});
export type CargoTypeRow = z.infer<typeof CargoTypeRow>;

const cargoTypeFields = {
  Name: zName().describe('required; unique whatever the case'),
  Remarks: zRemarks.optional(),
};
export const EstablishCargoTypeBody = z.object(cargoTypeFields);
export type EstablishCargoTypeBody = z.infer<typeof EstablishCargoTypeBody>;

export const EditCargoTypeBody = z.object({ ...cargoTypeFields, Id: zId, IsDeactivate: zDeactivate });
export type EditCargoTypeBody = z.infer<typeof EditCargoTypeBody>;

/** Cargo types (general, battery, liquid ...): staff keep the list commodities choose from. */
export const cargoTypeCalls = defineCalls('CargoType', {
  GetCargoTypes: {
    ...staffPlatform,
    body: GetCargoTypesBody,
    rows: CargoTypeRow,
    sorts: ['CreationTime', 'Name', 'CommodityCount'],
  },
  GetCargoTypeById: { ...staffPlatform, body: IdBody, response: CargoTypeRow },
  EstablishCargoType: {
    ...staffPlatform,
    summary: 'Creates a cargo type; answers its Id. A name in use is Code 2 (Name).',
    body: EstablishCargoTypeBody,
    response: z.number(),
  },
  EditCargoType: { ...staffPlatform, body: EditCargoTypeBody, response: z.boolean() },
  DeleteCargoType: {
    ...staffPlatform,
    summary: 'Deletes a cargo type: refused (Code 4) while commodities use it',
    body: IdBody,
    response: z.boolean(),
  },
});
