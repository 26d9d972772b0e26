import { CommodityScreen } from './commodity/CommodityScreen';

/** Staff: every customer's commodities. */
export default function CommodityIndex() {
  return <CommodityScreen scope="staff" />;
}
