import { FreightTrial } from './FreightTrial';

/** A customer prices a parcel on every channel, at their own prices. */
export default function UserFreightTrialIndex() {
  return <FreightTrial scope="user" />;
}
