import { OrganizeScreen } from './OrganizeScreen';

/** Back-office organisations (staff users belong to them). */
export default function BackstageOrganizeIndex() {
  return <OrganizeScreen variant="Backstage" />;
}
