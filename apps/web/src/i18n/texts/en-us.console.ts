import { textsOf } from '.';

/** The rest of one language's texts, loaded with the session; replaced at build time like
 * ./en-us.ts. */
export default textsOf('en-us', 'console');
