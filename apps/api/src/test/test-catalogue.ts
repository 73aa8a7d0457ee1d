/**
 * The catalogue every API test file starts from (deterministic for the seed number), without the demo
 * data other tests would count or price against: no 全场94折 (tests expect base prices unless they set
 * one up), every goods 无码 (tests of 药品追溯码 set their goods up), no demo recall or cold-chain order,
 * no repeat-buying history.
 */
export const STANDARD_TEST_CATALOGUE = {
  goods: 400,
  seed: 7,
  activities: false,
  traceCodes: false,
  quality: false,
  repeatHistory: false,
};

/**
 * What a test database starts as: `catalogue`, the standard catalogue above; `schema`, migrated and
 * empty (for files that seed a catalogue of their own). The global setup makes each once per run and
 * names it in these variables: a PGlite data folder that each file copies, or a PostgreSQL template
 * database.
 */
export type TestDatabaseStart = 'catalogue' | 'schema';
export const START_ENV: Record<TestDatabaseStart, { folder: string; template: string }> = {
  catalogue: { folder: 'YAOCAI_TEST_FOLDER', template: 'YAOCAI_TEST_TEMPLATE' },
  schema: { folder: 'YAOCAI_TEST_SCHEMA_FOLDER', template: 'YAOCAI_TEST_SCHEMA_TEMPLATE' },
};
