// Imported first by main.tsx, before any module builds a schema. The console's content security
// policy forbids eval (apps/server/src/platform/http/security-headers.ts): zod would otherwise
// probe `Function('')` when its first object schema is made, which the browser refuses and
// reports as an error. Without the probe zod parses the same way, only without compiled parsers.
// zod keeps its settings on this global, so setting it here costs no import of zod.
const g = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
g.__zod_globalConfig = { ...g.__zod_globalConfig, jitless: true };
