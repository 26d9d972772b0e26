import {
  calls,
  type DeviceAsyncMessage,
  type DeviceCaptureAnswer,
  DeviceEvents,
  type DeviceJob as DeviceHubJob,
  type DeviceUser as DeviceHubUser,
  type DeviceLoadAnswer,
  type DeviceToAgent,
  type DeviceToConsole,
} from '@wms/contract';
import { io, type Socket } from 'socket.io-client';
import { create } from 'zustand';
import { api } from '../api/client';
import { toast } from '../api/notify';
import { currentLangTag, i18n } from '../i18n';
import { StorageKeys, storage } from '../stores/storage';

/**
 * The local device service a warehouse PC runs (printer, electronic scale, camera: the "local
 * device hub", docs/domain.md "Devices"). The console connects to the address the user saved
 * as LocalServiceConnection with socket.io, listens to SendLoad / SendAsync / SendWeight /
 * SendVideoCapture and emits LoadUserInfo, PickingPrint, Subscribe, Unsubscribe and CaptureImage,
 * as declared in packages/contract/src/sockets/device.ts; the agent (apps/device-agent) answers
 * them. It is "connected" only once the agent has checked the user's
 * token with the server (SendLoad); until then the panel says so, and no value is ever made up.
 */
export type DeviceStatus = 'stopped' | 'connecting' | 'connected' | 'failed';

interface DeviceState {
  status: DeviceStatus;
  weight: string | null;
  image: string | null;
  /** Whether the station's scale is there: false once the agent said it is not, null when it
   * has not said (or has no scale set up). The panel shows it, since it is said aloud once only. */
  scale: boolean | null;
}
export const useDeviceStore = create<DeviceState>(() => ({
  status: 'stopped',
  weight: null,
  image: null,
  scale: null,
}));

/** What this browser last heard of each device of each hub: `<address> <device>`. */
type Seen = Record<string, 'present' | 'absent'>;

/**
 * What the agent says of its scale or camera is news only when it differs from what this browser
 * last heard from the hub at `address` (kept across page loads): true when it is to be told.
 * The agent tells a console that subscribes that a device is missing, i.e. on every page load,
 * and each console open on the station hears the same change; the user is told once per change
 * (an unplugged, plugged, unplugged scale is two announcements of its going, none on a reload).
 */
export function deviceNews(address: string, device: 'Scale' | 'Camera', present: boolean): boolean {
  const seen = storage.getJson<Seen>(StorageKeys.devicesSeen, {});
  const key = `${address} ${device}`;
  const now = present ? 'present' : 'absent';
  if (seen[key] === now) return false;
  storage.setJson(StorageKeys.devicesSeen, { ...seen, [key]: now });
  return true;
}

/** The hub's socket, typed by the protocol's declaration. */
type HubSocket = Socket<DeviceToConsole, DeviceToAgent>;
let socket: HubSocket | null = null;
let subscribed = false;
/** How many parts of the page want camera and scale (the device window, a scan station). */
let subscribers = 0;

/**
 * What the hub says the scale weighs. The agent sends the kg of a stable reading only, and null
 * when the scale goes (apps/device-agent); a reading that says whether it settled
 * (`{ Kg, Stable }`) counts only when it has: while the load still swings there is no weight, so
 * nothing fills a weight field with the last parcel's or a swinging one (docs/domain.md
 * "Devices": scales count only stable readings).
 */
export function takeWeight(w: unknown): void {
  const reading = w && typeof w === 'object' ? (w as { Kg?: unknown; Stable?: unknown }) : null;
  const kg = reading ? (reading.Stable === true ? reading.Kg : null) : w;
  useDeviceStore.setState({ weight: kg == null ? null : String(kg) || null });
}

/** Who the console introduces to the hub (LoadUserInfo): all of it, always. */
export type DeviceUser = Required<DeviceHubUser>;
let currentUser: DeviceUser | null = null;

/** Chrome asks before a page of a public address reaches this computer (127.0.0.1): the
 * permission's state, or null where the browser has no such permission. */
