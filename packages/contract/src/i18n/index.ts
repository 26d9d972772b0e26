import { accountMessages } from './account.js';
import { commodityMessages } from './commodities.js';
import { coreMessages } from './core.js';
import { errorMessages } from './errors.js';
import { menuMessages, menuTitles } from './menus.js';
import { numberingMessages } from './numbering.js';
import { phoneAuthMessages } from './phone-auth.js';
import { recordMessages } from './records.js';
import { regionMessages } from './region.js';
import { securityMessages } from './security.js';
import { shelvesMessages } from './shelves.js';
import { siteMessages } from './site.js';
import { usersMessages } from './users.js';
import { validationMessages } from './validation.js';
import { warehouseMessages } from './warehouses.js';

export * from './define.js';
export * from './fields.js';
export * from './menus.js';
/** Every message key the server may send, in the three languages. */
export const messages = {
  ...errorMessages,
  ...accountMessages,
  ...usersMessages,
  ...coreMessages,
  ...phoneAuthMessages,
  ...validationMessages,
  ...numberingMessages,
  ...menuTitles,
  ...menuMessages,
  ...siteMessages,
  ...regionMessages,
  ...warehouseMessages,
  ...shelvesMessages,
  ...commodityMessages,
  ...recordMessages,
  ...securityMessages,
};
