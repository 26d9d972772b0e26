import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import {
  DEVICE_SIMULATOR_NAMESPACE,
  type DeviceAsyncMessage,
  DeviceEvents,
  DeviceSimulatorEvents,
  type DeviceSimulatorToAgent,
  type DeviceToAgent,
  type DeviceToConsole,
  deviceJob,
  deviceSimulatorSetWeight,
  deviceSubscription,
  deviceUser,
} from '@wms/contract/sockets';
import { type Namespace, Server, type Socket } from 'socket.io';
import type { z } from 'zod';
import type { AgentConfig } from './config.js';
import { DeviceError } from './devices.js';
import { type JobPayload, jobIdOf, resolveJob } from './jobs.js';
import { SimulatedScale } from './scale/sim.js';
import { type Session, verifyToken } from './server-api.js';
import { type Devices, devicesOf } from './setup.js';
import { type Lang, langOf, type TextKey, text } from './texts.js';

/** What SendAsync carries: the outcome of a job, or news of a device. */
export type AsyncMessage = DeviceAsyncMessage;

/** The hub's sockets, typed by the protocol's declaration (packages/contract/src/sockets/device.ts). */
type HubServer = Server<DeviceToAgent, DeviceToConsole>;
type HubSocket = Socket<DeviceToAgent, DeviceToConsole>;

/** What came from a console, as the protocol's schema reads it; null when it does not. */
const parsed = <T>(schema: z.ZodType<T>, raw: unknown): T | null => {
  const r = schema.safeParse(raw);
  return r.success ? r.data : null;
};

interface SocketState {
  session: Session | null;
  lang: Lang;
  preview: NodeJS.Timeout | null;
}

export interface Agent {
  url: string;
  devices: Devices;
  io: HubServer;
  close(): Promise<void>;
}

const messageOf = (e: unknown, lang: Lang) =>
  e instanceof DeviceError ? text(e.key, lang, e.detail) : text('printFailed', lang, (e as Error).message);

/**
 * The device hub: a socket.io server answering the console (apps/web/src/device/local-service.ts).
 * A connection is accepted only from a console origin; nothing but LoadUserInfo is answered until
 * the server has confirmed the user's token. The scale is shared: every subscribed console gets
 * each new stable weight (SendWeight), and every signed-in one hears when the scale comes or goes.
 */
