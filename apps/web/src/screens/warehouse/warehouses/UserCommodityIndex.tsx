import { CommodityScreen } from './commodity/CommodityScreen';

/** A customer's own commodities. */
export default function UserCommodityIndex() {
  return <CommodityScreen scope="user" />;
}
