import { STAFF } from './calls';
import { UserScreen } from './UserScreen';

/** Platform staff users. */
export default function BackstageUserIndex() {
  return <UserScreen v={STAFF} />;
}
