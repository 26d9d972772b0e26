import { FreightTrial } from './FreightTrial';

/** Staff price a parcel on every channel, at a customer's prices or the default ones. */
export default function FreightTrialIndex() {
  return <FreightTrial scope="staff" />;
}
