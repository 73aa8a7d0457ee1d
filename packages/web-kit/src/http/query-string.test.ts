import { describe, expect, it } from 'vitest';
import { toQueryString, urlWithQuery } from './query-string';

describe('toQueryString', () => {
  it('leaves empty filters out of the query', () => {
    expect(toQueryString({ status: 'pending', keyword: '', page: 2, batch_no: undefined })).toBe(
      'status=pending&page=2',
    );
    expect(toQueryString({})).toBe('');
  });

  it('adds the query to a path only when a param is set', () => {
    expect(urlWithQuery('/api/x', { format: 'csv', keyword: '' })).toBe('/api/x?format=csv');
    expect(urlWithQuery('/api/x', {})).toBe('/api/x');
  });
});
