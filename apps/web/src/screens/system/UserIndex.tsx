import { CUSTOMERS } from './users/calls';
import { UserScreen } from './users/UserScreen';

/** Customer users. */
export default function UserIndex() {
  return <UserScreen v={CUSTOMERS} />;
}
