/** Texts of the table, search panel and picker widgets (apps/web/src/components). English is the
 * reference key set. */
export default {
  pleaseSelectRow: 'Please select a row',
  pleaseEnter: 'Please enter {{label}}',
  pleaseSelect: 'Please select {{label}}',
  more: 'More',
  columns: 'Columns',
  moveUp: 'Move up',
  moveDown: 'Move down',
  resetColumns: 'Reset columns',
  replicated: 'Copied',
  copyFailed: 'Copy failed',
  actions: 'Actions',
  total: 'Total',
  detail: 'Detail',
  expand: 'Expand',
  collapse: 'Collapse',
  clear: 'Clear',
  cannotBeEmpty: 'cannot be empty',
  notSaved: 'Not saved: check {{columns}}',
};
