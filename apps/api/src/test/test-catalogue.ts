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
export const SNAPSHOT_ENV = 'YAOCAI_TEST_SNAPSHOT';
export const TEMPLATE_ENV = 'YAOCAI_TEST_TEMPLATE';
