import { eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import {
  countries,
  declarantInformations,
  recipientInformations,
  selfPickupAddresses,
  users,
} from '../db/schema/index.js';
import { regionCodes } from '../modules/reference/address-books/checks.js';

/** Demo address books: recipients and declarants of both demo customers, three collection points. */
export async function seedAddressBooks(tx: Queryable) {
  const country = Object.fromEntries(
    (
      await tx
        .select({ id: countries.id, code: countries.code })
        .from(countries)
        .where(inArray(countries.code, ['CN', 'HK', 'MO']))
    ).map((c) => [c.code, c.id]),
  ) as Record<'CN' | 'HK' | 'MO', number>;
  const customer = async (userName: string) =>
    (await tx.select({ id: users.id }).from(users).where(eq(users.userName, userName)))[0]!.id;
  const [c1, c2] = [await customer('customer1'), await customer('customer2')];

  await tx.insert(recipientInformations).values([
    {
      ownerId: c1,
      contactName: 'Chan Siu Ming',
      phone: '91234567',
      receivingPhone: '23456789',
      countryId: country.HK,
      regionId: 344,
      detailedAddress: 'Flat 12A, 8 Nathan Road, Tsim Sha Tsui',
    },
    {
      ownerId: c1,
      contactName: '王小明',
      phone: '13800138000',
      countryId: country.CN,
      regionId: 440305,
      detailedAddress: '科技园南区 1 栋 101',
      postcode: '518057',
    },
    {
      ownerId: c2,
      contactName: 'Lei Ka Man',
      phone: '66123456',
      countryId: country.MO,
      regionId: 446,
      detailedAddress: 'Avenida de Almeida Ribeiro 32',
    },
  ]);
  await tx.insert(declarantInformations).values([
    {
      ownerId: c1,
      declarantName: '张伟',
      countryId: country.CN,
      idCardNumber: '11010519491231002X',
      phone: '13800138001',
      address: '北京市朝阳区建国路 88 号',
    },
    {
      ownerId: c2,
      declarantName: 'Wong Tai Sin',
      countryId: country.HK,
      idCardNumber: 'A123456(3)',
      phone: '51234567',
      address: '1 Kwai Chung Road',
    },
  ]);
  const cn = { code: 'CN', phoneCode: '86' };
  const hk = { code: 'HK', phoneCode: '852' };
  const codes = (regionId: number, c: typeof cn) => {
    const r = regionCodes(regionId, c);
    return {
      countryCode: r.CountryCode,
      provinceCode: r.ProvinceCode,
      cityCode: r.CityCode,
      countyCode: r.CountyCode,
      townCode: r.TownCode,
    };
  };
  await tx.insert(selfPickupAddresses).values([
    {
      siteName: 'Kwai Chung Collection Point',
      countryId: country.HK,
      regionId: 344,
      ...codes(344, hk),
      address: 'Unit 5, 18 Kwai Hei Street, Kwai Chung',
      contact: 'Ms Lee',
      phone: '23456780',
      openingHours: 'Mon-Sat 10:00-20:00',
    },
    {
      siteName: '深圳南山自提点',
      countryId: country.CN,
      regionId: 440305,
      ...codes(440305, cn),
      address: '南山大道 1000 号',
      contact: '李先生',
      phone: '13900139000',
      openingHours: '09:00-21:00',
    },
    {
      siteName: '广州天河自提点',
      countryId: country.CN,
      regionId: 440106,
      ...codes(440106, cn),
      address: '天河路 385 号',
      phone: '13700137000',
      openingHours: '10:00-22:00',
    },
  ]);
}
