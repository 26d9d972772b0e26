import type { ComponentType } from 'react';

type ScreenModule = Promise<{ default: ComponentType }>;
export type ScreenRegistry = Record<string, () => ScreenModule>;

/**
 * Every screen file: one named with a capital directly in an area folder of `screens/<chapter>/` (or of
 * `pages/`, the console's own pages; not the sign-in and error pages, which load before the
 * session). Its file name is its menu Router key, `Index` or not (docs/architecture.md, "Where an
 * area registers"). What a screen is built of is in a subfolder or a lowercase file, or named for
 * what it is (`…Screen`, `…Dialog(s)`, `…Drawer`, `…Modal`), so that it stays in its screen's
 * chunk. `apps/web/test/router-screens.test.ts` holds these files and the menu trees together.
 */
const screenFiles = import.meta.glob<{ default: ComponentType }>([
  '../screens/*/*/[A-Z]*.tsx',
  '../pages/*/[A-Z]*.tsx',
  '!../pages/login/**',
  '!../pages/errors/**',
  '!../screens/*/*/*{Screen,Dialog,Dialogs,Drawer,Modal}.tsx',
  '!../pages/*/*{Screen,Dialog,Dialogs,Drawer,Modal}.tsx',
]);

/** The files found, relative to this folder (the screen test reads them). */
export const screenFilePaths = Object.keys(screenFiles);

/** The screen key of a file: its name. */
export const screenKeyOfFile = (file: string) => file.slice(file.lastIndexOf('/') + 1, -'.tsx'.length);

/**
 * Every screen of the console: menu Router key -> lazily loaded module. Each entry is its own
 * chunk, loaded the first time the screen opens; this module itself loads with the session
 * (screens.ts). A menu node whose Router is not here opens the not-available page.
 */
export const screenRegistry: ScreenRegistry = Object.fromEntries(
  Object.entries(screenFiles).map(([file, load]) => [screenKeyOfFile(file), load]),
);

export const hasScreen = (key: string) => Object.hasOwn(screenRegistry, key);
