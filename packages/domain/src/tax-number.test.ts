import { describe, expect, it } from 'vitest';
import { TAX_NUMBER_RULE_TEXT, taxNumberRefusal } from './tax-number';

describe('taxNumberRefusal', () => {
  it.each([
    ['91110105MA04C7RX2K', '18-character unified social credit code'],
    ['92130102MA0F3K8L5Q', 'individual business code'],
    ['110105123456789', '15-character taxpayer number'],
    ['11010519800101123X00', '20-character taxpayer number'],
    ['913701020000000000', 'digits only'],
  ])('accepts %s (%s)', (value) => {
    expect(taxNumberRefusal(value)).toBeNull();
  });

  it.each([
    ['', TAX_NUMBER_RULE_TEXT],
    ['9111010', TAX_NUMBER_RULE_TEXT],
    ['91110105ma04c7rx2k', '18位税号（统一社会信用代码）不含字母I、O、S、V、Z，请核对'],
    ['91110105MA04C7RX2I', '18位税号（统一社会信用代码）不含字母I、O、S、V、Z，请核对'],
    ['91110105MAO4C7RX2K', '18位税号（统一社会信用代码）不含字母I、O、S、V、Z，请核对'],
    ['1101051234567890', TAX_NUMBER_RULE_TEXT],
    ['11010512345678 ', TAX_NUMBER_RULE_TEXT],
    ['110105-23456789', TAX_NUMBER_RULE_TEXT],
    ['91110105MA04C7RX2K1', TAX_NUMBER_RULE_TEXT],
    ['１１０１０５１２３４５６７８９', TAX_NUMBER_RULE_TEXT],
  ])('refuses %j', (value, message) => {
    expect(taxNumberRefusal(value)).toBe(message);
  });
});
