import { PackageScreen } from './PackageScreen';

/** A customer's own parcels. */
export default function UserPackageIndex() {
  return <PackageScreen scope="user" />;
}
