import { DeviceError, type PrintJob } from '../devices.js';

/** Refuses data that is not what the job says it is: a printer fed random bytes prints pages of
 * garbage, a thermal printer may feed labels until stopped. */
export function checkJob(job: PrintJob): void {
  if (job.format === 'pdf' && job.data.subarray(0, 5).toString('latin1') !== '%PDF-') {
    throw new DeviceError('printFailed', 'not a PDF');
  }
  if (job.format === 'zpl' && !job.data.toString('latin1').includes('^XA')) {
    throw new DeviceError('printFailed', 'not ZPL (no ^XA)');
  }
}
