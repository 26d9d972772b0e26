import { DocumentScreen } from './DocumentScreen';

/** Staff: every customer's warehouse documents. */
export default function WarehouseDocumentIndex() {
  return <DocumentScreen scope="staff" />;
}
