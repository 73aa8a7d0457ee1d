import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AddressItem } from '@yaocai/contract';
import { renderPage, stubApi } from '../../test/render';
import { AddressesPage } from '.';

const home: AddressItem = {
  id: 1,
  consignee: '赵建国',
  phone: '13800138000',
  province: '河南省',
  city: '郑州市',
  district: '金水区',
  region_code: '410105',
  detail: '花园路88号',
  full_address: '河南省郑州市金水区花园路88号',
  is_default: 1,
};

let saved: AddressItem[];
let requests: ReturnType<typeof stubApi>;
beforeEach(() => {
  saved = [home];
  requests = stubApi({
    '/api/address/list': () => ({ list: saved, max: 20 }),
    '/api/address/2/default': () => {
      saved = saved.map((a) => ({ ...a, is_default: a.id === 2 ? 1 : 0 }));
      return null;
    },
    '/api/address': (body) => {
      const added: AddressItem = {
        ...home,
        id: 2,
        consignee: body.get('consignee')!,
        phone: body.get('phone')!,
        region_code: body.get('region_code')!,
        detail: body.get('detail')!,
        full_address: `河南省郑州市金水区${body.get('detail')}`,
        is_default: 0,
      };
      saved = [...saved, added];
      return added;
    },
  });
});
const type = (testId: string, value: string) => {
  const box = screen.getByTestId(testId);
  fireEvent.change(box.querySelector('input, textarea') ?? box, { target: { value } });
};

describe('收货地址 on the phone', () => {
  it('says what is missing per field, then adds the address with the picked region and makes it default', async () => {
    renderPage(<AddressesPage />, '/addresses');
    await waitFor(() => expect(screen.getAllByTestId('m-address')).toHaveLength(1));
    expect(screen.getByTestId('m-address')).toHaveTextContent('默认');

    fireEvent.click(screen.getByTestId('m-address-add'));
    type('m-address-consignee', '钱晓梅');
    type('m-address-phone', '13912345678');
    type('m-address-detail', '路');
    fireEvent.click(screen.getByTestId('m-address-save'));
    expect(await screen.findByText('请选择所在地区')).toBeInTheDocument();
    expect(screen.getByText('详细地址至少4个字，请写明街道门牌')).toBeInTheDocument();
    expect(requests.some((r) => r.url === '/api/address')).toBe(false);

    fireEvent.click(screen.getByTestId('m-address-region'));
    fireEvent.click(await screen.findByText('河南省', {}, { timeout: 8000 }));
    fireEvent.click(await screen.findByText('郑州市'));
    fireEvent.click(await screen.findByText('金水区'));
    fireEvent.click(screen.getByText('确定'));
    await waitFor(() =>
      expect(screen.getByTestId('m-address-region')).toHaveTextContent('河南 郑州市 金水区'),
    );
    type('m-address-detail', '农业路东50米康健大药房');
    fireEvent.click(screen.getByTestId('m-address-save'));

    await waitFor(() => expect(screen.getAllByTestId('m-address')).toHaveLength(2));
    const sent = requests.find((r) => r.url === '/api/address')!.body;
    expect(Object.fromEntries(sent)).toMatchObject({
      consignee: '钱晓梅',
      phone: '13912345678',
      region_code: '410105',
      detail: '农业路东50米康健大药房',
      is_default: '0',
    });

    const added = screen.getAllByTestId('m-address')[1]!;
    fireEvent.click(within(added).getByText('设为默认'));
    await waitFor(() => expect(screen.getAllByTestId('m-address')[1]).toHaveTextContent('默认'));
    expect(screen.getAllByTestId('m-address')[0]).toHaveTextContent('设为默认');
  });
});
