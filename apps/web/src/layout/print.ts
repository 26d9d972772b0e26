import type { AnyCall } from '@wms/contract';
import type { z } from 'zod';
import { toast } from '../api/notify';
import { getApiBase } from '../api/request';
import { printOnDevice, startDevice, stopDevice, updateDeviceUser } from '../device/local-service';
import { currentLangTag, i18n } from '../i18n';
import { useAppStore } from '../stores/app';
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
  startDevice(address, deviceUser(user.UserName, accessToken), switchOff);
}

/** Prints a server document (a call answering a PDF) through the device agent when the print
 * connection is on; false otherwise, and the caller offers the PDF for download, as a station
 * without an agent does. */
export function printThroughAgent<C extends AnyCall>(call: C, body: z.input<C['body']>, title: string): boolean {
  return (
    useSettingsStore.getState().OpenService &&
    // The agent posts `Call` under the server's API base, as the console's client does.
    printOnDevice({ Call: call.path.slice(1), Body: body, Title: title })
  );
}

/** A new address saved while the connection is on: connect there instead. */
export function restartPrintConnection(): void {
  if (!useSettingsStore.getState().OpenService) return;
  stopDevice();
  startPrintConnection();
}

const deviceUser = (UserName: string, Token: string) => ({
  UserName,
  ApiUrl: new URL(getApiBase(), location.origin).toString(),
  Token,
  Lang: currentLangTag(),
});

// A renewed access token goes to the agent too (it fetches the documents it prints with it), and
// so does another language (it words its notices in it).
const resend = () => {
  const { user, accessToken } = useSessionStore.getState();
  if (user && accessToken) updateDeviceUser(deviceUser(user.UserName, accessToken));
};
useSessionStore.subscribe((now, before) => now.accessToken !== before.accessToken && resend());
useAppStore.subscribe((now, before) => now.language !== before.language && resend());
