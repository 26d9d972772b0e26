import {
  type PickingPush,
  PUSH_HUB_PATH,
  PushEvents,
  type PushMessage,
  type PushToConsole,
  type PushToServer,
} from '@wms/contract';
import { io, type Socket } from 'socket.io-client';
import { toast } from '../api/notify';
import { refreshTokens } from '../api/request';
import { i18n } from '../i18n';
import { useSessionStore } from '../stores/session';

/** Path of the push hub; its events are declared in packages/contract/src/sockets/push.ts. */
export const HUB_PATH = PUSH_HUB_PATH;
export const RETRY_MS = 5000;
export const MAX_RETRIES = 5;
export const PERMISSION_RELOAD_MS = 120_000;

export type { PickingPush, PushMessage };

type PickingListener = (p: PickingPush) => void;
const pickingListeners = new Set<PickingListener>();
/** The auto-print logic listens here. */
export function onPickingList(fn: PickingListener): () => void {
  pickingListeners.add(fn);
  return () => pickingListeners.delete(fn);
}

let socket: Socket<PushToConsole, PushToServer> | null = null;
let retries = 0;
let retryTimer: ReturnType<typeof setTimeout> | null = null;
let reloadTimer: ReturnType<typeof setTimeout> | null = null;

const toastType = (t: string) => (['success', 'info', 'warning', 'error'].includes(t) ? t : 'info') as 'info';

/**
 * Connects once after sign-in. socket.io reconnects by itself after a drop;
 * a refused connection (the hub checks the access token) does not, so on a connection error the
 * token is refreshed and the connection retried every 5 s, at most 5 times. Failures are only
 * logged.
 */
export function connectPush(): void {
  if (socket) return;
  retries = 0;
  const s: Socket<PushToConsole, PushToServer> = io({
    path: HUB_PATH,
    // A function: every (re)connection sends the token of that moment, refreshed or not.
    auth: (cb) => cb({ token: useSessionStore.getState().accessToken }),
    transports: ['websocket', 'polling'],
  });
  socket = s;
  s.on('connect', () => {
    retries = 0;
  });
  s.on('connect_error', (err) => {
    console.warn('push: connection failed', err.message);
    if (s.active) return; // socket.io retries this one by itself
    if (retries >= MAX_RETRIES || retryTimer) return;
    retries++;
    retryTimer = setTimeout(async () => {
      retryTimer = null;
      if (socket !== s) return;
      await refreshTokens().catch(() => undefined);
      if (socket === s && useSessionStore.getState().accessToken) s.connect();
    }, RETRY_MS);
  });
  const show = (m: PushMessage) => toast(toastType(m.MessageType), m.Title || i18n.t('layout:newMessage'), m.Message);
  // A user message is stored on the server: one more unread. SendAsync is a passing notice.
  s.on(PushEvents.UserReceivingInformation, (m) => {
    const store = useSessionStore.getState();
    store.setUnread(store.unread + 1);
    show(m);
  });
  s.on(PushEvents.SendAsync, show);
  s.on(PushEvents.PermissionChange, () => {
    toast('warning', i18n.t('common:permissionChanged'), undefined, 0);
    if (!reloadTimer) reloadTimer = setTimeout(() => location.reload(), PERMISSION_RELOAD_MS);
  });
  s.on(PushEvents.AddPickingList, (p) => {
    for (const fn of pickingListeners) fn(p);
  });
}

export function disconnectPush(): void {
  if (retryTimer) clearTimeout(retryTimer);
  retryTimer = null;
  socket?.removeAllListeners();
  socket?.disconnect();
  socket = null;
}

export const pushConnected = () => socket?.connected ?? false;
