/** The catalogue every API test file starts from (deterministic for the seed number). */
/** Without the demo 全场94折 (activities): the tests expect base prices unless they set one up. */
export const STANDARD_TEST_CATALOGUE = { goods: 400, seed: 7, activities: false, repeatHistory: false };
export const SNAPSHOT_ENV = 'YAOCAI_TEST_SNAPSHOT';
export const TEMPLATE_ENV = 'YAOCAI_TEST_TEMPLATE';
