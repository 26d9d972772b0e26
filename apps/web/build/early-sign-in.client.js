// The early sign-in form's script (docs/architecture.md, "The sign-in page's first load"): inlined
// by build/early-sign-in.ts into the built index.html right after the form, so it runs while the
// page is still parsing, before the console's own scripts have even downloaded. It shows the form
// when the sign-in page is the one opening (as `opensSignIn` of src/session/startup.ts decides),
// in the visitor's language (as `detectLocale` of src/i18n/locales.ts chooses it), and keeps what
// the visitor does (mode, language, a submit) on the form's elements, where
// src/session/early-sign-in.ts reads it when the real page takes over. No imports: it is written
// into the page as it is, and the page's policy allows it by its hash.
// Arguments: T, the texts by language; P, the pages that open without a session and are not the
// sign-in page, lowercased. Answers true when it showed the form (then the console's script starts
// later: see BOOT in build/early-sign-in.ts).
(T, P) => {
  const root = document.getElementById('early');
  if (!root) return;
  const get = (k) => {
    try {
      return window.localStorage.getItem(k);
    } catch {
      return null;
    }
  };
  const set = (k, v) => {
    try {
      window.localStorage.setItem(k, v);
    } catch {
      // Private mode: the choice lives on the form until the page takes over.
    }
  };
  const path = location.pathname.replace(/\/+$/, '').toLowerCase() || '/';
  if (get('Admin-Token') || new URLSearchParams(location.search).get('activeIndex')) return;
  if (path !== '/index' && P.indexOf(path) >= 0) return;

  let lang = get('language');
  if (!T[lang]) {
    lang = 'zh-CN';
    for (const raw of navigator.languages || []) {
      const v = String(raw).toLowerCase();
      if (/^zh-(tw|hk|mo)|^zh-hant/.test(v)) {
        lang = 'zh-TW';
        break;
      }
      if (v.startsWith('zh')) break;
      if (v.startsWith('en')) {
        lang = 'en-US';
        break;
      }
    }
  }
  let settings = {};
  try {
    settings = JSON.parse(get('settings') || '{}') || {};
  } catch {
    // The default colour.
  }
  if (typeof settings.theme === 'string' && /^#[0-9a-f]{3,8}$/i.test(settings.theme)) {
    root.style.setProperty('--early-primary', settings.theme);
  }
  root.querySelector('input[name="agreement"]').checked = get('ServiceAgreement') === 'true';
  let mode = get('UserLogin') === 'backUserLogin' ? 'backUserLogin' : 'userLogin';
  const all = (sel) => Array.from(root.querySelectorAll(sel));

  const draw = () => {
    const t = T[lang];
    document.documentElement.lang = lang;
    for (const e of all('[data-text]')) e.textContent = t[e.getAttribute('data-text')];
    for (const e of all('[data-placeholder]')) {
      const text = t[e.getAttribute('data-placeholder')];
      e.placeholder = text;
      e.setAttribute('aria-label', text);
    }
    const staff = mode === 'backUserLogin';
    const title = root.querySelector('[data-testid="sign-in-title"]');
    title.textContent = staff ? t.staffSignIn : t.customerSignIn;
    title.setAttribute('data-mode', staff ? 'staff' : 'customer');
    for (const e of all('[data-mode-value]')) {
      e.setAttribute('aria-checked', String(e.getAttribute('data-mode-value') === mode));
    }
    for (const e of all('[data-lang]')) e.setAttribute('aria-checked', String(e.getAttribute('data-lang') === lang));
    // Staff do not register.
    root.querySelector('[data-testid="go-register"]').hidden = staff;
    root.setAttribute('data-login-mode', mode);
    root.setAttribute('data-language', lang);
  };

  for (const e of all('[data-mode-value]')) {
    e.addEventListener('click', () => {
      mode = e.getAttribute('data-mode-value');
      set('UserLogin', mode);
      draw();
    });
  }
  for (const e of all('[data-lang]')) {
    e.addEventListener('click', () => {
      lang = e.getAttribute('data-lang');
      set('language', lang);
      draw();
    });
  }
  // The SMS tab, the agreement's text: asked for now, opened by the page when it takes over.
  for (const e of all('[data-later]')) {
    e.addEventListener('click', (ev) => {
      ev.preventDefault();
      root.setAttribute('data-asked', e.getAttribute('data-later'));
    });
  }
  // A submit is kept, never sent from here: the page sends it (encrypted, with the puzzle when the
  // server asks for one) as soon as it takes over.
  root.querySelector('form').addEventListener('submit', (ev) => {
    ev.preventDefault();
    root.setAttribute('data-submitted', 'true');
    root.querySelector('[data-testid="sign-in"]').classList.add('early-busy');
  });
  // A press under way (a pointer down and not yet up): the page takes over only once it is done,
  // so that its click lands on the element it began on (whenUnpressed, src/session/early-sign-in.ts).
  const press = (on) => () => {
    if (on) root.setAttribute('data-pressed', 'true');
    else root.removeAttribute('data-pressed');
  };
  document.addEventListener('pointerdown', press(true), true);
  document.addEventListener('pointerup', press(false), true);
  document.addEventListener('pointercancel', press(false), true);
  draw();
  root.hidden = false;
  return true;
};
