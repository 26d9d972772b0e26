import { z } from 'zod';
import { type EventsOf, socketEvent, socketEventNames } from './define.js';

// The device hub: the socket.io server a warehouse PC's agent runs (apps/device-agent) and the
// console connects to (apps/web/src/device/local-service.ts), docs/domain.md "Devices". The
// console's page is of the console's origin, but the agent trusts nothing it sends before it has
// parsed it: what comes to the agent has a schema; what the agent sends, a type.

/** The signed-in user the console introduces (LoadUserInfo): the agent checks the token with the
 * server at `ApiUrl` before it answers anything else. */
export const deviceUser = z.object({
  UserName: z.string().max(256).optional(),
  ApiUrl: z.string().max(2048),
  Token: z.string().max(8192),
  /** zh-cn, zh-tw or en-us: the agent tells outcomes in it. */
  Lang: z.string().max(16).optional(),
});
export type DeviceUser = z.infer<typeof deviceUser>;

/** Which devices' news a console wants (Subscribe) or no longer wants (Unsubscribe). */
export const deviceSubscription = z.object({ Camera: z.boolean().optional(), Scale: z.boolean().optional() });
export type DeviceSubscription = z.infer<typeof deviceSubscription>;

/**
 * A job for the station's printer (PickingPrint). One of:
 * - `{PickingId}`: the picking list's PDF, fetched from the server;
 * - `{Call, Body}`: any server document answered as a PDF (`Shelves/GetPrintShelveReport` with
 *   `{Ids}` prints shelf labels), fetched with the user's token, so the server's permissions hold;
 * - `{Zpl}`: label text for a thermal printer; `{Pdf}`: a PDF, base64.
 * `JobId` (the console's own) comes back with the outcome; `Title` names the job. The agent checks
 * the rest (which call, label formats only, the size).
 */
export const deviceJob = z.object({
  JobId: z.union([z.string().max(64), z.number()]).optional(),
  PickingId: z.number().optional(),
  Call: z.string().max(200).optional(),
  Body: z.unknown().optional(),
  Zpl: z.string().optional(),
  Pdf: z.string().optional(),
  Title: z.string().max(200).optional(),
});
export type DeviceJob = z.infer<typeof deviceJob>;

/** What the agent answers LoadUserInfo with: accepted (and what it has), or refused and why. */
export interface DeviceLoadAnswer {
  Success: boolean;
  /** In the user's language. */
  Message: string;
  UserName?: string;
  /** The agent runs its simulators. */
  Simulated?: boolean;
  Printers?: string[];
  /** Whether the scale and the camera are there as the agent starts talking to this page. */
  Scale?: boolean;
  Camera?: boolean;
}

/** What SendAsync carries: the outcome of a job, or news of a device. */
export interface DeviceAsyncMessage {
  Kind: 'Print' | 'Scale' | 'Camera' | 'Load';
  Success: boolean;
  /** In the user's language. */
  Message: string;
  JobId?: string;
  /** Scale: whether it is there now. */
  Present?: boolean;
}

/** What the hub answers a request for a still photo (CaptureImage's acknowledgement). */
export interface DeviceCaptureAnswer {
  Success: boolean;
  /** The photo as a data URL (JPEG from a camera, PNG from the simulator). */
  Image?: string;
  /** Why there is none, in the user's language; empty when the hub did not answer in time. */
  Message?: string;
}

/** The device hub's events, each way. */
export const deviceHub = {
  /** The console to the agent. */
  toAgent: {
    /** Sign in (and again with a renewed token); answered by SendLoad. */
    LoadUserInfo: socketEvent<[user: DeviceUser]>(deviceUser),
    Subscribe: socketEvent<[devices: DeviceSubscription]>(deviceSubscription),
    Unsubscribe: socketEvent<[devices: DeviceSubscription]>(deviceSubscription),
    /** A print job; its outcome comes as SendAsync and, when asked, through the acknowledgement. */
    PickingPrint: socketEvent<[job: DeviceJob, answer?: (m: DeviceAsyncMessage) => void]>(deviceJob),
    /** A still photo, answered through the acknowledgement. */
    CaptureImage: socketEvent<[request: Record<string, never>, answer: (r: DeviceCaptureAnswer) => void]>(),
  },
  /** The agent to the console. */
  toConsole: {
    SendLoad: socketEvent<[answer: DeviceLoadAnswer]>(),
    SendAsync: socketEvent<[message: DeviceAsyncMessage]>(),
    /** The kg of each new stable reading, as a decimal string; null when the scale goes. */
    SendWeight: socketEvent<[kg: string | null]>(),
    /** The camera's preview frame, a data URL, while subscribed. */
    SendVideoCapture: socketEvent<[image: string]>(),
  },
} as const;

/** The simulators' remote control (the agent's `/simulator` namespace, simulate mode only): for
 * demos, tests and the benchmark. */
export const DEVICE_SIMULATOR_NAMESPACE = '/simulator';
export const deviceSimulatorSetWeight = z.object({
  Kg: z.union([z.string(), z.number()]),
  Stable: z.boolean().optional(),
});
export const deviceSimulator = {
  toAgent: {
    /** The virtual scale's reading; stable unless `Stable: false`. */
    SetWeight:
      socketEvent<[weight: z.input<typeof deviceSimulatorSetWeight>, done?: () => void]>(deviceSimulatorSetWeight),
    Unplug: socketEvent<[done?: () => void]>(),
    Plug: socketEvent<[done?: () => void]>(),
  },
} as const;

export type DeviceToAgent = EventsOf<typeof deviceHub.toAgent>;
export type DeviceToConsole = EventsOf<typeof deviceHub.toConsole>;
export type DeviceSimulatorToAgent = EventsOf<typeof deviceSimulator.toAgent>;

/** The device hub's event names, both ways. */
export const DeviceEvents = socketEventNames({ ...deviceHub.toAgent, ...deviceHub.toConsole });
export const DeviceSimulatorEvents = socketEventNames(deviceSimulator.toAgent);
