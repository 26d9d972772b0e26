export * from './address-books.js';
export * from './catalogue.js';
export * from './channels.js';
export * from './core.js';
export * from './identity.js';
export * from './platform.js';
export * from './reference.js';
export * from './warehouse.js';
