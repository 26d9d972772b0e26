import { RecipientScreen } from '../addresses/RecipientScreen';

/** A customer's own recipients. */
export default function UserRecipientInformationIndex() {
  return <RecipientScreen scope="user" />;
}
