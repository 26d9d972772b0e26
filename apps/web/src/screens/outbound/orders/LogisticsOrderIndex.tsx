import { OrderScreen } from './OrderScreen';

/** Staff: every customer’s logistics orders. */
export default function LogisticsOrderIndex() {
  return <OrderScreen scope="staff" />;
}
