import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Dialog, ErrorBlock, Popup, Skeleton, Tag, Toast } from 'antd-mobile';
import {
  addressCreate,
  addressDefault,
  addressDelete,
  addressList,
  addressUpdate,
  type AddressInput,
  type AddressItem,
} from '@yaocai/contract';
import { NavPage } from '../../components/page';
import { call } from '../../lib/http';
import { AddressForm } from './address-form';
import './addresses.css';

/**
 * 收货地址 (/m/addresses): the member's delivery addresses (the PC 地址管理's API) — add, edit, set
 * default, delete. `?back=1` (from checkout or a gift exchange) returns there once one is saved.
 */
export function AddressesPage() {
  const client = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const list = useQuery({
    queryKey: ['addresses'],
    queryFn: ({ signal }) => call(addressList, undefined, { signal }),
  });
  // null: closed; 'new': adding; an address: editing it.
  const [editing, setEditing] = useState<AddressItem | 'new' | null>(null);
  const changed = () => {
    void client.invalidateQueries({ queryKey: ['addresses'] });
    void client.invalidateQueries({ queryKey: ['checkout'] });
  };
  const save = useMutation({
    mutationFn: (body: AddressInput) =>
      editing && editing !== 'new'
        ? call(addressUpdate, { id: editing.id, ...body })
        : call(addressCreate, body),
    onSuccess: () => {
      changed();
      setEditing(null);
      Toast.show({ content: '地址已保存' });
      if (params.get('back') === '1') void navigate(-1);
    },
  });
  const setDefault = useMutation({
    mutationFn: (id: number) => call(addressDefault, { id }),
    onSuccess: changed,
  });
  const remove = useMutation({
    mutationFn: (id: number) => call(addressDelete, { id }),
    onSuccess: () => {
      changed();
      Toast.show({ content: '地址已删除' });
    },
  });

  const items = list.data?.list ?? [];
  const full = list.data ? items.length >= list.data.max : false;
  return (
    <NavPage title="收货地址" testId="m-addresses">
      {list.isPending ? <Skeleton.Paragraph lineCount={6} animated /> : null}
      {list.isSuccess && items.length === 0 ? (
        <ErrorBlock status="empty" title="还没有收货地址" description="添加一个地址，下单和兑换赠品时使用" />
      ) : null}
      <div className="addr-list">
        {items.map((a) => (
          <div key={a.id} className="addr-card" data-testid="m-address">
            <div className="addr-who">
              <b>{a.consignee}</b>
              <span>{a.phone}</span>
              {a.is_default === 1 ? (
                <Tag color="danger" fill="outline">
                  默认
                </Tag>
              ) : null}
            </div>
            <div className="addr-text">{a.full_address}</div>
            <div className="addr-actions">
              {a.is_default === 1 ? null : (
                <button type="button" onClick={() => setDefault.mutate(a.id)}>
                  设为默认
                </button>
              )}
              <button type="button" onClick={() => setEditing(a)}>
                编辑
              </button>
              <button
                type="button"
                onClick={() =>
                  void Dialog.confirm({
                    content: `删除 ${a.consignee} 的地址？`,
                    onConfirm: async () => {
                      await remove.mutateAsync(a.id);
                    },
                  })
                }
              >
                删除
              </button>
            </div>
          </div>
        ))}
      </div>
      <div className="addr-bar">
        <Button
          block
          color="primary"
          shape="rounded"
          disabled={!list.isSuccess || full}
          onClick={() => setEditing('new')}
          data-testid="m-address-add"
        >
          {full ? `最多保存 ${list.data?.max} 个地址` : '新增收货地址'}
        </Button>
      </div>
      <Popup
        visible={editing !== null}
        onMaskClick={() => setEditing(null)}
        destroyOnClose
        bodyStyle={{ maxHeight: '85vh', overflowY: 'auto', borderRadius: '12px 12px 0 0' }}
      >
        {editing !== null ? (
          <AddressForm
            address={editing === 'new' ? null : editing}
            first={items.length === 0 || (editing !== 'new' && items.length === 1)}
            onSave={(body) => save.mutateAsync(body)}
          />
        ) : null}
      </Popup>
    </NavPage>
  );
}
