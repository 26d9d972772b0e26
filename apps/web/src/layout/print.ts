import { toast } from '../api/notify';
import { getApiBase } from '../api/request';
import { startDevice, stopDevice } from '../device/local-service';
import { i18n } from '../i18n';
import { useSessionStore } from '../stores/session';
import { useSettingsStore } from '../stores/settings';

/** The print-connection switch: on starts the local device connection if it
 * is not started, off stops it. The choice is kept locally. */
export function setPrintConnection(on: boolean): void {
  useSettingsStore.getState().change('OpenService', on);
  if (on) startPrintConnection();
  else stopDevice();
}

/** Nothing to connect to, or nothing answered: the switch goes back off (it would otherwise try,
 * and fail, on every page load); the user has been told why. */
const switchOff = () => useSettingsStore.getState().change('OpenService', false);

export function startPrintConnection(): void {
  const { configuration, user, accessToken } = useSessionStore.getState();
  if (!user) return;
  const address = configuration?.LocalServiceConnection;
  if (!address) {
    toast('warning', i18n.t('layout:printServiceNoAddress'), undefined, 8);
    switchOff();
    return;
  }
  const api = new URL(getApiBase(), location.origin).toString();
  startDevice(address, { UserName: user.UserName, ApiUrl: api, Token: accessToken }, switchOff);
}
