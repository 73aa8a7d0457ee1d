import { useState } from 'react';
import { App, Button, Checkbox, Empty, Modal } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import { ApiError } from '@yaocai/web-kit/http';
import { copyCartToStores } from '../api/cart-line-actions';
import { useChainStores } from '../api/stores';

/** 复制到门店: a chain headquarters copies the selected lines into the carts of stores it picks. */
export function CopyToStores({ ids }: { ids: number[] }) {
  const { message, modal } = App.useApp();
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);
  const { data: stores = [], isLoading } = useChainStores(open);

  const submit = async () => {
    setBusy(true);
    try {
      const result = await copyCartToStores(ids, chosen);
      setOpen(false);
      setChosen([]);
      const skipped = result.list.flatMap((r) => r.skipped.map((s) => `${r.username}：${s.reason}`));
      if (skipped.length === 0) void message.success('已复制到所选门店的购物车');
      else
        modal.info({
          title: '部分商品未复制',
          content: (
            <ul className="copy-result">
              {skipped.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          ),
          okText: '知道了',
        });
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button
        type="button"
        className="cart-bar__link"
        disabled={ids.length === 0}
        onClick={() => setOpen(true)}
        data-testid="cart-copy-stores"
      >
        <CopyOutlined /> 复制到门店
      </button>
      <Modal
        title="复制选中商品到门店购物车"
        open={open}
        onCancel={() => setOpen(false)}
        footer={[
          <Button key="cancel" onClick={() => setOpen(false)}>
            取消
          </Button>,
          <Button key="ok" type="primary" disabled={chosen.length === 0} loading={busy} onClick={submit}>
            复制到 {chosen.length} 家门店
          </Button>,
        ]}
      >
        <p className="copy-stores__tip">已选 {ids.length} 种商品，门店不可购买的商品会跳过并提示原因。</p>
        {stores.length === 0 ? (
          <Empty description={isLoading ? '加载门店…' : '暂无可选门店，请先在多门店管理中添加门店'} />
        ) : (
          <Checkbox.Group
            className="copy-stores__list"
            value={chosen}
            onChange={(v) => setChosen(v.map(Number))}
            options={stores.map((s) => ({
              value: s.id,
              label: `${s.company || s.name || s.username}（${s.username}）`,
            }))}
          />
        )}
      </Modal>
    </>
  );
}
