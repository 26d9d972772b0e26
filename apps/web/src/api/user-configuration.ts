import type { EditUserConfigureBody, UserConfiguration } from '@wms/contract';
import { post } from './request';

export const userConfigurationApi = {
  get: () => post<UserConfiguration>('/UserConfiguration/GetUserConfigureByUserIdInfo'),
  edit: (body: EditUserConfigureBody) => post<UserConfiguration>('/UserConfiguration/EditUserConfigure', body),
};
