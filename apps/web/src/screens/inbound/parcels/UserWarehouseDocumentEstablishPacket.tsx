import { ForecastScreen } from './ForecastScreen';

/** A customer forecasts their parcels. */
export default function UserWarehouseDocumentEstablishPacket() {
  return <ForecastScreen scope="user" />;
}
