import { useState } from 'react';
import { Form, Select, Typography } from 'antd';
import type { OperatorVarietyRequest } from '@yaocai/contract';
import { useDebounced } from '../../../lib/use-debounced';
import { useVarietyGoods } from '../api/variety-goods';
import { FormDialog } from '../../../components/form-dialog';
import { required } from '../../../lib/required-rules';

interface ListingForm {
  goods_id: number;
}

/**
 * 已上架: the staff member finds the goods now on sale (by name, 批准文号 or 厂家; the request's name
 * to start with) and links it, so the buyer's request leads to it.
 */
export function ListingModal({
  request,
  pending,
  onCancel,
  onSubmit,
}: {
  request: OperatorVarietyRequest | null;
  pending: boolean;
  onCancel: () => void;
  onSubmit: (goodsId: number) => Promise<unknown>;
}) {
  const [form] = Form.useForm<ListingForm>();
  const [words, setWords] = useState<string | null>(null);
  const keyword = useDebounced((words ?? request?.name ?? '').trim());
  // Nothing is asked before the words settle: the request's name, or what the staff member typed.
  const goods = useVarietyGoods(keyword, request !== null && keyword !== '');
  const options = (goods.data ?? []).map((g) => ({
    value: g.id,
    label: `${g.name}${g.spec ? ` ${g.spec}` : ''}`,
    goods: g,
  }));

  const submit = async ({ goods_id }: ListingForm) => {
    await onSubmit(goods_id);
    form.resetFields();
    setWords(null);
  };

  return (
    <FormDialog
      form={form}
      open={request !== null}
      title="标记已上架"
      okText="确认已上架"
      okTestId="variety-list-submit"
      pending={pending}
      onCancel={() => {
        setWords(null);
        onCancel();
      }}
      onSubmit={submit}
      intro={
        request && (
          <Typography.Paragraph type="secondary">
            会员求购：{request.name}
            {request.spec && ` · ${request.spec}`}
            {request.manufacturer && ` · ${request.manufacturer}`}（{request.quantity}）
          </Typography.Paragraph>
        )
      }
    >
      <Form.Item
        name="goods_id"
        label="关联在售商品"
        rules={required('请选择已上架的商品')}
        extra="会员可以在求购详情中直接打开该商品"
      >
        <Select
          showSearch={{ filterOption: false, onSearch: setWords }}
          placeholder="输入商品名称、批准文号或厂家搜索"
          options={options}
          loading={goods.isFetching}
          notFoundContent={goods.isFetching ? '搜索中…' : '没有找到在售商品，换个关键词试试'}
          optionRender={(option) => {
            const g = (option.data as (typeof options)[number]).goods;
            return (
              <div>
                <Typography.Text strong>{g.name}</Typography.Text> {g.spec}
                <div className="muted">
                  编号 {g.id}
                  {g.manufacturer ? ` · ${g.manufacturer}` : ''}
                </div>
              </div>
            );
          }}
          data-testid="variety-goods-select"
        />
      </Form.Item>
    </FormDialog>
  );
}
