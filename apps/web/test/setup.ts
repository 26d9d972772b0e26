import { cleanup } from '@testing-library/react';
import { afterAll } from 'vitest';

// After a file's last test: unmount what is still mounted and let React finish the work it had
// scheduled (its scheduler runs on setImmediate) while the page is still there. Otherwise that
// work can run once the file's jsdom is gone ("window is not defined"), an error Vitest reports
// against whichever file is running, which fails the run although every test passed.
afterAll(async () => {
  cleanup();
  await new Promise((resolve) => setTimeout(resolve, 20));
});
