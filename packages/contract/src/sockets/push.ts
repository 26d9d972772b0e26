import type { Texts } from '../i18n/define.js';
import { type EventsOf, socketEvent, socketEventNames } from './define.js';

// The push hub: the server's socket.io hub (apps/server/src/platform/push.ts) the signed-in
// console listens on (apps/web/src/push/hub.ts). The console sends nothing on it (its token comes
// with the handshake, which the server checks), so its events are plain types.

/** The hub's socket.io path. */
export const PUSH_HUB_PATH = '/openapi/hubs/LogisticsInfrastructureHub';

/** A user message, or a passing notice. */
export interface PushMessage {
  InfoType: number;
  Title: string;
  Message: string;
  /** success, info, warning or error: how the console shows it. */
  MessageType: string;
  /** A system message's title and text in each language: the console shows its own. */
  Titles?: Texts;
  Messages?: Texts;
}

/** A picking list ready to print. */
export interface PickingPush {
  PickingId: number;
  WarehouseId: number;
}

/** The user's roles or grants changed (when). */
export interface PermissionChangePush {
  At: string;
}

/** The push hub's events, all from the server to the console. */
export const pushHub = {
  toConsole: {
    /** A user message, stored on the server: one more unread. */
    UserReceivingInformation: socketEvent<[message: PushMessage]>(),
    /** A passing notice. */
    SendAsync: socketEvent<[message: PushMessage]>(),
    AddPickingList: socketEvent<[picking: PickingPush]>(),
    /** The console reloads after 120 s. */
    PermissionChange: socketEvent<[change: PermissionChangePush]>(),
  },
  /** Nothing: the console only listens. */
  toServer: {},
} as const;

export type PushToConsole = EventsOf<typeof pushHub.toConsole>;
export type PushToServer = EventsOf<typeof pushHub.toServer>;

/** The push hub's event names. */
export const PushEvents = socketEventNames(pushHub.toConsole);
