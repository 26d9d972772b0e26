import { createRoot } from 'react-dom/client';
import { App } from './App';
import { initI18n } from './i18n';
import {
  captureErrors,
  configureRequestLayer,
  redirectMobile,
  startApiBase,
  startSessionEarly,
  startVersionChecks,
} from './session/startup';

/** Start-up, in order: phones leave for the mobile app; translations and the request layer are
 * set up; the version check and the error log start; the site's API address is asked for (the
 * last answer is used meanwhile); a stored session starts loading; then the console draws. */
if (!redirectMobile()) {
  initI18n();
  configureRequestLayer();
  captureErrors();
  startVersionChecks();
  startApiBase();
  startSessionEarly();
  createRoot(document.getElementById('root')!).render(<App />);
}
