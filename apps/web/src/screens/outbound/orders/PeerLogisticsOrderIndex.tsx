import { OrderScreen } from './OrderScreen';

/** Staff: the orders peers sent (source Peer), in the same list as every order. */
export default function PeerLogisticsOrderIndex() {
  return <OrderScreen scope="staff" peer />;
}
