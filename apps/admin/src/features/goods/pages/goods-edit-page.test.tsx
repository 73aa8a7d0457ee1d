import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { GoodsCategories, OperatorGoodsDetail } from '@yaocai/contract';
import { ok, renderRoutes, stubApi, setUpComponentTests, staffMe, type ApiRoute } from '../../../test-utils';
import { formFieldsOf } from '../lib/goods-fixtures';
import { GoodsEditPage } from './goods-edit-page';

const categories: GoodsCategories = [
  { id: 5, kind: 'drug', name: '感冒用药', path: '中西成药 / 感冒发热 / 感冒用药' },
  { id: 61, kind: 'herbal', name: '补血药', path: '中药饮片 / 补虚药 / 补血药' },
];

const detail: OperatorGoodsDetail = {
  id: 7,
  kind: 'drug',
  kind_name: '药品',
  name: '感冒灵颗粒',
  trade_name: '999',
  spec: '10g*9袋',
  unit: '盒',
  manufacturer: '华润三九医药股份有限公司',
  approval_number: '国药准字Z44021940',
  barcode: '',
  category: '感冒用药',
  scope_class: '中成药',
  base_price: '9.50',
  retail_price: '15.00',
  stock: 120,
  nearest_expiry: '2027-06-30',
  on_sale: 1,
  sales: 40,
  image: '/img/goods/7.svg',
  dosage_form: '颗粒剂',
  category_id: 5,
  middle_pack: 10,
  piece_pack: 200,
  quote_threshold: 10,
  can_split: 1,
  type: 0,
  origin: '',
  device_class: '',
  instructions: '【药品名称】感冒灵颗粒',
  ladders: [{ number: 20, price: '9.00' }],
  ladder_price_type: 1,
  is_controlled: 1,
  controlled_regions: ['广东'],
  controlled_groups: [],
  trace_required: 1,
  trace_prefix: '8100001',
  trace_pack_prefix: '',
  trace_pack_ratio: 0,
  trace_own_codes: 0,
  cold_chain: 0,
  cold_min: 2,
  cold_max: 8,
  batches: [],
};

const me = staffMe(['goods.read', 'goods.update'], { username: 'yunying01', name: '运营' });

/** What the edit page reads before it shows the form. */
const pageReads: ApiRoute[] = [
  ['GET', '/api/operator/me', me],
  ['GET', '/api/operator/goods/categories', ok(categories)],
  ['GET', '/api/operator/goods/7', ok(detail)],
  ['GET', '/api/operator/goods/7/images', ok([{ id: 1, url: '/img/goods/7.svg', sort: 0 }])],
];

/** The save refused with `msg` under `field`. */
const refusedSave = (field: string, msg: string): ApiRoute => [
  'POST',
  '/api/operator/goods/7',
  { status: 422, body: { code: 422, msg, errors: { [field]: [msg] } } },
];

setUpComponentTests();

const routes = [
  { path: '/goods', element: <div data-testid="goods-list" /> },
  { path: '/goods/:id/edit', element: <GoodsEditPage /> },
];

describe('GoodsEditPage', () => {
  it('posts the whole form back and returns to the list', async () => {
    const calls = stubApi([...pageReads, ['POST', '/api/operator/goods/7', ok({ id: 7 })]]);
    renderRoutes(routes, '/goods/7/edit');
    const price = await screen.findByTestId('goods-field-base-price');
    expect(price).toHaveValue('9.50');
    fireEvent.change(price, { target: { value: '9.80' } });
    fireEvent.click(screen.getByTestId('goods-save'));
    // The form has grown (追溯码, 冷链): give its validation time on a busy machine.
    expect(await screen.findByTestId('goods-list', {}, { timeout: 20_000 })).toBeInTheDocument();
    // Every field of the form goes back as the page read it, but for the changed price.
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      ...formFieldsOf(detail),
      base_price: '9.80',
    });
  }, 40_000);

  it('turns 冷链 on with 2–8 °C and refuses a range whose lowest is not below its highest', async () => {
    const calls = stubApi(pageReads);
    renderRoutes(routes, '/goods/7/edit');
    fireEvent.click(await screen.findByTestId('goods-field-cold-chain'));
    const low = screen.getByTestId('goods-field-cold-min');
    expect(low).toHaveValue('2.0');
    expect(screen.getByTestId('goods-field-cold-max')).toHaveValue('8.0');
    fireEvent.change(low, { target: { value: '9' } });
    fireEvent.blur(low);
    fireEvent.click(screen.getByTestId('goods-save'));
    expect(await screen.findByText('最低温度须低于最高温度', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  }, 40_000);

  it("puts the server's 422 under the field it names", async () => {
    stubApi([...pageReads, refusedSave('scope_class', '药品的经营范围应为化学药制剂之一')]);
    renderRoutes(routes, '/goods/7/edit');
    fireEvent.click(await screen.findByTestId('goods-save'));
    expect(
      await screen.findByText('药品的经营范围应为化学药制剂之一', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('goods-list')).toBeNull();
  });

  it('shows a refused 阶梯价 under the tiers', async () => {
    stubApi([...pageReads, refusedSave('ladders', '阶梯价须大于0且低于供货价')]);
    renderRoutes(routes, '/goods/7/edit');
    expect(await screen.findAllByTestId('goods-ladder')).toHaveLength(1);
    fireEvent.click(screen.getByTestId('goods-save'));
    expect(await screen.findByText('阶梯价须大于0且低于供货价', {}, { timeout: 8000 })).toBeInTheDocument();
  });

  it('refuses prices a wholesaler would not mean before asking the server', async () => {
    const calls = stubApi(pageReads);
    renderRoutes(routes, '/goods/7/edit');
    fireEvent.change(await screen.findByTestId('goods-field-retail-price'), { target: { value: '9.00' } });
    fireEvent.click(screen.getByTestId('goods-save'));
    expect(await screen.findByText('建议零售价不能低于供货价', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  }, 40_000);
});
