/** Titles of the fixed routes. Menu routes take theirs from the contract's
 * `menuTitles` catalog (namespace `menu`). */
export default {
  dashboard: 'Home',
  settings: 'Settings',
  profile: 'Personal centre',
  messages: 'Messages',
  preview: 'Promotion activity preview',
  notice: 'Notice',
  help: 'Help tutorial',
  notFound: 'Page not found',
  unauthorized: 'No permission',
  authorization: 'Shop authorisation',
  propaganda: 'Promotion',
  redirect: 'Redirecting',
  signIn: 'Sign in',
} as const;
