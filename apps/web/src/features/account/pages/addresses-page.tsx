import { EnvironmentOutlined, PlusOutlined } from '@ant-design/icons';
import type { AddressItem } from '@yaocai/contract';
import { App, Button, Popconfirm, Skeleton, Table, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { UserCentreFrame } from '../../orders/components/user-centre-menu';
import { useAddressList } from '../api/address-list';
import { useSetDefaultAddress } from '../api/default-address';
import { useDeleteAddress } from '../api/delete-address';
import { AddressFormModal } from '../components/address-form-modal';

/** 收货地址 (/addr): add, edit, delete and choose the default; checkout lists them, the default first. */
export function AddressesPage() {
  const { message } = App.useApp();
  const { data, isLoading } = useAddressList();
  const setDefault = useSetDefaultAddress();
  const remove = useDeleteAddress();
  const [editing, setEditing] = useState<AddressItem | 'new' | null>(null);
  const list = data?.list ?? [];
  const max = data?.max ?? 20;
  const full = list.length >= max;

  return (
    <UserCentreFrame testId="addresses-page">
      <div className="uc-head">
        <h1>
          收货地址
          <span className="ac-count">
            已保存 <b data-testid="address-count">{list.length}</b> 个，最多 {max} 个
          </span>
        </h1>
        <div className="uc-head__tools">
          <Button
            type="primary"
            icon={<PlusOutlined />}
            disabled={full}
            onClick={() => setEditing('new')}
            data-testid="address-add"
          >
            新增收货地址
          </Button>
        </div>
      </div>
      <p className="ac-tip">
        药品将配送至您选择的收货地址，收货地址须与《药品经营许可证》登记的仓库或经营地址一致，以便GSP验收。
        提交订单时默认选中默认地址，也可在
        <Link to={paths.cart}>购物车</Link>结算页切换。
      </p>
      {isLoading ? (
        <Skeleton active />
      ) : (
        <Table<AddressItem>
          rowKey="id"
          size="middle"
          bordered
          dataSource={list}
          pagination={false}
          data-testid="address-table"
          rowClassName={(a) => (a.is_default === 1 ? 'ac-row-default' : '')}
          locale={{
            emptyText: (
              <div className="ac-empty">
                <EnvironmentOutlined />
                <p>还没有收货地址，添加后即可下单采购</p>
                <Button type="primary" onClick={() => setEditing('new')}>
                  新增收货地址
                </Button>
              </div>
            ),
          }}
          columns={[
            { title: '收货人', dataIndex: 'consignee', width: 110 },
            {
              title: '所在地区',
              key: 'region',
              width: 200,
              render: (_: unknown, a) =>
                [a.province, a.city === a.province ? '' : a.city, a.district].filter(Boolean).join(' '),
            },
            { title: '详细地址', dataIndex: 'detail' },
            { title: '联系电话', dataIndex: 'phone', width: 130 },
            {
              title: '操作',
              key: 'actions',
              width: 200,
              render: (_: unknown, a) => (
                <span className="ac-actions" data-testid={`address-row-${a.id}`}>
                  {a.is_default === 1 ? (
                    <Tag color="red" className="ac-default-tag">
                      默认地址
                    </Tag>
                  ) : (
                    <a
                      onClick={async () => {
                        await setDefault.mutateAsync(a.id);
                        message.success('已设为默认收货地址');
                      }}
                      data-testid="address-set-default"
                    >
                      设为默认
                    </a>
                  )}
                  <a onClick={() => setEditing(a)} data-testid="address-edit">
                    编辑
                  </a>
                  <Popconfirm
                    title="确定删除该收货地址吗？"
                    description={
                      a.is_default === 1 ? '删除后，最早添加的另一个地址将成为默认地址' : undefined
                    }
                    okText="删除"
                    cancelText="取消"
                    onConfirm={async () => {
                      await remove.mutateAsync(a.id);
                      message.success('收货地址已删除');
                    }}
                  >
                    <a className="ac-danger" data-testid="address-delete">
                      删除
                    </a>
                  </Popconfirm>
                </span>
              ),
            },
          ]}
        />
      )}
      <AddressFormModal address={editing} first={list.length === 0} onClose={() => setEditing(null)} />
    </UserCentreFrame>
  );
}
