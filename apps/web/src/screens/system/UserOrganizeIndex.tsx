import { OrganizeScreen } from './organizes/OrganizeScreen';

/** Customer organisations. */
export default function UserOrganizeIndex() {
  return <OrganizeScreen variant="User" />;
}
