import { RoleScreen } from './roles/RoleScreen';

/** Customer roles. */
export default function UserRoleIndex() {
  return <RoleScreen classification={2} />;
}
