import type { GetUserMessagesBody, UserMessageRow, UserMessagesChange } from '@wms/contract';
import { post, requestEnvelope } from './request';

export const userMessagesApi = {
  list: (body: GetUserMessagesBody) =>
    requestEnvelope<UserMessageRow[]>({ url: '/UserMessages/GetUserMessages', data: body }),
  unreadCount: () => post<number>('/UserMessages/GetUserMessagesUnreadCount', {}, { silent: true }),
  read: (body: { Ids?: number[]; All?: boolean }) => post<UserMessagesChange>('/UserMessages/UserMessagesRead', body),
  remove: (Ids: number[]) => post<UserMessagesChange>('/UserMessages/UserMessagesDelete', { Ids }),
};
