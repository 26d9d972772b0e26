import type en from '../en-US/table';
import type { Messages } from '../types';

const m: Messages<typeof en> = {
  placeholder: '',
};
export default m;
