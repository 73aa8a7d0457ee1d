import { describe, expect, it } from 'vitest';
import * as e from './errors';

describe('classifyCode', () => {
  it.each([
    [10000, 'success'],
    [200, 'success'],
    [201, 'success'],
    [10001, 'login'],
    [401, 'login'],
    [422, 'validation'],
    [459, 'contract'],
    [428, 'validation'],
    [500, 'busy'],
    [502, 'busy'],
    [503, 'busy'],
    [599, 'busy'],
    [400, 'alert'],
    [403, 'alert'],
    [404, 'alert'],
    [409, 'alert'],
    [499, 'alert'],
    [202, 'alert'],
    [204, 'alert'],
    [0, 'alert'],
    [-1, 'alert'],
    [600, 'alert'],
    [10002, 'alert'],
    [20000, 'alert'],
  ] as const)('%d → %s', (code, kind) => {
    expect(e.classifyCode(code)).toBe(kind);
  });
});

describe('codes and texts', () => {
  it.each([
    ['SUCCESS_CODE', 10000],
    ['SUCCESS_CODES', [10000, 200, 201]],
    ['NOT_LOGGED_IN', 10001],
    ['HTTP_UNAUTHORIZED', 401],
    ['VALIDATION', 422],
    ['CONTRACT_NOT_SIGNED', 459],
    ['LOGIN_SMS_REQUIRED', 428],
    ['BUSY_TEXT', '系统繁忙，请稍候再试'],
    ['TIMEOUT_TEXT', '请求超时，请刷新页面'],
    ['ALERT_TITLE', '温馨提示'],
    ['FAVORITE_ADDED', '收藏成功'],
    ['FAVORITE_REMOVED', '取消收藏成功'],
    ['LINK_EMPTY', '活动暂未开始'],
    ['LINK_NOT_STARTED', '活动未开始'],
    ['PRICE_LOGIN_REQUIRED', '登录后可见'],
    ['PRICE_REVIEW_REQUIRED', '资质审核通过后可见'],
  ] as const)('%s', (name, value) => {
    expect(e[name]).toEqual(value);
  });
});

describe('linkNotice', () => {
  it.each([
    [null, '活动暂未开始'],
    [undefined, '活动暂未开始'],
    ['', '活动暂未开始'],
    ['   ', '活动暂未开始'],
    ['*', '活动未开始'],
    ['*/zone/miaosha', '活动未开始'],
    [' *https://example.com', '活动未开始'],
    ['/zone/miaosha', null],
    ['https://example.com/a*b', null],
    ['#', null],
  ])('%j → %s', (url, text) => {
    expect(e.linkNotice(url)).toBe(text);
  });
});

describe('firstValidationMessage', () => {
  it.each([
    [{ phone: ['手机号格式不正确', '手机号已注册'], name: ['请填写姓名'] }, '手机号格式不正确'],
    [{ phone: [], name: ['请填写姓名'] }, '请填写姓名'],
    [{ phone: ['', '  '], name: ['请填写姓名'] }, '请填写姓名'],
    [{ phone: '手机号格式不正确' }, '手机号格式不正确'],
    [{ phone: null, name: undefined }, null],
    [{}, null],
    [null, null],
    [undefined, null],
  ])('%j → %s', (errors, message) => {
    expect(e.firstValidationMessage(errors)).toBe(message);
  });
});
