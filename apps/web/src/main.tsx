import './no-eval';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { initI18n } from './i18n';
import {
  captureErrors,
  configureRequestLayer,
  redirectMobile,
  startApiBase,
  startSessionEarly,
  startSignIn,
  startVersionChecks,
} from './session/startup';

/** Start-up, in order: phones leave for the mobile app; translations and the request layer are
 * set up (the language's texts start downloading); the version check and the error log start;
 * the site's API address is asked for (the last answer is used meanwhile); a stored session
 * starts loading, or the sign-in page with its calls; then, once the texts (and the sign-in
 * page) are in, the console draws. Until then the page shows index.html's placeholder. */
if (!redirectMobile()) {
  const texts = initI18n();
  configureRequestLayer();
  captureErrors();
  startVersionChecks();
  startApiBase();
  startSessionEarly();
  const signIn = startSignIn();
  void Promise.allSettled([texts, signIn]).then(() => createRoot(document.getElementById('root')!).render(<App />));
}
