import type {
  BatchAddShelvesBody,
  EditShelvesBody,
  EstablishShelvesBody,
  GetShelveLogsBody,
  GetShelvesBody,
  GetShelvesByPartitionBody,
  ShelfLabel,
  ShelfLogRow,
  ShelfOption,
  ShelfRow,
  TransferGoodsAllBody,
  TransferGoodsBody,
} from '@wms/contract';
import { post, requestBlob, requestEnvelope } from './request';
import type { CallOpts } from './users';

/** A label PDF of 500 shelves takes the server a few seconds: more than the usual 10 s margin. */
const PRINT_TIMEOUT = 120_000;

/** Shelves/* (permission codes `Shelves:<Action>`). */
export const shelvesApi = {
  list: (body: GetShelvesBody) => requestEnvelope<ShelfRow[]>({ url: '/Shelves/GetShelves', data: body }),
  detail: (Id: number) => post<ShelfRow>('/Shelves/GetShelvesById', { Id }),
  create: (body: EstablishShelvesBody, o?: CallOpts) => post<number>('/Shelves/EstablishShelves', body, o),
  /** The spec's path for editing a shelf. */
  edit: (body: EditShelvesBody, o?: CallOpts) => post<boolean>('/Shelves/EditShippingAddress', body, o),
  remove: (Id: number) => post<boolean>('/Shelves/DeleteShelves', { Id }),
  batchAdd: (body: BatchAddShelvesBody, o?: CallOpts) => post<number>('/Shelves/BatchAddShelves', body, o),
  setDeactivated: (Ids: number[], IsDeactivate: boolean) =>
    post<number>('/Shelves/IsDeactivateShelves', { Ids, IsDeactivate }),
  transfer: (body: TransferGoodsBody, o?: CallOpts) => post<boolean>('/Shelves/TransferGoods', body, o),
  transferAll: (body: TransferGoodsAllBody, o?: CallOpts) => post<number>('/Shelves/TransferGoodsAll', body, o),
  options: (body: GetShelvesByPartitionBody) =>
    requestEnvelope<ShelfOption[]>({ url: '/Shelves/GetShelvesByPartition', data: body }),
  logs: (body: GetShelveLogsBody) => requestEnvelope<ShelfLogRow[]>({ url: '/Shelves/GetShelveLogs', data: body }),
  labels: (Ids: number[]) => post<ShelfLabel[]>('/Shelves/GetPrintShelveData', { Ids }),
  labelsPdf: (Ids: number[]) =>
    requestBlob({ url: '/Shelves/GetPrintShelveReport', data: { Ids }, timeout: PRINT_TIMEOUT }),
};
