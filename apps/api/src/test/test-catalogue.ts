/** The catalogue every API test file starts from (deterministic for the seed number). */
export const STANDARD_TEST_CATALOGUE = { goods: 400, seed: 7 };
export const SNAPSHOT_ENV = 'YAOCAI_TEST_SNAPSHOT';
export const TEMPLATE_ENV = 'YAOCAI_TEST_TEMPLATE';
