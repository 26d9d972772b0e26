import { io, type Socket } from 'socket.io-client';
import { toast } from '../api/notify';
import { refreshTokens } from '../api/request';
import { i18n } from '../i18n';
import { useSessionStore } from '../stores/session';

/** Path of the push hub (apps/server/src/platform/push.ts HUB_PATH). */
export const HUB_PATH = '/openapi/hubs/LogisticsInfrastructureHub';
export const RETRY_MS = 5000;
export const MAX_RETRIES = 5;
export const PERMISSION_RELOAD_MS = 120_000;

export interface PushMessage {
  InfoType: number;
  Title: string;
  Message: string;
  MessageType: string;
}
export interface PickingPush {
  PickingId: number;
  WarehouseId: number;
}

type PickingListener = (p: PickingPush) => void;
const pickingListeners = new Set<PickingListener>();
/** The auto-print logic listens here. */
export function onPickingList(fn: PickingListener): () => void {
  pickingListeners.add(fn);
  return () => pickingListeners.delete(fn);
}

let socket: Socket | null = null;
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
  const s = io({
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
  s.on('UserReceivingInformation', (m: PushMessage) => {
    const store = useSessionStore.getState();
    store.setUnread(store.unread + 1);
    show(m);
  });
  s.on('SendAsync', show);
  s.on('PermissionChange', () => {
    toast('warning', i18n.t('common:permissionChanged'), undefined, 0);
    if (!reloadTimer) reloadTimer = setTimeout(() => location.reload(), PERMISSION_RELOAD_MS);
  });
  s.on('AddPickingList', (p: PickingPush) => {
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
