import { RoleScreen } from './RoleScreen';

/** Staff (back-office) roles. */
export default function BackstageRoleIndex() {
  return <RoleScreen classification={1} />;
}
