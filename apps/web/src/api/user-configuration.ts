import type { EditUserConfigureBody } from '@wms/contract';
import { api, type CallOpts } from './client';

export const userConfigurationApi = {
  get: () => api.UserConfiguration.GetUserConfigureByUserIdInfo(),
  edit: (body: EditUserConfigureBody, o?: CallOpts) => api.UserConfiguration.EditUserConfigure(body, o),
};
