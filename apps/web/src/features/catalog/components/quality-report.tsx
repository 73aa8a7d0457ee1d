import { Alert } from 'antd';
import { FileProtectOutlined } from '@ant-design/icons';

/** Spec §6: the inspection report of the batch on sale when the record holds one, else its message. */
export function QualityReport({ report }: { report: { url: string; msg: string } | undefined }) {
  if (report?.url) {
    return (
      <a
        className="quality-report"
        href={report.url}
        target="_blank"
        rel="noopener noreferrer"
        data-testid="quality-report"
      >
        <FileProtectOutlined /> 查看药检报告
      </a>
    );
  }
  return (
    <Alert
      className="quality-report-alert"
      type="info"
      showIcon
      title={report?.msg || '药检报告暂未上传，如需请联系客户经理'}
      data-testid="quality-report"
    />
  );
}
