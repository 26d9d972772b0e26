import { CUSTOMERS } from './calls';
import { UserScreen } from './UserScreen';

/** Customer users. */
export default function UserIndex() {
  return <UserScreen v={CUSTOMERS} />;
}
