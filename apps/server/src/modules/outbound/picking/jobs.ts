import { DEFAULT_LANG } from '@wms/contract';
import { defineJob } from '../../../platform/jobs.js';
import { runDueRules } from './rules.js';

// The picking rules' schedule (docs/domain.md, "Picking"): every minute, each active rule whose
// interval has passed since it last ran makes its lists (and pushes them once committed). Safe to
// run twice: a rule's turn is taken by a conditional update (rules.ts, runDueRules).
export const pickingRulesJob = defineJob({
  name: 'picking-rules',
  cron: '* * * * *',
  async run(deps) {
    await runDueRules(deps, DEFAULT_LANG);
  },
});
