import { fieldLabel } from '@wms/contract';
import { useTranslation } from 'react-i18next';
import { isLocale, LOCALE_INFO } from './locales';

/** The label of a wire field in the user's language, from the contract's one catalogue of field
 * labels (the same words a Code 2 message names the field by): columns and form items of set-up
 * screens use it instead of texts of their own. */
export function useFieldLabel(): (field: string) => string {
  const { i18n } = useTranslation();
  const lang = LOCALE_INFO[isLocale(i18n.language) ? i18n.language : 'zh-CN'].tag;
  return (field) => fieldLabel(field, lang);
}
