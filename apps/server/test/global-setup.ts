import type { TestProject } from 'vitest/node';
import { preparePgliteSnapshot, preparePostgresTemplate } from './helpers/prepared.js';

/** The server suites' prepared database (helpers/prepared.ts), made once for the run: a PGlite
 * dump, or a PostgreSQL template on TEST_DATABASE_URL's server for the postgres project. */
export default async function setup(project: TestProject) {
  const postgres = project.config.env?.TEST_DRIVER === 'postgres';
  if (postgres) {
    const template = await preparePostgresTemplate(process.env.TEST_DATABASE_URL!);
    project.provide('postgresTemplate', template.name);
    project.provide('pgliteSnapshot', '');
    return () => template.drop();
  }
  const snapshot = await preparePgliteSnapshot();
  project.provide('pgliteSnapshot', snapshot.file);
  project.provide('postgresTemplate', '');
  return () => snapshot.remove();
}
