import { DocumentScreen } from './DocumentScreen';

/** A customer's own warehouse documents. */
export default function UserWarehouseDocumentIndex() {
  return <DocumentScreen scope="user" />;
}
