import { textsOf } from '.';

/** The texts of one language drawn without a session, a chunk of its own. The build replaces
 * this module with the evaluated strings (build/texts.ts), so that the chunk carries them only. */
export default textsOf('zh-cn', 'public');
