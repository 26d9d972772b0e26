import type {
  EditWarehouseBody,
  EditWarehousePartitionBody,
  EstablishWarehouseBody,
  EstablishWarehousePartitionBody,
  GetWarehousePartitionsBody,
  GetWarehousesBody,
  IdName,
  WarehousePartitionRow,
  WarehouseRow,
} from '@wms/contract';
import { post, requestEnvelope } from './request';
import type { CallOpts } from './users';

/** Warehouse/* (permission codes `Warehouse:<Action>`). */
export const warehousesApi = {
  list: (body: GetWarehousesBody) => requestEnvelope<WarehouseRow[]>({ url: '/Warehouse/GetWarehouses', data: body }),
  detail: (Id: number) => post<WarehouseRow>('/Warehouse/GetWarehouseById', { Id }),
  create: (body: EstablishWarehouseBody, o?: CallOpts) => post<number>('/Warehouse/EstablishWarehouse', body, o),
  edit: (body: EditWarehouseBody, o?: CallOpts) => post<boolean>('/Warehouse/EditWarehouse', body, o),
  remove: (Id: number) => post<boolean>('/Warehouse/DeleteWarehouse', { Id }),
  setDeactivated: (Ids: number[], IsDeactivate: boolean) =>
    post<number>('/Warehouse/IsDeactivateWarehouse', { Ids, IsDeactivate }),
  /** Active warehouses serving a site (a customer's own site whatever it asks). */
  ofSite: (SiteId?: number) => post<IdName[]>('/SiteJoinWarehouse/GetSiteJoinWarehouseBySiteId', { SiteId }),
  all: () => post<IdName[]>('/SiteJoinWarehouse/GetAllWarehouses', {}),
};

/** WarehousePartitions/* (permission codes `WarehousePartitions:<Action>`). */
export const partitionsApi = {
  list: (body: GetWarehousePartitionsBody) =>
    requestEnvelope<WarehousePartitionRow[]>({ url: '/WarehousePartitions/GetWarehousePartitions', data: body }),
  create: (body: EstablishWarehousePartitionBody, o?: CallOpts) =>
    post<number>('/WarehousePartitions/EstablishWarehousePartition', body, o),
  edit: (body: EditWarehousePartitionBody, o?: CallOpts) =>
    post<boolean>('/WarehousePartitions/EditWarehousePartition', body, o),
  remove: (Id: number) => post<boolean>('/WarehousePartitions/DeleteWarehousePartition', { Id }),
  ofSite: (SiteId?: number, WarehouseId?: number) =>
    post<IdName[]>('/WarehousePartitions/GetWarehousePartitionBySiteId', { SiteId, WarehouseId }),
};
