import readline from 'node:readline';
import { startAgent } from './agent.js';
import { loadConfig, USAGE, UsageError } from './config.js';
import { SimulatedScale } from './scale/sim.js';

/** `npm run device-agent -- [--simulate] ...`: starts the agent and, with the simulators, reads
 * commands for the virtual scale from the terminal. */
async function main() {
  let cfg: ReturnType<typeof loadConfig>;
  try {
    cfg = loadConfig(process.argv.slice(2));
  } catch (e) {
    const err = e as Error & { code?: string };
    if (err instanceof UsageError || err.code?.startsWith('ERR_PARSE_ARGS')) {
      if (err.message) console.error(err.message);
      console.error(USAGE);
      process.exit(err.message ? 2 : 0);
    }
    throw e;
  }
  const agent = await startAgent(cfg);
  const { scale, printer, camera } = agent.devices;
  console.log(`WMS device agent on ${agent.url} for ${cfg.origins.join(', ')}`);
  console.log(`  printer: ${printer.name}; scale: ${scale?.name ?? 'none'}; camera: ${camera?.name ?? 'none'}`);
  if (scale instanceof SimulatedScale) {
    console.log('  virtual scale: type a weight in kg (1.25), "u" unstable, "s" stable, "unplug", "plug"');
    const rl = readline.createInterface({ input: process.stdin });
    rl.on('line', (l) => {
      const cmd = l.trim().toLowerCase();
      if (cmd === 'u') scale.setUnstable(true);
      else if (cmd === 's') scale.setUnstable(false);
      else if (cmd === 'unplug') scale.unplug();
      else if (cmd === 'plug') scale.plug();
      else if (cmd && Number.isFinite(Number(cmd))) scale.set(cmd);
      else if (cmd) console.log(`? ${cmd}`);
    });
  }
  const stop = () => void agent.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
