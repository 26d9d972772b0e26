import { fieldLabel } from '@wms/contract';
import { useLang } from './useLang';

/** The label of a wire field in the user's language, from the contract's one catalogue of field
 * labels (the same words a Code 2 message names the field by): columns and form items of set-up
 * screens use it instead of texts of their own. */
export function useFieldLabel(): (field: string) => string {
  const lang = useLang();
  return (field) => fieldLabel(field, lang);
}
