import { DeviceEvents, type DeviceToAgent, type DeviceToConsole } from '@wms/contract';
import type { Socket as AgentSocket } from 'socket.io';
import type { Socket as ConsoleSocket } from 'socket.io-client';
import { expect, it } from 'vitest';

// The device hub's two ends are typed from the protocol's declaration
// (packages/contract/src/sockets/device.ts): `npm run typecheck` fails unless each line marked as
// an expected error is one, i.e. unless a misspelt event or a wrong payload is refused.
function ends(agent: AgentSocket<DeviceToAgent, DeviceToConsole>, page: ConsoleSocket<DeviceToConsole, DeviceToAgent>) {
  agent.emit(DeviceEvents.SendWeight, '1.25');
  agent.emit(DeviceEvents.SendWeight, null);
  // @ts-expect-error a misspelt event
  agent.emit('SendWieght', '1.25');
  // @ts-expect-error a weight is a decimal string, never a number
  agent.emit(DeviceEvents.SendWeight, 1.25);
  // @ts-expect-error the console's event, which the agent never sends
  agent.emit(DeviceEvents.LoadUserInfo, { ApiUrl: 'x', Token: 't' });
  agent.on(DeviceEvents.PickingPrint, (job, answer) =>
    answer?.({ Kind: 'Print', Success: true, Message: job.Title ?? '' }),
  );
  // @ts-expect-error an acknowledgement answers an outcome, not a text
  agent.on(DeviceEvents.PickingPrint, (_job, answer) => answer?.('done'));

  page.emit(DeviceEvents.PickingPrint, { Zpl: '^XA^XZ' });
  page.emit(DeviceEvents.LoadUserInfo, { UserName: 'admin', ApiUrl: 'http://x/openapi', Token: 't', Lang: 'en-us' });
  // @ts-expect-error label text is text
  page.emit(DeviceEvents.PickingPrint, { Zpl: 42 });
  // @ts-expect-error no token
  page.emit(DeviceEvents.LoadUserInfo, { ApiUrl: 'http://x/openapi' });
  // @ts-expect-error the agent's event, which the console never sends
  page.emit(DeviceEvents.SendLoad, { Success: true, Message: '' });
  page.on(DeviceEvents.SendLoad, (a) => a.Success && a.Message);
  // @ts-expect-error a misspelt event
  page.on('SendLoads', () => {});
}

it('types both ends of the device hub from the declaration (checked by the type checker)', () => {
  expect(typeof ends).toBe('function');
});
