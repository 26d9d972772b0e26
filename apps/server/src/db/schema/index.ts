export * from './core.js';
export * from './identity.js';
export * from './platform.js';
