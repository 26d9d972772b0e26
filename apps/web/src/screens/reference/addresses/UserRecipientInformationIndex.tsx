import { RecipientScreen } from './RecipientScreen';

/** A customer's own recipients. */
export default function UserRecipientInformationIndex() {
  return <RecipientScreen scope="user" />;
}
