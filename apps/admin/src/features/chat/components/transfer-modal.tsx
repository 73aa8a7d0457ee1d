import { useState } from 'react';
import { Modal, Select } from 'antd';
import type { StaffConversation } from '@yaocai/contract';
import { useChatStaff } from '../api/chat-staff';

/** 转接: picks a colleague who answers chats; the conversation becomes theirs. */
export function TransferModal({
  conversation,
  open,
  pending,
  onCancel,
  onSubmit,
}: {
  conversation: StaffConversation;
  open: boolean;
  pending: boolean;
  onCancel: () => void;
  onSubmit: (staffId: number) => void;
}) {
  const staff = useChatStaff(open);
  const [chosen, setChosen] = useState<number | undefined>();
  const options = (staff.data ?? [])
    .filter((s) => s.id !== conversation.staff_id)
    .map((s) => ({ value: s.id, label: s.name }));
  return (
    <Modal
      open={open}
      title={`转接会话：${conversation.company || conversation.username}`}
      okText="确认转接"
      okButtonProps={{
        disabled: chosen === undefined,
        loading: pending,
        'data-testid': 'chat-transfer-submit',
      }}
      onOk={() => chosen !== undefined && onSubmit(chosen)}
      onCancel={onCancel}
      afterClose={() => setChosen(undefined)}
      destroyOnHidden
    >
      <p className="muted">
        当前接待：{conversation.staff_name || '暂无'}。转接后会话由所选同事接待，会员无需重新发起。
      </p>
      <Select
        style={{ width: '100%' }}
        placeholder="选择接待的同事"
        loading={staff.isPending}
        options={options}
        value={chosen}
        onChange={setChosen}
        showSearch={{ optionFilterProp: 'label' }}
        notFoundContent={staff.isPending ? '加载中…' : '暂无其他可接待的客服'}
        data-testid="chat-transfer-staff"
      />
    </Modal>
  );
}
