import { DeclarantScreen } from './DeclarantScreen';

/** A customer's own declarants. */
export default function UserDeclarantInformationIndex() {
  return <DeclarantScreen scope="user" />;
}
