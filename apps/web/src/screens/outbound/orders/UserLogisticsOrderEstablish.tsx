import { OrderForm } from './form/OrderForm';

/** A customer places an order, or edits one pending review or rejected. */
export default function UserLogisticsOrderEstablish() {
  return <OrderForm scope="user" />;
}
