import { useState } from 'react';
import { Button, Card, Space } from 'antd';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import type { OperatorGoodsQuery, OperatorGoodsSummary } from '@yaocai/contract';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import { PageBody, PageHeader } from '../../../components/page-header';
import { useListParams } from '../../../components/list-kit/use-list-query';
import { useCan } from '../../account/api/me';
import { useGoods } from '../api/goods';
import { goodsExportUrl } from '../api/goods-sheets';
import { BatchDrawer } from '../components/batch-drawer';
import { GOODS_FILTER_FIELDS } from '../components/goods-filter';
import { FilterForm, useFilters } from '../../../components/list-kit/filter-form';
import { GoodsTable } from '../components/goods-table';
import { ImportModal } from '../components/import-modal';
import type { BackState } from '../lib/back-state';
import { NewButton } from '../../../components/new-button';

export function GoodsPage() {
  const list = useListParams();
  const { page, paging } = list;
  const { filters: applied, barProps } = useFilters(GOODS_FILTER_FIELDS, list);
  const filters = applied as Omit<OperatorGoodsQuery, 'page'>;
  const goods = useGoods({ ...filters, page });
  const can = useCan();
  const navigate = useNavigate();
  const location = useLocation();
  const [stocking, setStocking] = useState<OperatorGoodsSummary | null>(null);
  const [importing, setImporting] = useState(false);
  const back: BackState = { back: `${location.pathname}${location.search}` };

  return (
    <>
      <PageHeader
        title="商品管理"
        crumbs={[{ title: '商品管理' }]}
        extra={
          <Space wrap>
            {can('goods.create') && (
              <Button icon={<UploadOutlined />} onClick={() => setImporting(true)} data-testid="goods-import">
                导入
              </Button>
            )}
            <Space.Compact>
              <Button
                icon={<DownloadOutlined />}
                href={goodsExportUrl(filters, 'xlsx')}
                title="按当前筛选条件导出 Excel"
                data-testid="goods-export"
              >
                导出 Excel
              </Button>
              <Button
                href={goodsExportUrl(filters, 'csv')}
                title="按当前筛选条件导出 CSV"
                data-testid="goods-export-csv"
              >
                CSV
              </Button>
            </Space.Compact>
            {can('goods.create') && (
              <NewButton
                label="新增商品"
                testId="goods-new"
                onClick={() => navigate(paths.goodsNew, { state: back })}
              />
            )}
          </Space>
        }
      />
      <PageBody>
        <FilterForm {...barProps} searchTestId="goods-search" />
        <Card className="table-card">
          <GoodsTable
            rows={goods.data?.list}
            loading={goods.isFetching}
            mayEdit={can('goods.update')}
            mayStock={can('batch.update')}
            onEdit={(row) => navigate(paths.goodsEdit(row.id), { state: back })}
            onBatches={setStocking}
            paging={paging(goods.data, '个商品')}
          />
        </Card>
      </PageBody>
      <BatchDrawer goods={stocking} onClose={() => setStocking(null)} />
      <ImportModal open={importing} onClose={() => setImporting(false)} />
    </>
  );
}
