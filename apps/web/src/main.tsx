import './no-eval';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { initI18n } from './i18n';
import { earlySignInShown, whenUnpressed } from './session/early-sign-in';
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
 * page) are in, the console draws. Until then the page shows index.html's placeholder, or its
 * early sign-in form: the sign-in page then takes that over in one task, after any press under
 * way (session/early-sign-in.ts), drawn at once rather than in the scheduler's next turn. */
if (!redirectMobile()) {
  const texts = initI18n();
  configureRequestLayer();
  captureErrors();
  startVersionChecks();
  startApiBase();
  startSessionEarly();
  const signIn = startSignIn();
  void Promise.allSettled([texts, signIn])
    .then(whenUnpressed)
    .then(() => {
      const root = createRoot(document.getElementById('root')!);
      if (earlySignInShown()) flushSync(() => root.render(<App />));
      else root.render(<App />);
    });
}
