import { describe, expect, it } from 'vitest';
import { alertSearch, parseAlertParams, type AlertParams } from './alert-params';

describe('/dhtz query string', () => {
  it.each<[AlertParams, string]>([
    [{ page: 1 }, ''],
    [{ page: 2 }, '?page=2'],
    [{ page: 1, status: 'done' }, '?status=done'],
    [{ page: 3, status: 'active', type: 'price' }, '?status=active&type=price&page=3'],
  ])('%j → %s', (params, search) => {
    expect(alertSearch(params)).toBe(search);
    expect(parseAlertParams(new URLSearchParams(search))).toEqual({
      page: params.page,
      status: params.status,
      type: params.type,
    });
  });

  it.each(['?page=0', '?page=x', '?status=gone', '?type=stock', '?page=999999'])('ignores %s', (search) => {
    expect(parseAlertParams(new URLSearchParams(search))).toEqual({
      page: 1,
      status: undefined,
      type: undefined,
    });
  });
});
