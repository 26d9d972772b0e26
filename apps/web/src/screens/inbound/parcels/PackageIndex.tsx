import { PackageScreen } from './PackageScreen';

/** Staff: every customer's parcels. */
export default function PackageIndex() {
  return <PackageScreen scope="staff" />;
}
