import { afterEach, beforeEach } from 'vitest';
import { setToastAdapter } from '../src/api/notify';

// Every component test file starts with this (the web project's setup file). Without an adapter,
// a toast loads antd's static notification on first use (src/api/notify.ts); a request that ends
// after a file's last test (a refusal toasted once the tree was unmounted) then asked for that
// chunk after the file's jsdom was torn down, and vitest failed the whole run on the unhandled
// "Cannot load ... after the environment was torn down". Tests that look at toasts set their own
// adapter; between and after tests an inert one stands in, so no toast ever loads antd's.
const inert = { open() {}, destroy() {} };
beforeEach(() => setToastAdapter(inert));
// Registered first, so it runs after each file's own afterEach (which put back `null`).
afterEach(() => setToastAdapter(inert));
