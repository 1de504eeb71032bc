// Vitest globalSetup of the projects that start upstreams on SQLite: builds the run's seeded
// template (sqlite-template.ts) once and names it in TEST_SQLITE_TEMPLATE for the test workers. A
// TEST_SQLITE_TEMPLATE already set (another project's setup in the same run) is used as it is.
import { buildSqliteTemplate, SQLITE_TEMPLATE_ENV } from './sqlite-template.ts';

export default async function setup(): Promise<() => Promise<void>> {
  if (process.env[SQLITE_TEMPLATE_ENV]) return async () => {};
  const template = await buildSqliteTemplate();
  process.env[SQLITE_TEMPLATE_ENV] = template.file;
  return async () => {
    delete process.env[SQLITE_TEMPLATE_ENV];
    await template.remove();
  };
}
