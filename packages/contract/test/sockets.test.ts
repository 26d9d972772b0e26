import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  DeviceEvents,
  DeviceSimulatorEvents,
  deviceHub,
  deviceJob,
  deviceSimulator,
  deviceSubscription,
  deviceUser,
  PUSH_HUB_PATH,
  PushEvents,
  pushHub,
} from '../src/index.js';

// The socket protocols are declared once in src/sockets (docs/architecture.md, "Socket
// protocols"); both ends are typed from them and name events by the declared names.

const root = path.resolve(import.meta.dirname, '../../..');

describe('the socket protocols', () => {
  it('name every event by its key, both ways, and the push hub keeps its path', () => {
    expect(DeviceEvents).toEqual(
      Object.fromEntries([...Object.keys(deviceHub.toAgent), ...Object.keys(deviceHub.toConsole)].map((k) => [k, k])),
    );
    expect(Object.keys(deviceHub.toAgent).sort()).toEqual([
      'CaptureImage',
      'LoadUserInfo',
      'PickingPrint',
      'Subscribe',
      'Unsubscribe',
    ]);
    expect(Object.keys(deviceHub.toConsole).sort()).toEqual([
      'SendAsync',
      'SendLoad',
      'SendVideoCapture',
      'SendWeight',
    ]);
    expect(Object.keys(DeviceSimulatorEvents).sort()).toEqual(['Plug', 'SetWeight', 'Unplug']);
    expect(Object.values(PushEvents).sort()).toEqual([
      'AddPickingList',
      'PermissionChange',
      'SendAsync',
      'UserReceivingInformation',
    ]);
    expect(pushHub.toServer).toEqual({});
    // Consoles already deployed connect here.
    expect(PUSH_HUB_PATH).toBe('/openapi/hubs/LogisticsInfrastructureHub');
  });

  it('check what the agent receives from a page: each payload it reads has its schema', () => {
    expect(deviceHub.toAgent.LoadUserInfo.schema).toBe(deviceUser);
    expect(deviceHub.toAgent.Subscribe.schema).toBe(deviceSubscription);
    expect(deviceHub.toAgent.Unsubscribe.schema).toBe(deviceSubscription);
    expect(deviceHub.toAgent.PickingPrint.schema).toBe(deviceJob);
    expect(deviceSimulator.toAgent.SetWeight.schema).toBeDefined();

    const user = { UserName: 'admin', ApiUrl: 'http://127.0.0.1:5000/openapi', Token: 't', Lang: 'en-us' };
    expect(deviceUser.safeParse(user).success).toBe(true);
    expect(deviceUser.safeParse({ ...user, Token: undefined }).success).toBe(false);
    expect(deviceUser.safeParse({ ...user, ApiUrl: 42 }).success).toBe(false);
    expect(deviceUser.safeParse({ ...user, Token: 'x'.repeat(8193) }).success).toBe(false);
    expect(deviceUser.safeParse('admin').success).toBe(false);

    expect(deviceSubscription.safeParse({ Camera: true, Scale: false }).success).toBe(true);
    expect(deviceSubscription.safeParse({ Scale: 'yes' }).success).toBe(false);

    for (const job of [
      { PickingId: 7 },
      { JobId: 'j1', Call: 'Shelves/GetPrintShelveReport', Body: { Ids: [1] } },
      { JobId: 3, Zpl: '^XA^XZ', Title: 'label' },
      { Pdf: 'JVBERi0=' },
    ])
      expect(deviceJob.safeParse(job).success, JSON.stringify(job)).toBe(true);
    for (const job of [{ Zpl: 42 }, { JobId: {} }, { Title: ['x'] }, null])
      expect(deviceJob.safeParse(job).success, JSON.stringify(job)).toBe(false);
  });

  // The ends' sockets are typed from the declarations, so a declared name misspelt does not
  // compile; a string literal would still slip past where a socket is untyped. Only socket.io's
  // own events (and Node's) are named by literals there.
  it('are named by the declared names at both ends, never by a string literal', () => {
    const ends = [
      'apps/device-agent/src/agent.ts',
      'apps/device-agent/src/main.ts',
      'apps/web/src/device/local-service.ts',
      'apps/web/src/push/hub.ts',
      'apps/server/src/platform/push.ts',
    ];
    const reserved = new Set([
      'connect',
      'connect_error',
      'connection',
      'disconnect',
      'reconnect_failed',
      'error',
      'line',
      'SIGINT',
      'SIGTERM',
    ]);
    const literals: string[] = [];
    for (const file of ends) {
      const source = fs.readFileSync(path.join(root, file), 'utf8');
      for (const m of source.matchAll(/\.(emit|on|once|off)\(\s*(['"`])([^'"`]+)\2/g))
        if (m[1] === 'emit' || !reserved.has(m[3]!)) literals.push(`${file}: .${m[1]}('${m[3]}')`);
    }
    expect(literals).toEqual([]);
  });
});
