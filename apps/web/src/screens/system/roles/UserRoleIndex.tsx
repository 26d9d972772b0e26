import { RoleScreen } from './RoleScreen';

/** Customer roles. */
export default function UserRoleIndex() {
  return <RoleScreen classification={2} />;
}
