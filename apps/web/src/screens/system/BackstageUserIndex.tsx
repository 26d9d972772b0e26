import { STAFF } from './users/calls';
import { UserScreen } from './users/UserScreen';

/** Platform staff users. */
export default function BackstageUserIndex() {
  return <UserScreen v={STAFF} />;
}
