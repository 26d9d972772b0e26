import type { Messages } from '../types';
import commodity from './commodity';
import common from './common';
import inventory from './inventory';
import layout from './layout';
import login from './login';
import pages from './pages';
import route from './route';
import settings from './settings';
import shelves from './shelves';
import site from './site';
import system from './system';
import table from './table';
import upload from './upload';
import warehouse from './warehouse';
import widgets from './widgets';

/** The English reference resources; zh-CN and zh-TW are typed against them. */
const enUS = {
  common,
  route,
  pages,
  layout,
  settings,
  login,
  system,
  site,
  table,
  upload,
  widgets,
  warehouse,
  shelves,
  inventory,
  commodity,
};
export default enUS;
/** Every area with plain string values: the shape each locale fills. */
export type Resources = { readonly [A in keyof typeof enUS]: Messages<(typeof enUS)[A]> };
