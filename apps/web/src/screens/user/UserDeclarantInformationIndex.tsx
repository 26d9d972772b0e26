import { DeclarantScreen } from '../addresses/DeclarantScreen';

/** A customer's own declarants. */
export default function UserDeclarantInformationIndex() {
  return <DeclarantScreen scope="user" />;
}
