import { OrderForm } from './form/OrderForm';

/** Staff place an order for a customer (the customer picked first). */
export default function LogisticsOrderEstablish() {
  return <OrderForm scope="staff" />;
}
