import type { GetUserMessagesBody } from '@wms/contract';
import { api } from './client';

export const userMessagesApi = {
  list: (body: GetUserMessagesBody) => api.UserMessages.GetUserMessages(body),
  unreadCount: () => api.UserMessages.GetUserMessagesUnreadCount({}, { silent: true }),
  read: (body: { Ids?: number[]; All?: boolean }) => api.UserMessages.UserMessagesRead(body),
  remove: (Ids: number[]) => api.UserMessages.UserMessagesDelete({ Ids }),
};
