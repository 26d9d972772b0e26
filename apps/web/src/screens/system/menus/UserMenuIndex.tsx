import { MenuScreen } from './MenuScreen';

/** The customer users' menu tree. */
export default function UserMenuIndex() {
  return <MenuScreen classification={2} />;
}
