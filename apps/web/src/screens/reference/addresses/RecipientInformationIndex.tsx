import { RecipientScreen } from './RecipientScreen';

/** Every customer's recipients. */
export default function RecipientInformationIndex() {
  return <RecipientScreen scope="staff" />;
}
