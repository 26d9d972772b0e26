import { DeclarantScreen } from './DeclarantScreen';

/** Every customer's declarants. */
export default function DeclarantInformationIndex() {
  return <DeclarantScreen scope="staff" />;
}
