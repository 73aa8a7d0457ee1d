import { describe, expect, it } from 'vitest';
import { batchRefusal, ladderRefusal, listingRefusal, type GoodsListing } from './goods-listing';

const drug: GoodsListing = {
  kind: 'drug',
  scopeClass: '化学药制剂',
  basePrice: 1250,
  retailPrice: 1800,
  middlePack: 10,
  piecePack: 200,
  approvalNumber: '国药准字H44021351',
};

describe('listingRefusal', () => {
  it.each<[string, Partial<GoodsListing>, string | null]>([
    ['a plain drug', {}, null],
    ['a vaccine', { scopeClass: '疫苗' }, 'scope_class'],
    ['a narcotic', { scopeClass: '第二类精神药品' }, 'scope_class'],
    ['a drug filed as a device', { scopeClass: '第二类医疗器械' }, 'scope_class'],
    ['an unknown scope', { scopeClass: '保健品' }, 'scope_class'],
    ['herbal pieces', { kind: 'herbal', scopeClass: '中药饮片', approvalNumber: '' }, null],
    ['herbal as 中成药', { kind: 'herbal', scopeClass: '中成药' }, 'scope_class'],
    [
      'a device without approval number',
      { kind: 'device', scopeClass: '第二类医疗器械', approvalNumber: '' },
      null,
    ],
    ['a free drug', { basePrice: 0 }, 'base_price'],
    ['retail below base', { retailPrice: 1000 }, 'retail_price'],
    ['retail equal to base', { retailPrice: 1250 }, null],
    ['no middle pack', { middlePack: 0 }, 'middle_pack'],
    ['piece not a multiple', { piecePack: 205 }, 'piece_pack'],
    ['piece smaller than middle', { piecePack: 5 }, 'piece_pack'],
    ['a drug without 批准文号', { approvalNumber: ' ' }, 'approval_number'],
  ])('%s', (_name, change, field) => {
    expect(listingRefusal({ ...drug, ...change })?.field ?? null).toBe(field);
  });
});

describe('batchRefusal', () => {
  const today = '2026-11-23';
  it.each<[string, { producedOn: string; expiresOn: string; stock: number }, string | null]>([
    ['a good batch', { producedOn: '2026-01-10', expiresOn: '2028-01-09', stock: 300 }, null],
    [
      'expiry before production',
      { producedOn: '2026-01-10', expiresOn: '2025-01-10', stock: 1 },
      'expires_on',
    ],
    ['made in the future', { producedOn: '2026-12-01', expiresOn: '2028-12-01', stock: 1 }, 'produced_on'],
    ['expired', { producedOn: '2024-01-01', expiresOn: '2026-11-23', stock: 1 }, 'expires_on'],
    ['negative stock', { producedOn: '2026-01-10', expiresOn: '2028-01-09', stock: -1 }, 'stock'],
    ['zero stock', { producedOn: '2026-01-10', expiresOn: '2028-01-09', stock: 0 }, null],
  ])('%s', (_name, batch, field) => {
    expect(batchRefusal(batch, today)?.field ?? null).toBe(field);
  });
});

describe('ladderRefusal', () => {
  it.each<[string, { number: number; price: number }[], string | null]>([
    ['no tiers', [], null],
    [
      'two tiers',
      [
        { number: 10, price: 1200 },
        { number: 50, price: 1100 },
      ],
      null,
    ],
    ['from one unit', [{ number: 1, price: 1200 }], 'ladders'],
    ['above base', [{ number: 10, price: 1250 }], 'ladders'],
    [
      'dearer for more',
      [
        { number: 10, price: 1100 },
        { number: 50, price: 1200 },
      ],
      'ladders',
    ],
    [
      'same number',
      [
        { number: 10, price: 1200 },
        { number: 10, price: 1100 },
      ],
      'ladders',
    ],
    [
      'six tiers',
      Array.from({ length: 6 }, (_, i) => ({ number: (i + 2) * 10, price: 1200 - i * 10 })),
      'ladders',
    ],
  ])('%s', (_name, tiers, field) => {
    expect(ladderRefusal(tiers, 1250)?.field ?? null).toBe(field);
  });
});
