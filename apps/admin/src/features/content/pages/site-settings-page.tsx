import { App, Button, Card, Col, Form, Input, Result, Row, Skeleton } from 'antd';
import { SaveOutlined } from '@ant-design/icons';
import { SITE_SETTINGS, siteSettingsBody, type SiteSettingKey, type SiteSettings } from '@yaocai/contract';
import { PageBody } from '../../../components/page-header';
import { SectionHeader } from '../../../components/section-header';
import { contractRule } from '@yaocai/web-kit/antd/contract-rule';
import { fieldErrors } from '@yaocai/web-kit/http';
import { useSaveSiteSettings } from '../api/save-site-settings';
import { useSiteSettings } from '../api/site-settings';
import { CONTENT_TABS } from '../lib/content-labels';

const KEYS = Object.keys(SITE_SETTINGS) as SiteSettingKey[];
/** Settings the storefront may go without (the others are refused empty). */
const OPTIONAL: readonly SiteSettingKey[] = ['qq1', 'qq2', 'licence'];

const PLACEHOLDERS: Partial<Record<SiteSettingKey, string>> = {
  hot_line: '如 400-826-1818',
  qq1: '选填，5-12位数字',
  qq2: '选填，5-12位数字',
  service_time: '如 周一至周日 08:30-21:00',
  icp: '如 京ICP备2025012345号-1',
  licence: '每行一条，如：药品经营许可证：京AA0100826',
};

/** 站点设置: the texts of the storefront's header, footer and side bar, saved all together. */
export function SiteSettingsPage() {
  const settings = useSiteSettings();
  const save = useSaveSiteSettings();
  const { message } = App.useApp();
  const [form] = Form.useForm<SiteSettings>();

  const submit = async (values: SiteSettings) => {
    const input = Object.fromEntries(KEYS.map((key) => [key, (values[key] ?? '').trim()])) as SiteSettings;
    try {
      const saved = await save.mutateAsync(input);
      form.setFieldsValue(saved);
      void message.success('站点设置已保存');
    } catch (error) {
      form.setFields(fieldErrors(error) as Parameters<typeof form.setFields>[0]);
    }
  };

  return (
    <>
      <SectionHeader section="内容管理" tabs={CONTENT_TABS} />
      <PageBody>
        <Card
          title="站点信息"
          extra={<span className="muted">前台页头、页脚与侧栏显示这些信息，保存后随之更新</span>}
        >
          {settings.data ? (
            <Form
              form={form}
              layout="vertical"
              initialValues={settings.data}
              onFinish={submit}
              data-testid="settings-form"
            >
              <Row gutter={24}>
                {KEYS.filter((key) => key !== 'licence').map((key) => (
                  <Col key={key} xs={24} md={12} xl={8}>
                    <Form.Item
                      name={key}
                      label={SITE_SETTINGS[key]}
                      required={!OPTIONAL.includes(key)}
                      rules={[contractRule(siteSettingsBody.shape[key])]}
                    >
                      <Input allowClear placeholder={PLACEHOLDERS[key]} data-testid={`settings-${key}`} />
                    </Form.Item>
                  </Col>
                ))}
                <Col span={24}>
                  <Form.Item
                    name="licence"
                    label={SITE_SETTINGS.licence}
                    rules={[contractRule(siteSettingsBody.shape.licence)]}
                    extra="显示在前台页脚，每行一条证照名称与编号"
                  >
                    <Input.TextArea
                      autoSize={{ minRows: 5, maxRows: 12 }}
                      maxLength={2000}
                      showCount
                      placeholder={PLACEHOLDERS.licence}
                      data-testid="settings-licence"
                    />
                  </Form.Item>
                </Col>
              </Row>
              <Button
                type="primary"
                htmlType="submit"
                icon={<SaveOutlined />}
                loading={save.isPending}
                data-testid="settings-save"
              >
                保存设置
              </Button>
            </Form>
          ) : settings.isError ? (
            <Result
              status="warning"
              title="站点设置加载失败"
              extra={<Button onClick={() => void settings.refetch()}>重试</Button>}
            />
          ) : (
            <Skeleton active paragraph={{ rows: 8 }} />
          )}
        </Card>
      </PageBody>
    </>
  );
}
