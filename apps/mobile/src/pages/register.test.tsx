import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderPage, stubApi, stubImageDecoding } from '../test/render';
import { RegisterPage } from './register';

const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId).querySelector('input') ?? screen.getByTestId(testId), {
    target: { value },
  });

let requests: ReturnType<typeof stubApi>;
let uploads = 0;
beforeEach(() => {
  uploads = 0;
  requests = stubApi({
    '/api/user/phone/13700001111': () => ({ registered: 0 }),
    '/api/user/phone/13801012345': () => ({ registered: 1 }),
    '/api/user/create_code': () => ({ expires_in: 300, resend_in: 60 }),
    '/api/upload': () => ({
      key: `qualification/${String(++uploads).padStart(32, 'a')}`,
      url: '',
      content_type: 'image/jpeg',
      size: 4,
    }),
    '/api/user/register': () => ({ username: 'kangjian01', company: '郑州康健大药房有限公司', is_passed: 0 }),
  });
  stubImageDecoding();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('注册 on a phone', () => {
  it('refuses a phone that already has an account before sending a code', async () => {
    renderPage(<RegisterPage />, '/register');
    type('m-reg-phone', '13801012345');
    fireEvent.click(screen.getByTestId('m-reg-send-code'));
    expect(await screen.findByText('该手机号已注册，请直接登录或找回密码')).toBeInTheDocument();
    expect(requests.some((r) => r.url === '/api/user/create_code')).toBe(false);
  });

  it('goes through phone and code, company and camera-taken licences to 资料已提交，等待审核', async () => {
    renderPage(<RegisterPage />, '/register');
    type('m-reg-phone', '13700001111');
    fireEvent.click(screen.getByTestId('m-reg-send-code'));
    await screen.findByText('60秒后重发');
    expect(requests.find((r) => r.url === '/api/user/create_code')!.body.get('type')).toBe('register');
    type('m-reg-code', '123456');
    type('m-reg-username', 'kangjian01');
    type('m-reg-password', 'short');
    type('m-reg-confirm', 'short');
    fireEvent.click(screen.getByTestId('m-reg-next'));
    expect(await screen.findByText('请阅读并同意《用户协议》')).toBeInTheDocument();
    type('m-reg-password', 'Kangjian2026');
    type('m-reg-confirm', 'Kangjian2026');
    fireEvent.click(screen.getByText('我已阅读并同意《药采网用户协议》'));
    fireEvent.click(screen.getByTestId('m-reg-next'));

    await screen.findByTestId('m-reg-company');
    type('m-reg-company', '郑州康健大药房有限公司');
    fireEvent.click(screen.getByTestId('m-reg-region'));
    fireEvent.click(await screen.findByText('河南省', {}, { timeout: 8000 }));
    fireEvent.click(await screen.findByText('郑州市'));
    fireEvent.click(await screen.findByText('金水区'));
    fireEvent.click(screen.getByText('确定'));
    await waitFor(() => expect(screen.getByTestId('m-reg-region')).toHaveTextContent('河南 郑州市 金水区'));
    type('m-reg-address', '花园路与农业路交叉口东50米');
    type('m-reg-contact', '赵建国');
    fireEvent.click(screen.getByTestId('m-reg-next'));

    expect(
      await screen.findByText(/单体药店需拍照上传：营业执照、药品经营许可证、采购委托书/),
    ).toBeInTheDocument();
    for (const [slot, number] of [
      ['licence', '91410105MA45KJ2X8N'],
      ['permit', '豫AA3710562'],
      ['proxy', 'WT2026000315'],
    ] as const) {
      type(`m-reg-doc-${slot}-number`, number);
      fireEvent.change(screen.getByTestId(`m-reg-doc-${slot}-expiry`), { target: { value: '2031-06-30' } });
      const input = screen.getByTestId(`m-reg-doc-${slot}-photo-input`);
      expect(input).toHaveAttribute('capture', 'environment');
      const file = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])], 'licence.jpg', {
        type: 'image/jpeg',
      });
      fireEvent.change(input, { target: { files: [file] } });
      await within(screen.getByTestId(`m-reg-doc-${slot}-photo`)).findByAltText('证照照片');
    }
    type('m-reg-agent-name', '赵建国');
    type('m-reg-agent-id', '11010519491231002x');
    fireEvent.click(screen.getByTestId('m-reg-submit'));

    expect(await screen.findByText('资料已提交，等待审核')).toBeInTheDocument();
    expect(screen.getByTestId('m-reg-done')).toHaveTextContent('kangjian01');
    expect(requests.filter((r) => r.url === '/api/upload')).toHaveLength(3);
    const sent = requests.find((r) => r.url === '/api/user/register')!.body;
    expect(sent.get('phone')).toBe('13700001111');
    expect(sent.get('code')).toBe('123456');
    expect(sent.get('region')).toBe('河南');
    expect(sent.get('city')).toBe('郑州市');
    expect(sent.get('district')).toBe('金水区');
    expect(sent.getAll('scopes[]')).toEqual(['化学药制剂', '抗生素制剂', '中成药']);
    expect(sent.get('documents[0][kind]')).toBe('营业执照');
    expect(sent.get('documents[2][number]')).toBe('WT2026000315');
    expect(sent.get('documents[1][image]')).toMatch(/^qualification\//);
    expect(sent.get('agent_id_number')).toBe('11010519491231002X');
  }, 40_000);
});
