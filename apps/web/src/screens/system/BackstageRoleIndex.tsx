import { RoleScreen } from './roles/RoleScreen';

/** Staff (back-office) roles. */
export default function BackstageRoleIndex() {
  return <RoleScreen classification={1} />;
}
