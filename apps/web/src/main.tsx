import { createRoot } from 'react-dom/client';
import { App } from './App';
import { waitForApiBase } from './api/request';
import { initI18n } from './i18n';
import {
  captureErrors,
  configureRequestLayer,
  redirectMobile,
  resolveApiBase,
  startVersionChecks,
} from './session/startup';

/** Start-up, in order: phones leave for the mobile app; translations and the request layer are
 * set up; the version check and the error log start; the site's API address is asked for; then
 * the console draws. */
if (!redirectMobile()) {
  initI18n();
  configureRequestLayer();
  captureErrors();
  startVersionChecks();
  waitForApiBase(resolveApiBase());
  createRoot(document.getElementById('root')!).render(<App />);
}
