import {
  Empty,
  GetUserMessagesBody,
  SendUserMessageBody,
  SendUserMessageResult,
  UserMessageList,
  UserMessagesChange,
  UserMessagesDeleteBody,
  UserMessagesReadBody,
} from '@wms/contract';
import { z } from 'zod';
import type { Deps } from '../../platform/deps.js';
import { type ModuleDef, route } from '../../platform/route.js';
import { userMessagesService } from './service.js';

export function userMessagesModule(deps: Deps, svc = userMessagesService(deps)): ModuleDef {
  return {
    controller: 'UserMessages',
    routes: [
      route({
        action: 'GetUserMessages',
        summary: "The caller's messages, paged",
        body: GetUserMessagesBody,
        response: UserMessageList,
        access: 'signedIn',
        scope: 'self',
        handler: (c) => svc.list(c.auth, c.body),
      }),
      route({
        action: 'GetUserMessagesUnreadCount',
        body: Empty,
        response: z.number(),
        access: 'signedIn',
        scope: 'self',
        handler: (c) => svc.unreadCount(c.auth),
      }),
      route({
        action: 'UserMessagesRead',
        summary: 'Marks the given messages (or all) read',
        body: UserMessagesReadBody,
        response: UserMessagesChange,
        access: 'signedIn',
        scope: 'self',
        handler: (c) => svc.read(c.auth, c.body),
      }),
      route({
        action: 'UserMessagesDelete',
        body: UserMessagesDeleteBody,
        response: UserMessagesChange,
        access: 'signedIn',
        scope: 'self',
        handler: (c) => svc.remove(c.auth, c.body.Ids),
      }),
      route({
        action: 'SendUserMessage',
        summary: 'Staff: sends a message to users and pushes it to them',
        body: SendUserMessageBody,
        response: SendUserMessageResult,
        access: 'staff',
        scope: 'platform',
        handler: (c) => svc.send(c.body),
      }),
    ],
  };
}
