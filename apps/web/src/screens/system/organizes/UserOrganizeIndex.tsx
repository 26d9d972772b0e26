import { OrganizeScreen } from './OrganizeScreen';

/** Customer organisations. */
export default function UserOrganizeIndex() {
  return <OrganizeScreen variant="User" />;
}
