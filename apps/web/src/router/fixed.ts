/**
 * The fixed routes inside the layout with their screen keys and title
 * keys. Paths are lowercase-insensitive in matching, written as menus and links write them.
 */
export interface FixedRoute {
  path: string;
  name: string;
  /** Registry screen key; absent: the not-available page. */
  screen?: string;
  title: string;
  hidden: boolean;
  affix?: boolean;
}

export const FIXED_LAYOUT_ROUTES: FixedRoute[] = [
  { path: '/dashboard', name: 'Dashboard', screen: 'Dashboard', title: 'route:dashboard', hidden: false, affix: true },
  {
    path: '/PreviewPromotionActivitiesIndex',
    name: 'PreviewPromotionActivitiesIndex',
    title: 'route:preview',
    hidden: true,
  },
  { path: '/Settings', name: 'Settings', screen: 'Settings', title: 'route:settings', hidden: true },
  {
    path: '/mine/MineProfileIndex',
    name: 'MineProfileIndex',
    screen: 'MineProfileIndex',
    title: 'route:profile',
    hidden: false,
  },
  // Destinations the layout links to; the menu tree usually has the first too.
  {
    path: '/mine/MineUserMessagesIndex',
    name: 'MineUserMessagesIndex',
    screen: 'MineUserMessagesIndex',
    title: 'route:messages',
    hidden: true,
  },
  {
    path: '/helpTutorialDetailedDetailedIndex',
    name: 'helpTutorialDetailedDetailedIndex',
    title: 'route:help',
    hidden: true,
  },
  // The header's Notices for an account whose menu has no notices screen.
  { path: '/notices', name: 'Notices', title: 'route:notice', hidden: true },
  { path: '/Propaganda', name: 'Propaganda', title: 'route:propaganda', hidden: true },
];

/** Paths that need no sign-in. */
export const OPEN_PATHS = ['/auth-redirect', '/index', '/NoticeDetailedIndex', '/Authorization'];
export const isOpenPath = (pathname: string) => OPEN_PATHS.some((p) => p.toLowerCase() === pathname.toLowerCase());
