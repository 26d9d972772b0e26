/** Texts of the table widgets in apps/web/src/components. English is the reference key set. */
export default {
  placeholder: '',
};
