import { ForecastScreen } from './ForecastScreen';

/** Staff forecast parcels for a customer. */
export default function WarehouseDocumentEstablishPacket() {
  return <ForecastScreen scope="staff" />;
}
