// The HTTP layer by concern: language, validation, envelope, guard, multipart, registration,
// error mapping and shutdown (docs/architecture.md, "How a request flows").
export { keepRawBody } from './api-key.js';
export * from './envelope.js';
export * from './errors.js';
export * from './guard.js';
export * from './lang.js';
export * from './multipart.js';
export * from './register.js';
export { installSecurityHeaders, uploadDisposition } from './security-headers.js';
export * from './shutdown.js';
export * from './validation.js';
