export * from './define.js';
export * from './device.js';
export * from './push.js';