export async function startAgent(cfg: AgentConfig, devices: Devices = devicesOf(cfg)): Promise<Agent> {
  const origins = new Set(cfg.origins);
  const httpServer = http.createServer((req, res) => {
    // A plain page for a person checking that the agent runs; the console uses the websocket.
    if (req.url?.startsWith('/socket.io')) return;
    res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' }).end('WMS device agent\n');
  });
  const io: HubServer = new Server(httpServer, {
    transports: ['websocket'],
    // A browser always sends the page's origin with a websocket: another site open in the same
    // browser is refused before it can say anything.
    allowRequest: (req, cb) => cb(null, origins.has(String(req.headers.origin ?? ''))),
    maxHttpBufferSize: 60 * 1024 * 1024,
  });
  const state = new Map<string, SocketState>();
  const signedIn = () => [...io.of('/').sockets.values()].filter((s) => state.get(s.id)?.session);
  const tell = (s: HubSocket, m: Omit<AsyncMessage, 'Message'>, key: TextKey, detail = '') =>
    s.emit(DeviceEvents.SendAsync, { ...m, Message: text(key, state.get(s.id)?.lang ?? 'zh-cn', detail) });

  // The scale, shared by all connections.
  let stableKg: string | null = null;
  devices.scale?.start(
    (r) => {
      if (!r.stable || r.kg === stableKg) return;
      stableKg = r.kg;
      io.to('scale').emit(DeviceEvents.SendWeight, r.kg);
    },
    (present) => {
      stableKg = null;
      if (!present) io.to('scale').emit(DeviceEvents.SendWeight, null);
      for (const s of signedIn())
        tell(s, { Kind: 'Scale', Success: present, Present: present }, present ? 'scaleOn' : 'scaleOff');
    },
  );

  // Jobs go to the printers one at a time: two raw label streams must never interleave.
  let printing: Promise<unknown> = Promise.resolve();

  io.on('connection', (socket) => {
    const st: SocketState = { session: null, lang: 'zh-cn', preview: null };
    state.set(socket.id, st);
    const origin = String(socket.handshake.headers.origin ?? '');
    const guard = (kind: AsyncMessage['Kind'], jobId?: string) => {
      if (st.session) return true;
      tell(socket, { Kind: kind, Success: false, JobId: jobId }, 'notSignedIn');
      return false;
    };

    socket.on(DeviceEvents.LoadUserInfo, async (raw) => {
      st.lang = langOf((raw as { Lang?: unknown } | null)?.Lang);
      const refuse = (key: TextKey, detail = '') => {
        st.session = null;
        socket.emit(DeviceEvents.SendLoad, { Success: false, Message: text(key, st.lang, detail) });
        socket.disconnect(true);
      };
      // Without a token and a server address to check it with, nothing can be accepted.
      const u = parsed(deviceUser, raw);
      if (!u) return refuse('badToken');
      let api: URL;
      try {
        api = new URL(u.ApiUrl);
      } catch {
        return refuse('serverNotAllowed', u.ApiUrl);
      }
      // The token goes only to a server this agent trusts: by default the console's own origin.
      const trusted = cfg.servers.length
        ? cfg.servers.some((s) => new URL(s).origin === api.origin)
        : api.origin === origin;
      if (!trusted) return refuse('serverNotAllowed', api.origin);
      const apiUrl = api.toString().replace(/\/+$/, '');
      try {
        const userName = await verifyToken({ apiUrl, token: u.Token, lang: st.lang });
        st.session = { userName, apiUrl, token: u.Token, lang: st.lang };
      } catch (e) {
        return refuse(
          e instanceof DeviceError ? e.key : 'badToken',
          e instanceof DeviceError && e.key !== 'badToken' ? e.detail : '',
        );
      }
      socket.emit(DeviceEvents.SendLoad, {
        Success: true,
        Message: text('signedIn', st.lang),
        UserName: st.session.userName,
        Simulated: cfg.simulate,
        Printers: await devices.printer.list(),
        Scale: devices.scale?.present ?? false,
        Camera: (await devices.camera?.present()) ?? false,
      });
    });

    socket.on(DeviceEvents.Subscribe, async (raw) => {
      if (!guard('Load')) return;
      const what = parsed(deviceSubscription, raw);
      if (what?.Scale) {
        // A station with no scale set up hears nothing; one whose scale is off is told once.
        if (devices.scale && !devices.scale.present) tell(socket, { Kind: 'Scale', Success: false }, 'noScale');
        await socket.join('scale');
        if (stableKg !== null) socket.emit(DeviceEvents.SendWeight, stableKg);
      }
      if (what?.Camera && !st.preview && devices.camera) {
        if (!(await devices.camera.present())) {
          tell(socket, { Kind: 'Camera', Success: false }, 'noCamera');
        } else {
          let busy = false;
          const grab = async () => {
            if (busy) return;
            busy = true;
            try {
              socket.emit(DeviceEvents.SendVideoCapture, await devices.camera!.capture());
            } catch {
              // The next tick tries again; a camera that went away answers present() false.
            } finally {
              busy = false;
            }
          };
          st.preview = setInterval(grab, cfg.previewMs);
          void grab();
        }
      }
    });

    socket.on(DeviceEvents.Unsubscribe, async (raw) => {
      const what = parsed(deviceSubscription, raw);
      if (what?.Scale) await socket.leave('scale');
      if (what?.Camera && st.preview) {
        clearInterval(st.preview);
        st.preview = null;
      }
    });

    /** A still image on request (the photo of a parcel): answered through the acknowledgement. */
    socket.on(DeviceEvents.CaptureImage, async (_, ack) => {
      // A console's acknowledgement is whatever it sent last: it may be none.
      if (typeof ack !== 'function' || !guard('Camera')) return;
      try {
        if (!(await devices.camera?.present())) throw new DeviceError('noCamera');
        ack({ Success: true, Image: await devices.camera!.capture() });
      } catch (e) {
        ack({ Success: false, Message: e instanceof DeviceError ? text(e.key, st.lang, e.detail) : String(e) });
      }
    });

    socket.on(DeviceEvents.PickingPrint, (raw, ack) => {
      // A job the declaration does not read is refused as one with nothing to print.
      const p: JobPayload | null = parsed(deviceJob, raw);
      // Its outcome still names the console's job, if it named one.
      const jobId = jobIdOf(p ?? (raw as JobPayload | null));
      if (!guard('Print', jobId)) return;
      const session = st.session!;
      const job = printing.then(async () => {
        try {
          const resolved = await resolveJob(session, p, cfg.pickingCall, cfg.rawZpl);
          resolved.id = jobId;
          const where = await devices.printer.print(resolved);
          return {
            Kind: 'Print',
            Success: true,
            JobId: jobId,
            Message: text('printed', st.lang, path.basename(where)),
          } as AsyncMessage;
        } catch (e) {
          return { Kind: 'Print', Success: false, JobId: jobId, Message: messageOf(e, st.lang) } as AsyncMessage;
        }
      });
      printing = job;
      void job.then((m) => {
        socket.emit(DeviceEvents.SendAsync, m);
        if (typeof ack === 'function') ack(m);
      });
    });

    socket.on('disconnect', () => {
      if (st.preview) clearInterval(st.preview);
      state.delete(socket.id);
    });
  });

  // The simulators' remote control, for demos, tests and the benchmark; simulate mode only.
  if (devices.scale instanceof SimulatedScale) {
    const sim = devices.scale;
    // A namespace of its own protocol (socket.io types a server's namespaces as its main one).
    const simulator = io.of(DEVICE_SIMULATOR_NAMESPACE) as unknown as Namespace<DeviceSimulatorToAgent>;
    simulator.on('connection', (s) => {
      s.on(DeviceSimulatorEvents.SetWeight, (raw, ack) => {
        const w = parsed(deviceSimulatorSetWeight, raw);
        sim.set(String(w?.Kg ?? 0), w?.Stable !== false);
        if (typeof ack === 'function') ack();
      });
      s.on(DeviceSimulatorEvents.Unplug, (ack) => {
        sim.unplug();
        if (typeof ack === 'function') ack();
      });
      s.on(DeviceSimulatorEvents.Plug, (ack) => {
        sim.plug();
        if (typeof ack === 'function') ack();
      });
    });
  }

  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(cfg.port, cfg.host, () => resolve());
  });
  const addr = httpServer.address() as AddressInfo;
  const host = addr.family === 'IPv6' ? `[${addr.address}]` : addr.address;
  return {
    url: `ws://${host}:${addr.port}`,
    devices,
    io,
    async close() {
      devices.scale?.stop();
      for (const st of state.values()) if (st.preview) clearInterval(st.preview);
      await new Promise<void>((resolve) => io.close(() => resolve()));
    },
  };
}
