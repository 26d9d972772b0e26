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
  /** Sign-in attempts allowed per user name or client address per minute before Code 6. */
  signInRateLimitPerMinute: number;
  /** espeak-ng program for SpeechSynthesizer/GeneratingVoice; a name is looked up on PATH. */
  espeakPath: string;
  /** A file every SQL statement and its parameters is appended to, one JSON line each
   * (benchmarks replay a call's exact SQL with pgbench; also handy when debugging). Off when empty. */
  sqlLog: string | undefined;
  version: string;
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
    uploadUrlTtlSeconds: num(env.UPLOAD_URL_TTL_SECONDS, 3600),
    logLevel: env.LOG_LEVEL ?? 'info',
    webDist: env.WEB_DIST,
    mobileAppUrl: env.MOBILE_APP_URL ?? '',
    seedDemo: (env.SEED_DEMO ?? 'true') !== 'false',
    signInRateLimitPerMinute: num(env.SIGN_IN_RATE_LIMIT_PER_MINUTE, 20),
    espeakPath: env.ESPEAK_PATH || 'espeak-ng',
    sqlLog: env.SQL_LOG || undefined,
    version: env.APP_VERSION ?? '0.1.0',
    ...overrides,
  };
}
