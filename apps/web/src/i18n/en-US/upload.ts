/** Texts of the upload widgets in apps/web/src/components. English is the reference key set. */
export default {
  placeholder: '',
};
