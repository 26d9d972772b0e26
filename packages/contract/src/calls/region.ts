import { z } from 'zod';
import { Empty, zId } from '../paging.js';
import { defineCalls, openPublic, signedInPublic } from './define.js';

// ---------------------------------------------------------------------------------------------
// Region: the cascading region selector, at most 5 levels:
// country, province, city, county, town.

/** The deepest level the selector shows; nothing is ever answered below it. */
export const MAX_REGION_LEVEL = 5;

const RegionId = z
  .number()
  .describe(
    'Countries: ISO 3166-1 numeric (China 156, Hong Kong 344, Macau 446, Taiwan 158, US 840). Chinese divisions: ' +
      'the GB/T 2260 code, 6 digits for province, city and county (440000, 440300, 440305), 9 digits for a town ' +
      '(440305001). A stored region id can be shown back with GetRegionPath.',
  );
const RegionName = z.string().describe('zh-cn as published; zh-tw in traditional characters; en-us in pinyin');
const RegionLevel = z.number().int().min(1).max(MAX_REGION_LEVEL).describe('1 country ... 5 town');

export const GetRegionsByParentIdBody = z
  .object({ ParentId: zId.describe('a country or a division id from an earlier answer') })
  .describe(
    'The children of a region, in code order. A region without children (any country but China, a town) answers []. ' +
      'Unknown ParentId: Code 3.',
  );
export type GetRegionsByParentIdBody = z.infer<typeof GetRegionsByParentIdBody>;

export const GetRegionPathBody = z
  .object({ Id: zId.describe('a region id as stored by a form') })
  .describe('The chain from the country down to that region; unknown Id: Code 3');
export type GetRegionPathBody = z.infer<typeof GetRegionPathBody>;

export const RegionRoot = z.object({
  Id: RegionId,
  Name: RegionName,
  Code: z.string().describe('ISO 3166-1 alpha-2'),
  PhoneCode: z.string().nullable(),
  HasChildren: z.boolean().describe('true for China only: the divisions of other countries are not kept'),
  Level: z.literal(1),
});
export type RegionRoot = z.infer<typeof RegionRoot>;
export const RegionRootList = z
  .array(RegionRoot)
  .describe('Every country of the countries table, in its display order. Open: the registration page uses it');

export const RegionNode = z.object({
  Id: RegionId,
  Name: RegionName,
  Code: z.string().describe('the GB/T 2260 code as text: the digits of Id'),
  HasChildren: z.boolean().describe('false for towns (level 5) and for divisions the data has nothing under'),
  Level: RegionLevel,
});
export type RegionNode = z.infer<typeof RegionNode>;
export const RegionNodeList = z.array(RegionNode);

export const RegionPathItem = z.object({ Id: RegionId, Name: RegionName, Level: RegionLevel });
export type RegionPathItem = z.infer<typeof RegionPathItem>;
export const RegionPath = z.array(RegionPathItem).describe('Country first, the asked region last');

export const regionCalls = defineCalls('Region', {
  GetRegionRoots: {
    ...openPublic,
    summary: 'Countries: the first level of the region selector, with phone codes',
    body: Empty,
    response: RegionRootList,
  },
  GetRegionsByParentId: {
    ...signedInPublic,
    summary: 'The children of a country or division (province, city, county, town)',
    body: GetRegionsByParentIdBody,
    response: RegionNodeList,
  },
  GetRegionPath: {
    ...signedInPublic,
    summary: 'A stored region read back: the chain from its country down to it',
    body: GetRegionPathBody,
    response: RegionPath,
  },
});
