import { z } from 'zod';
import { MAX_ID, pageOf, zId } from '../paging.js';

// ---------------------------------------------------------------------------------------------
// Commodity categories (a tree) and cargo types: reference data staff keep for commodities
// (spec 02 section 5: "cargo type, category" are required on a commodity). Staff manage them
// under `/CommodityCategories/` and `/CargoType/`; every signed-in user reads the active ones
// through GetCommodityCategoriesByOneAllList and `/Select/GetCargoType`.

const IsoTime = z.string().describe('ISO 8601 UTC');
const zName = z.string().trim().min(1).max(50);
const zRemarks = z.string().trim().max(500);

/** A missing or null value reads "cannot be empty"; any other value must be a valid id. */
export const zRequiredId = z
  .union([z.number(), z.string()], {
    error: (i) => (i.input === undefined || i.input === null ? 'validation.required' : undefined),
  })
  .pipe(z.coerce.number<string | number>().int().positive().max(MAX_ID));

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
    CreationTime: IsoTime,
    Children: z.array(CommodityCategoryNode),
  }),
);

const categoryFields = {
  Name: zName.describe('required; unique among its siblings whatever the case'),
  ParentId: zId.nullable().optional().describe('absent or null = a root'),
  Sort: z.coerce.number().int().min(0).max(99_999).optional().describe('display order among siblings, default 0'),
};
export const EstablishCommodityCategoriesBody = z
  .object(categoryFields)
  .describe('Creates a category; answers its Id. A duplicate sibling name is Code 4.');
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

// ---- Cargo types ----

export const GetCargoTypesBody = pageOf({
  Content: z.string().trim().max(64).optional().describe('part of the name or remarks, any case'),
  IsDeactivate: z.boolean().optional(),
}).describe('sortType: 0 CreationTime (default), 1 Name. Date range: CreationTime.');
export type GetCargoTypesBody = z.infer<typeof GetCargoTypesBody>;

export const CargoTypeRow = z.object({
  Id: z.number(),
  Name: z.string(),
  Remarks: z.string(),
  IsDeactivate: z.boolean(),
  CommodityCount: z.number().describe('commodities of this cargo type'),
  CreationTime: IsoTime,
});
export type CargoTypeRow = z.infer<typeof CargoTypeRow>;

const cargoTypeFields = {
  Name: zName.describe('required; unique whatever the case'),
  Remarks: zRemarks.optional(),
};
export const EstablishCargoTypeBody = z
  .object(cargoTypeFields)
  .describe('Creates a cargo type; answers its Id. A duplicate name is Code 4.');
export type EstablishCargoTypeBody = z.infer<typeof EstablishCargoTypeBody>;

export const EditCargoTypeBody = z
  .object({ ...cargoTypeFields, Id: zId, IsDeactivate: z.boolean().optional().describe('absent = unchanged') })
  .describe('Full replacement of the editable fields.');
export type EditCargoTypeBody = z.infer<typeof EditCargoTypeBody>;
