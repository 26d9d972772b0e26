import { textsOf } from '.';

/** The rest of one language's texts, loaded with the session; replaced at build time like
 * ./zh-cn.ts. */
export default textsOf('zh-cn', 'console');
