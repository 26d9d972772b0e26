import type { Resources } from '../en-US';
import common from './common';
import layout from './layout';
import login from './login';
import pages from './pages';
import route from './route';
import settings from './settings';
import site from './site';
import system from './system';

const resources: Resources = { common, route, pages, layout, settings, login, system, site };
export default resources;
