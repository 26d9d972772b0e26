import path from 'node:path';

/** The build the browser tests serve; `E2E_WEB_DIST` gives a private one, so that two people
 * running browser tests at once do not rebuild each other's chunks away. */
export const WEB_DIST = process.env.E2E_WEB_DIST ?? path.resolve(import.meta.dirname, '../dist');
