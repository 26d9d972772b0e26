import { getApiBase } from '../api/request';
import { startDevice, stopDevice } from '../device/local-service';
import { useSessionStore } from '../stores/session';
import { useSettingsStore } from '../stores/settings';

/** The print-connection switch (spec 01 section 4): on starts the local device connection if it
 * is not started, off stops it. The choice is kept locally. */
export function setPrintConnection(on: boolean): void {
  useSettingsStore.getState().change('OpenService', on);
  if (on) startPrintConnection();
  else stopDevice();
}

export function startPrintConnection(): void {
  const { configuration, user, accessToken } = useSessionStore.getState();
  const address = configuration?.LocalServiceConnection;
  if (!address || !user) return;
  const api = new URL(getApiBase(), location.origin).toString();
  startDevice(address, { UserName: user.UserName, ApiUrl: api, Token: accessToken });
}
