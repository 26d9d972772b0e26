import { RechargeScreen } from './RechargeScreen';

/** Staff: every customer's recharges, online and by staff. */
export default function RechargeRecordIndex() {
  return <RechargeScreen scope="staff" />;
}
