import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Input, Modal, Select, Space } from 'antd';
import { UnorderedListOutlined } from '@ant-design/icons';
import { ApiError } from '@yaocai/web-kit/http';
import { createList, putListItem, repeatKey, useLists } from '../api/repeat';

interface Props {
  goodsId: number;
  number: number;
  size?: 'small' | 'middle' | 'large';
}

/** 加入清单: puts the goods with its quantity in one of the member's lists, or a new one named here. */
export function AddToListButton({ goodsId, number, size = 'middle' }: Props) {
  const [open, setOpen] = useState(false);
  const { data } = useLists(open);
  const [listId, setListId] = useState<number | 'new' | null>(null);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const lists = data?.list ?? [];
  const chosen = listId ?? lists[0]?.id ?? 'new';

  const save = async () => {
    setBusy(true);
    try {
      const id = chosen === 'new' ? (await createList(name)).id : chosen;
      await putListItem(id, goodsId, Math.max(1, number));
      void queryClient.invalidateQueries({ queryKey: repeatKey });
      void message.success('已加入清单');
      setOpen(false);
      setName('');
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        size={size}
        icon={<UnorderedListOutlined />}
        onClick={() => setOpen(true)}
        data-testid="add-to-list"
      >
        加入清单
      </Button>
      <Modal
        title="加入清单"
        open={open}
        onCancel={() => setOpen(false)}
        onOk={save}
        okText="加入"
        confirmLoading={busy}
        okButtonProps={{ disabled: chosen === 'new' && !name.trim() }}
        destroyOnHidden
      >
        <Space direction="vertical" style={{ width: '100%' }}>
          <Select
            style={{ width: '100%' }}
            value={chosen}
            onChange={setListId}
            options={[
              ...lists.map((l) => ({ value: l.id, label: `${l.name}（${l.count}种）` })),
              { value: 'new' as const, label: '＋ 新建清单' },
            ]}
            data-testid="list-select"
          />
          {chosen === 'new' && (
            <Input
              placeholder="清单名称，如：每周常备药"
              maxLength={30}
              value={name}
              onChange={(e) => setName(e.target.value)}
              data-testid="list-name"
            />
          )}
          <div className="cell-grey">数量：{number}</div>
        </Space>
      </Modal>
    </>
  );
}
