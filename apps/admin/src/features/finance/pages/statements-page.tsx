import { useState } from 'react';
import { Button, DatePicker, Empty, Select, Space } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { ListPage } from '../../../components/list-kit/list-page';
import { useSearchUpdate } from '../../../components/list-kit/use-search-update';
import { statementFileUrl, useCompanies, useStatement } from '../api/finance';
import { FinanceHeader } from '../components/finance-tabs';
import { StatementView } from '../components/statement-view';

const thisMonth = () => dayjs().format('YYYY-MM');

/** 对账单: a company's month, on screen and as XLSX / PDF. */
export function StatementsPage() {
  const [search, update] = useSearchUpdate();
  const companyId = Number(search.get('company_id')) || undefined;
  const month = /^\d{4}-\d{2}$/.test(search.get('month') ?? '') ? search.get('month')! : thisMonth();
  const [keyword, setKeyword] = useState('');
  const companies = useCompanies(keyword);
  const statement = useStatement(companyId, month);
  return (
    <ListPage
      header={<FinanceHeader />}
      filters={
        <Space wrap>
          <Select
            showSearch
            filterOption={false}
            onSearch={setKeyword}
            style={{ width: 320 }}
            placeholder="选择单位（输入名称或账号搜索）"
            value={companyId}
            onChange={(id: number) => update({ company_id: id })}
            options={companies.data?.map((c) => ({ value: c.id, label: `${c.name}（${c.username}）` }))}
            data-testid="statement-company"
          />
          <DatePicker
            picker="month"
            allowClear={false}
            value={dayjs(`${month}-01`)}
            onChange={(d) => d && update({ month: d.format('YYYY-MM') })}
            data-testid="statement-month"
          />
          {companyId && (
            <>
              <Button icon={<DownloadOutlined />} href={statementFileUrl(companyId, month, 'xlsx')} download>
                下载 XLSX
              </Button>
              <Button icon={<DownloadOutlined />} href={statementFileUrl(companyId, month, 'pdf')} download>
                下载 PDF
              </Button>
            </>
          )}
        </Space>
      }
      refresh={companyId ? statement : undefined}
    >
      {statement.data ? (
        <StatementView statement={statement.data} />
      ) : (
        <Empty description="选择单位和月份查看对账单" />
      )}
    </ListPage>
  );
}
