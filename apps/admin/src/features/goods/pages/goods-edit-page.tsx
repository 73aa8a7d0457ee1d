import { App, Button, Result, Skeleton, Card, Typography } from 'antd';
import type { GoodsInput } from '@yaocai/contract';
import { useLocation, useNavigate, useParams } from 'react-router';
import { paths } from '../../../app/paths';
import { PageBody, PageHeader } from '../../../components/page-header';
import { ApiError } from '@yaocai/web-kit/http';
import { useCan } from '../../account/api/me';
import { useCreateGoods } from '../api/create-goods';
import { useGoodsCategories } from '../api/goods-categories';
import { useGoodsDetail } from '../api/goods-detail';
import { useUpdateGoods } from '../api/update-goods';
import { GoodsForm } from '../components/goods-form';
import { GoodsImagesCard } from '../components/goods-images-card';
import { NEW_GOODS, toFormValues } from '../lib/goods-form';
import type { BackState } from '../lib/back-state';

function idParam(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** 新增商品 (/goods/new) and 编辑商品 (/goods/:id/edit). */
export function GoodsEditPage() {
  const params = useParams();
  const isNew = params.id === undefined;
  const id = isNew ? null : idParam(params.id);
  const detail = useGoodsDetail(id);
  const categories = useGoodsCategories();
  const create = useCreateGoods();
  const update = useUpdateGoods();
  const { message } = App.useApp();
  const can = useCan();
  const navigate = useNavigate();
  const location = useLocation();
  const back = (location.state as BackState | null)?.back ?? paths.goods;
  const title = isNew ? '新增商品' : '编辑商品';
  const header = (
    <PageHeader
      title={detail.data && !isNew ? `编辑商品 · ${detail.data.name} ${detail.data.spec}` : title}
      crumbs={[{ title: '商品管理', to: back }, { title }]}
    >
      {detail.data && !isNew && (
        <Typography.Text type="secondary">
          商品编号 {detail.data.id} · 在库 {detail.data.stock}
          {detail.data.unit} · 累计销量 {detail.data.sales}
        </Typography.Text>
      )}
    </PageHeader>
  );

  const missing =
    (!isNew && id === null) || (detail.error instanceof ApiError && detail.error.status === 404);
  if (missing) {
    return (
      <>
        {header}
        <Result
          status="404"
          title="商品不存在"
          subTitle="该商品可能已被删除，或链接有误"
          extra={
            <Button type="primary" onClick={() => navigate(back)}>
              返回商品列表
            </Button>
          }
        />
      </>
    );
  }

  const ready = categories.data && (isNew || detail.data?.id === id);
  const save = (input: GoodsInput) =>
    isNew
      ? create.mutateAsync(input).then(({ id: created }) => {
          void message.success(`已新增商品 ${input.name}（编号 ${created}）`);
          navigate(back);
        })
      : update.mutateAsync({ id: id!, input }).then(() => {
          void message.success(`商品 ${input.name} 已保存`);
          navigate(back);
        });

  return (
    <>
      {header}
      <PageBody>
        {ready ? (
          <>
            {!isNew && <GoodsImagesCard goodsId={id!} mayUpdate={can('goods.update')} />}
            <GoodsForm
              key={id ?? 'new'}
              initial={isNew ? NEW_GOODS : toFormValues(detail.data!)}
              categories={categories.data!}
              submitting={create.isPending || update.isPending}
              onSubmit={save}
              onCancel={() => navigate(back)}
            />
          </>
        ) : (
          <Card>
            <Skeleton active paragraph={{ rows: 12 }} />
          </Card>
        )}
      </PageBody>
    </>
  );
}
