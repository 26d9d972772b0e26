export * from './calls/define.js';
export * from './calls/index.js';
export * from './codes.js';
export * from './i18n/index.js';
export * from './paging.js';
export * from './primitives.js';
export * from './registry.js';
export * from './validators/index.js';
