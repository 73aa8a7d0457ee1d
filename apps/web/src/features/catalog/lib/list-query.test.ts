import { describe, expect, it } from 'vitest';
import { changeListQuery, listQueryToSearch, nextSort, parseListQuery, toApiParams } from './list-query';

describe('list query ↔ URL', () => {
  it('round-trips every key in a stable order', () => {
    const search =
      '?keywords=%E6%84%9F%E5%86%92&type=1&category_id=3&select=12&qx=2&zy=2&brand_id=4&zone=near_expiry' +
      '&manufacturer=151&spec=10g*9%E8%A2%8B&in_stock=1&sort=price&order=desc&page=3&page_size=40&view=table';
    const query = parseListQuery(search);
    expect(query).toEqual({
      keywords: '感冒',
      type: 1,
      category_id: 3,
      select: '12',
      qx: 2,
      zy: 2,
      brand_id: 4,
      zone: 'near_expiry',
      manufacturer: '151',
      spec: '10g*9袋',
      in_stock: true,
      sort: 'price',
      order: 'desc',
      page: 3,
      page_size: 40,
      view: 'table',
    });
    expect(listQueryToSearch(query)).toBe(search);
    expect(parseListQuery(listQueryToSearch(query))).toEqual(query);
  });

  it('leaves defaults out of the URL', () => {
    expect(listQueryToSearch(parseListQuery('?page=1&page_size=20&type=0&sort=default&in_stock=0'))).toBe('');
  });

  it('drops malformed values instead of sending them to the API', () => {
    const q = parseListQuery(
      '?page=-2&page_size=500&category_id=abc&zone=nowhere&sort=random&order=up&select=1;drop&type=x',
    );
    expect(q).toEqual({ page: 1, page_size: 20 });
    expect(parseListQuery('?page=0').page).toBe(1);
    expect(parseListQuery(`?keywords=${'药'.repeat(80)}`).keywords).toHaveLength(50);
    expect(parseListQuery('?keywords=%20%20').keywords).toBeUndefined();
  });

  it('starts again at page 1 when the filter changes, not when only the page does', () => {
    const q = parseListQuery('?page=4&manufacturer=2');
    expect(changeListQuery(q, { page: 5 }).page).toBe(5);
    expect(changeListQuery(q, { manufacturer: '3' }).page).toBe(1);
    expect(changeListQuery(q, { manufacturer: '2' }).page).toBe(4);
    expect(changeListQuery(q, { in_stock: true }).page).toBe(1);
    expect(changeListQuery(q, { page_size: 40, page: 1 }).page).toBe(1);
  });

  it('builds the API query; a manufacturer search sends its keyword as the manufacturer', () => {
    const drug = parseListQuery('?keywords=gmlkl&in_stock=1');
    expect(toApiParams(drug)).toEqual({ keywords: 'gmlkl', in_stock: 1, page: 1, page_size: 20 });
    const maker = parseListQuery('?keywords=trt&type=1');
    expect(toApiParams(maker)).toEqual({ manufacturer: 'trt', page: 1, page_size: 20 });
    expect(toApiParams(drug, { zone: 'near_expiry' })).toMatchObject({ zone: 'near_expiry' });
    expect(toApiParams(parseListQuery('?view=table'))).not.toHaveProperty('view');
  });

  it('the price button toggles its direction; the others use their natural one', () => {
    const none = parseListQuery('');
    expect(nextSort(none, 'price')).toEqual({ sort: 'price', order: 'asc' });
    expect(nextSort(parseListQuery('?sort=price'), 'price')).toEqual({ sort: 'price', order: 'desc' });
    expect(nextSort(parseListQuery('?sort=price&order=desc'), 'price')).toEqual({
      sort: 'price',
      order: 'asc',
    });
    expect(nextSort(parseListQuery('?sort=price&order=desc'), 'sales')).toEqual({
      sort: 'sales',
      order: undefined,
    });
    expect(nextSort(parseListQuery('?sort=sales'), 'default')).toEqual({ sort: undefined, order: undefined });
  });
});
