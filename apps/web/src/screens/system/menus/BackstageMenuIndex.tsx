import { MenuScreen } from './MenuScreen';

/** The staff (back-office) menu tree. */
export default function BackstageMenuIndex() {
  return <MenuScreen classification={1} />;
}
