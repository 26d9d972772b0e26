import { userMessageCalls as calls } from '@wms/contract';
import type { Deps } from '../../../platform/deps.js';
import { type ModuleDef, moduleOf, route } from '../../../platform/route.js';
import './notices.js';
import { userMessagesService } from './service.js';

export function userMessagesModule(deps: Deps, svc = userMessagesService(deps)): ModuleDef {
  return moduleOf(calls, [
    route(calls.GetUserMessages, (c) => svc.list(c.auth, c.body, c.lang)),
    route(calls.GetUserMessagesUnreadCount, (c) => svc.unreadCount(c.auth)),
    route(calls.UserMessagesRead, (c) => svc.read(c.auth, c.body)),
    route(calls.UserMessagesDelete, (c) => svc.remove(c.auth, c.body.Ids)),
    route(calls.SendUserMessage, (c) => svc.send(c.body)),
  ]);
}
