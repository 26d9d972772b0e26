import type { CountryOption, Lang } from '@wms/contract';
import type { Deps } from '../../platform/deps.js';
import * as repo from './repository.js';

const nameIn = (lang: Lang, r: { nameZhCn: string; nameZhTw: string; nameEn: string }) =>
  lang === 'zh-cn' ? r.nameZhCn : lang === 'zh-tw' ? r.nameZhTw : r.nameEn;

/** Reference lists every signed-in screen picks from; nobody owns these rows. */
export function lookupsService(deps: Deps) {
  const { db } = deps;
  return {
    async countries(lang: Lang, content?: string): Promise<CountryOption[]> {
      const rows = await repo.findCountries(db, content);
      return rows.map((r) => ({ Value: r.id, Name: nameIn(lang, r), Code: r.code, PhoneCode: r.phoneCode }));
    },
  };
}
