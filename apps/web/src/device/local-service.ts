import { io, type Socket } from 'socket.io-client';
import { create } from 'zustand';
import { api } from '../api/client';
import { toast } from '../api/notify';
import { currentLangTag, i18n } from '../i18n';

/**
 * The local device service a warehouse PC runs (printer, electronic scale, camera: the "local
 * device hub", docs/domain.md "Devices"). The console connects to the address the user saved
 * as LocalServiceConnection with socket.io, listens to SendLoad / SendAsync / SendWeight /
 * SendVideoCapture and emits LoadUserInfo, PickingPrint, Subscribe and Unsubscribe. (The agent,
 * apps/device-agent, is not built yet: this is the protocol it is to answer. Until one runs,
 * the panel says "not connected" — no value is ever made up.)
 */
export type DeviceStatus = 'stopped' | 'connecting' | 'connected' | 'failed';

interface DeviceState {
  status: DeviceStatus;
  weight: string | null;
  image: string | null;
}
export const useDeviceStore = create<DeviceState>(() => ({ status: 'stopped', weight: null, image: null }));

let socket: Socket | null = null;
let subscribed = false;

export interface DeviceUser {
  UserName: string;
  ApiUrl: string;
  Token: string;
}

/** Tells the user that nothing answered at the address, and what to do; `onUnreachable` lets
 * the caller switch the connection off so it is not tried again on every page. */
function unreachable(address: string, onUnreachable?: () => void): void {
  toast('error', i18n.t('layout:printServiceNone', { address }), i18n.t('layout:printServiceWhatToDo'), 10);
  onUnreachable?.();
}

/**
 * Starts the connection when not started (the print switch turned on). The first connection is
 * tried once: a service that is not running would otherwise be retried in a loop, each try an
 * error in the browser console and none a word to the user. Once connected, a dropped
 * connection is retried a few times (the service restarting).
 */
export function startDevice(address: string, user: DeviceUser, onUnreachable?: () => void): void {
  if (socket || !address) return;
  useDeviceStore.setState({ status: 'connecting' });
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    useDeviceStore.setState({ status: 'failed' });
    unreachable(address, onUnreachable);
    return;
  }
  const s = io(url.origin.replace(/^ws/, 'http'), {
    path: url.pathname && url.pathname !== '/' ? url.pathname : '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    timeout: 4000,
  });
  socket = s;
  let wasConnected = false;
  s.on('connect', () => {
    wasConnected = true;
    s.io.reconnection(true).reconnectionAttempts(3);
    useDeviceStore.setState({ status: 'connected' });
    s.emit('LoadUserInfo', user);
    if (subscribed) s.emit('Subscribe', { Camera: true, Scale: true });
  });
  s.on('connect_error', () => {
    // Never connected: nothing answered (the first try is not retried), or the service refused.
    if (!wasConnected) {
      if (socket !== s) return;
      stopDevice();
      useDeviceStore.setState({ status: 'failed' });
      unreachable(address, onUnreachable);
      return;
    }
    // Connected before: the manager retries (s.active) until reconnect_failed.
    if (!s.active) useDeviceStore.setState({ status: 'failed', weight: null, image: null });
  });
  s.io.on('reconnect_failed', () => useDeviceStore.setState({ status: 'failed', weight: null, image: null }));
  s.on('SendWeight', (w: unknown) => useDeviceStore.setState({ weight: String(w ?? '') || null }));
  s.on('SendVideoCapture', (img: unknown) => {
    // The camera image only updates while the page is visible.
    if (document.visibilityState === 'visible' && typeof img === 'string') useDeviceStore.setState({ image: img });
  });
  s.on('disconnect', () => {
    useDeviceStore.setState({ status: s.active ? 'connecting' : 'stopped', weight: null, image: null });
    if (wasConnected) {
      wasConnected = false;
      const text = i18n.t('layout:scaleOff');
      toast('error', text);
      void speak(text);
    }
  });
}

/** Stops the connection (the print switch turned off, or sign-out). */
export function stopDevice(): void {
  socket?.removeAllListeners();
  socket?.io.removeAllListeners();
  socket?.disconnect();
  socket = null;
  useDeviceStore.setState({ status: 'stopped', weight: null, image: null });
}

/** Hover window open: subscribe to camera and scale; closed: unsubscribe. */
export function setDeviceSubscription(on: boolean): void {
  if (subscribed === on) return;
  subscribed = on;
  if (socket?.connected) socket.emit(on ? 'Subscribe' : 'Unsubscribe', { Camera: true, Scale: true });
  if (!on) useDeviceStore.setState({ image: null });
}

/** Sends a picking list to the local printer; false when no device is connected. */
export function pickingPrint(pickingId: number): boolean {
  if (!socket?.connected) return false;
  socket.emit('PickingPrint', { PickingId: pickingId });
  return true;
}

/** Speaks a text through the server's speech synthesis (scale-off notice). */
export async function speak(text: string): Promise<void> {
  try {
    const src = await api.SpeechSynthesizer.GeneratingVoice(
      { Lang: currentLangTag(), Text: text, Rate: 5 },
      { silent: true },
    );
    if (src) await new Audio(src).play();
  } catch {
    // No speech: the notice on screen is enough.
  }
}
