import type { EditUserConfigureBody } from '@wms/contract';
import { api } from './client';

export const userConfigurationApi = {
  get: () => api.UserConfiguration.GetUserConfigureByUserIdInfo(),
  edit: (body: EditUserConfigureBody) => api.UserConfiguration.EditUserConfigure(body),
};
