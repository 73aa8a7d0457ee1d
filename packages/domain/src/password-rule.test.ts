import { describe, expect, it } from 'vitest';
import { PASSWORD_RULE_TEXT, passwordRefusal } from './password-rule';

describe('passwordRefusal', () => {
  it.each([
    ['Demo@1234', null],
    ['abcd1234', null],
    ['a1b2c3d4e5f6g7h8i9j0', null],
    ['abc123', PASSWORD_RULE_TEXT],
    ['abcdefgh', PASSWORD_RULE_TEXT],
    ['12345678', PASSWORD_RULE_TEXT],
    ['abcd 1234', PASSWORD_RULE_TEXT],
    ['a1b2c3d4e5f6g7h8i9j0k', PASSWORD_RULE_TEXT],
    ['', PASSWORD_RULE_TEXT],
  ])('%j → %j', (password, expected) => {
    expect(passwordRefusal(password)).toBe(expected);
  });
});
