import net from 'node:net';
import path from 'node:path';

/** Every setting the server reads, with its default. The README's configuration table mirrors
 * this function; keep them together. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** Lifetime of the signed addresses the API answers for uploaded files (platform/upload-urls.ts). */
  uploadUrlTtlSeconds: number;
  logLevel: string;
  webDist: string | undefined;
  /** Address of the mobile app that phones are sent to. */
  mobileAppUrl: string;
  /** Seed demo accounts and data on an empty database. */
  seedDemo: boolean;
  /**
   * Which forwarded client addresses (`X-Forwarded-For`, `-Host`, `-Proto`) to believe: false (no
   * proxy: the connection's own address is the client), the addresses or ranges of the proxies in
   * front of the server, or how many proxy hops there are. Believing any client would let it pick
   * the address every per-address limit counts by.
   */
  trustProxy: false | string[] | number;
  /** How often (ms) each process looks for business event deliveries that are due; 0 turns the
   * dispatcher off (tests run it by hand: platform/events.ts, `runDueDeliveries`). */
  eventPollMs: number;
  /** Run the job queue (scheduled work, platform/jobs.ts) in this process. */
  jobs: boolean;
  /** Sign-in attempts allowed per user name or client address per minute before Code 6. */
  signInRateLimitPerMinute: number;
  /** espeak-ng program for SpeechSynthesizer/GeneratingVoice; a name is looked up on PATH. */
  espeakPath: string;
  /** A file every SQL statement and its parameters is appended to, one JSON line each
   * (benchmarks replay a call's exact SQL with pgbench; also handy when debugging). Off when empty. */
  sqlLog: string | undefined;
  version: string;
  /** Offer the built-in sandbox payment provider (docs/domain.md, "Recharges and online
   * payments"): off, its methods are not offered and its page and callback are refused. */
  paymentSandbox: boolean;
}

/** proxy-addr's names for address ranges, accepted as they are. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** `TRUST_PROXY`: empty or `false` for none, a hop count, or a comma-separated list of proxy
 * addresses and CIDR ranges. `true` is refused: it would trust every client. */
export function parseTrustProxy(v: string | undefined): false | string[] | number {
  const text = (v ?? '').trim();
  if (text === '' || text === 'false') return false;
  if (/^\d+$/.test(text)) return Number(text) || false;
  if (text === 'true') {
    throw new Error(
      'TRUST_PROXY=true would believe any client about its own address: give the proxies (addresses or CIDR ranges) or the number of proxy hops',
    );
  }
  const list = text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const entry of list) {
    const [address, bits, more] = entry.split('/');
    const family = net.isIP(address ?? '');
    const okBits = bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (family === 6 ? 128 : 32));
    if (!RANGE_NAMES.has(entry) && (!family || !okBits || more !== undefined)) {
      throw new Error(
        `TRUST_PROXY: "${entry}" is neither an IP address, a CIDR range, nor one of ${[...RANGE_NAMES].join(', ')}`,
      );
    }
  }
  return list;
}

function num(v: string | undefined, d: number): number {
  const n = v === undefined || v === '' ? Number.NaN : Number(v);
  return Number.isFinite(n) ? n : d;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  return {
    port: num(env.PORT, 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    accessTokenTtlSeconds: num(env.ACCESS_TOKEN_TTL_SECONDS, 900),
    refreshTokenTtlSeconds: num(env.REFRESH_TOKEN_TTL_SECONDS, 14 * 24 * 3600),
    uploadUrlTtlSeconds: num(env.UPLOAD_URL_TTL_SECONDS, 300),
    logLevel: env.LOG_LEVEL ?? 'info',
    webDist: env.WEB_DIST,
    mobileAppUrl: env.MOBILE_APP_URL ?? '',
    seedDemo: (env.SEED_DEMO ?? 'true') !== 'false',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    eventPollMs: num(env.EVENT_POLL_MS, 1000),
    jobs: (env.JOBS ?? 'true') !== 'false',
    signInRateLimitPerMinute: num(env.SIGN_IN_RATE_LIMIT_PER_MINUTE, 20),
    espeakPath: env.ESPEAK_PATH || 'espeak-ng',
    sqlLog: env.SQL_LOG || undefined,
    version: env.APP_VERSION ?? '0.1.0',
    paymentSandbox: (env.PAYMENT_SANDBOX ?? 'true') !== 'false',
    ...overrides,
  };
}
