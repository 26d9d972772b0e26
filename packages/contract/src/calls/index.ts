// Every area's calls: its schemas and its call table. A new area adds its file here; its table
// joins the typed client and the permission codes by itself (registry.ts).
export * from './account.js';
export * from './address-books.js';
export * from './captcha.js';
export * from './carriers.js';
export * from './channels.js';
export * from './commodities.js';
export * from './commodity-categories.js';
export * from './core.js';
export * from './countries.js';
export * from './currencies.js';
export * from './customs.js';
export * from './expense-types.js';
export * from './history.js';
export * from './inventory.js';
export * from './menus.js';
export * from './organizes.js';
export * from './phone-auth.js';
export * from './region.js';
export * from './roles.js';
export * from './shelves.js';
export * from './shipping-addresses.js';
export * from './site.js';
export * from './speech.js';
export * from './upload.js';
export * from './users.js';
export * from './warehouses.js';
