import { OrderScreen } from './OrderScreen';

/** A customer’s own logistics orders. */
export default function UserLogisticsOrderIndex() {
  return <OrderScreen scope="user" />;
}
