import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { SiteSettings } from '@yaocai/contract';
import { ok, renderRoutes, stubApi, setUpComponentTests } from '../../../test-utils';
import { SiteSettingsPage } from './site-settings-page';

const settings: SiteSettings = {
  site_title: '药采网',
  hot_line: '400-826-1818',
  qq1: '800826181',
  qq2: '',
  company: '药采网（北京）医药科技有限公司',
  address: '北京市朝阳区望京街道',
  email: 'kefu@yaocaiwang.cn',
  service_time: '周一至周日 08:30-21:00',
  icp: '京ICP备2025012345号-1',
  licence: '药品经营许可证：京AA0100826\n营业执照：91110105MA01R8XK6C',
};

setUpComponentTests();

describe('SiteSettingsPage', () => {
  it('shows every setting with its label and saves them all', async () => {
    const calls = stubApi([
      ['GET', '/api/operator/site_settings', ok(settings)],
      ['POST', '/api/operator/site_settings', ok({ ...settings, hot_line: '400-800-1234' })],
    ]);
    renderRoutes([{ path: '/content/settings', element: <SiteSettingsPage /> }], '/content/settings');
    const hotLine = await screen.findByTestId('settings-hot_line');
    expect(hotLine).toHaveValue('400-826-1818');
    expect(screen.getByText('资质证照（每行一条）')).toBeInTheDocument();
    expect(screen.getByTestId('settings-licence')).toHaveValue(settings.licence);

    fireEvent.change(hotLine, { target: { value: '客服电话' } });
    fireEvent.click(screen.getByTestId('settings-save'));
    expect(await screen.findByText('客服热线应为7-20位数字或短横线')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(hotLine, { target: { value: ' 400-800-1234 ' } });
    fireEvent.click(screen.getByTestId('settings-save'));
    expect(await screen.findByText('站点设置已保存')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ ...settings, hot_line: '400-800-1234' });
  });
});