async function localNetworkState(): Promise<PermissionState | null> {
  if (/^(localhost|127\.|\[::1\])/.test(location.hostname)) return null;
  try {
    return (await navigator.permissions.query({ name: 'local-network-access' as PermissionName })).state;
  } catch {
    return null;
  }
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
  currentUser = user;
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    useDeviceStore.setState({ status: 'failed' });
    unreachable(address, onUnreachable);
    return;
  }
  const s: HubSocket = io(url.origin.replace(/^ws/, 'http'), {
    path: url.pathname && url.pathname !== '/' ? url.pathname : '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    timeout: 4000,
  });
  socket = s;
  const permission = localNetworkState();
  void permission.then((state) => {
    if (state === 'prompt') toast('info', i18n.t('layout:localNetworkPrompt'), undefined, 15);
  });
  let wasConnected = false;
  s.on('connect', () => {
    wasConnected = true;
    s.io.reconnection(true).reconnectionAttempts(3);
    s.emit(DeviceEvents.LoadUserInfo, currentUser ?? user);
  });
  // The agent checked the token with the server: connected; or it refused the user.
  s.on(DeviceEvents.SendLoad, (a: DeviceLoadAnswer) => {
    if (a?.Success) {
      if (useDeviceStore.getState().status === 'connected') return; // a renewed token
      // A device there now came while no page listened: known, not news. (Without one the agent
      // cannot tell a device unplugged from none set up; a subscription says which.)
      if (a.Scale) deviceNews(address, 'Scale', true);
      if (a.Camera) deviceNews(address, 'Camera', true);
      useDeviceStore.setState({ status: 'connected', scale: a.Scale ? true : null });
      if (subscribed) s.emit(DeviceEvents.Subscribe, { Camera: true, Scale: true });
      return;
    }
    wasConnected = false;
    stopDevice();
    useDeviceStore.setState({ status: 'failed' });
    toast('error', String(a?.Message ?? ''), undefined, 10);
    onUnreachable?.();
  });
  s.on(DeviceEvents.SendAsync, (a: DeviceAsyncMessage) => {
    if (!a || typeof a.Message !== 'string') return;
    if (a.Kind === 'Scale') {
      // It came or went (Present), or a subscription found none ("No scale found").
      const present = a.Present ?? a.Success;
      useDeviceStore.setState({ scale: present });
      if (!deviceNews(address, 'Scale', present)) return;
      if (a.Present === false) {
        // The scale went away: said aloud as well, as when the service itself goes.
        const text = i18n.t('layout:scaleOff');
        toast('error', text, a.Message);
        void speak(text);
        return;
      }
    }
    // "No camera found", which a subscription hears on every page as well.
    if (a.Kind === 'Camera' && !a.Success && !deviceNews(address, 'Camera', false)) return;
    toast(a.Success ? 'success' : 'error', a.Message, undefined, a.Success ? 3 : 8);
  });
  s.on('connect_error', () => {
    // Never connected: nothing answered (the first try is not retried), or the service refused.
    if (!wasConnected) {
      if (socket !== s) return;
      stopDevice();
      useDeviceStore.setState({ status: 'failed' });
      void permission.then((state) => {
        if (state !== 'denied') return unreachable(address, onUnreachable);
        toast('error', i18n.t('layout:localNetworkDenied'), undefined, 15);
        onUnreachable?.();
      });
      return;
    }
    // Connected before: the manager retries (s.active) until reconnect_failed.
    if (!s.active) useDeviceStore.setState({ status: 'failed', weight: null, image: null });
  });
  s.io.on('reconnect_failed', () => useDeviceStore.setState({ status: 'failed', weight: null, image: null }));
  s.on(DeviceEvents.SendWeight, takeWeight);
  s.on(DeviceEvents.SendVideoCapture, (img: unknown) => {
    // The camera image only updates while the page is visible.
    if (document.visibilityState === 'visible' && typeof img === 'string') useDeviceStore.setState({ image: img });
  });
  s.on('disconnect', () => {
    useDeviceStore.setState({ status: s.active ? 'connecting' : 'stopped', weight: null, image: null, scale: null });
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
  useDeviceStore.setState({ status: 'stopped', weight: null, image: null, scale: null });
}

/** Hover window open (or a scan station shown): subscribe to camera and scale; closed:
 * unsubscribe. Counted: each `true` is paired with a `false`, and the subscription ends with the
 * last of them, so a station closing does not take the scale away from the device window. */
export function setDeviceSubscription(on: boolean): void {
  subscribers = Math.max(0, subscribers + (on ? 1 : -1));
  const wanted = subscribers > 0;
  if (subscribed === wanted) return;
  subscribed = wanted;
  // Before the agent has accepted the user, SendLoad subscribes (the agent would refuse it now).
  if (socket?.connected && useDeviceStore.getState().status === 'connected') {
    socket.emit(wanted ? DeviceEvents.Subscribe : DeviceEvents.Unsubscribe, { Camera: true, Scale: true });
  }
  if (!wanted) useDeviceStore.setState({ image: null });
}

/** The signed-in user again (a renewed token): the agent fetches documents with it. */
export function updateDeviceUser(user: DeviceUser): void {
  const changed = currentUser?.Token !== user.Token || currentUser?.Lang !== user.Lang;
  currentUser = user;
  if (changed && socket?.connected && useDeviceStore.getState().status === 'connected')
    socket.emit(DeviceEvents.LoadUserInfo, user);
}

/** A job for the local printer: a server document (`Call` and `Body`, answered as a PDF, such as
 * `Shelves/GetPrintShelveReport`), label text (`Zpl`) or a PDF (`Pdf`, base64). The outcome
 * comes back as a notice. */
export type DeviceJob = Pick<DeviceHubJob, 'Call' | 'Body' | 'Zpl' | 'Pdf' | 'Title'>;

/** Sends a job to the local printer; false when no device is connected (the caller then offers
 * the PDF for download, as without an agent). */
export function printOnDevice(job: DeviceJob): boolean {
  if (!socket?.connected || useDeviceStore.getState().status !== 'connected') return false;
  socket.emit(DeviceEvents.PickingPrint, { JobId: Math.random().toString(36).slice(2, 10), ...job });
  return true;
}

/** What the hub answers a request for a still photo. */
export type CaptureAnswer = DeviceCaptureAnswer;

/** A still photo from the hub's camera (CaptureImage, answered through the acknowledgement);
 * null when no hub is connected (the caller then offers an upload, as without a hub). */
export function captureOnDevice(timeoutMs = 8000): Promise<CaptureAnswer> | null {
  const s = socket;
  if (!s?.connected || useDeviceStore.getState().status !== 'connected') return null;
  return new Promise((resolve) => {
    s.timeout(timeoutMs).emit(DeviceEvents.CaptureImage, {}, (err: Error | null, answer: CaptureAnswer | undefined) =>
      resolve(err || !answer ? { Success: false, Message: '' } : answer),
    );
  });
}

/** The call that answers a picking list's PDF (`{ id }`, as the call declares it), laid out by the
 * user's picking-list rows and columns. */
const PRINT_PICKING = calls.PickingList.PrintPicking;

/** Sends a picking list to the local printer; false when no device is connected. The console
 * names the call and its body, so that any agent prints this PDF whatever its own default
 * (`--picking-call`, kept for a bare `{PickingId}`). */
export function pickingPrint(pickingId: number, title = `picking-${pickingId}`): boolean {
  return printOnDevice({ Call: PRINT_PICKING.path.slice(1), Body: { id: pickingId }, Title: title });
}

/** A 4 x 6 in label at 203 dpi (docs/domain.md "Devices") to check the label printer. */
export function testLabelZpl(userName: string, at = new Date()): string {
  const stamp = at.toISOString().slice(0, 16).replace('T', ' ');
  const code = `TEST${stamp.replace(/\D/g, '')}`;
  const safe = (t: string) => t.replace(/[\^~]/g, ' ');
  return [
    '^XA^CI28^PW812^LL1218',
    '^FO60,80^A0N,70,70^FDWMS test label^FS',
    `^FO60,190^A0N,40,40^FD${safe(userName)}  ${stamp}^FS`,
    `^FO60,300^BY3^BCN,200,Y,N,N^FD${code}^FS`,
    '^XZ',
  ].join('\n');
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
