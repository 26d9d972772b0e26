/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Address of the mobile app that phones are sent to; empty: no redirect. */
  readonly VITE_MOBILE_APP_URL?: string;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}
