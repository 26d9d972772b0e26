import { CommodityScreen } from '../warehouse/commodity/CommodityScreen';

/** A customer's own commodities. */
export default function UserCommodityIndex() {
  return <CommodityScreen scope="user" />;
}
