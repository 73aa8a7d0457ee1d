import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders, stubBrowser } from '../../../app/layouts/test-utils';
import { ApiError } from '@yaocai/web-kit/http';
import { fieldErrors, LoginPage, safeRedirect } from './login-page';

beforeEach(() => {
  stubBrowser();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('login helpers', () => {
  it('follows only same-site redirects', () => {
    expect(safeRedirect('/cart')).toBe('/cart');
    expect(safeRedirect(null)).toBe('/');
    expect(safeRedirect('//evil.example')).toBe('/');
    expect(safeRedirect('https://evil.example')).toBe('/');
  });

  it('maps 422 errors onto the form fields', () => {
    const error = new ApiError({ code: 422, msg: '密码错误', errors: { password: ['密码错误', '再试'] } });
    expect(fieldErrors(error)).toEqual([{ name: 'password', errors: ['密码错误'] }]);
    expect(fieldErrors(new Error('x'))).toEqual([]);
  });
});

describe('LoginPage', () => {
  it('shows the field error of a 422 under the field', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        String(url).includes('/api/user/login')
          ? new Response(
              JSON.stringify({
                code: 422,
                msg: '用户名或密码错误',
                errors: { password: ['用户名或密码错误'] },
              }),
              {
                status: 422,
              },
            )
          : new Response(JSON.stringify({ code: 10000, data: [] })),
      ),
    );
    renderWithProviders(<LoginPage />, { route: '/login' });
    fireEvent.change(screen.getByTestId('login-username'), { target: { value: 'kangmin' } });
    fireEvent.change(screen.getByTestId('login-password'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('用户名或密码错误')).toBeInTheDocument();
    await waitFor(() => expect(sessionStorage.getItem('login_flag')).toBeNull());
  });

  it('sets the login flag on success', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ code: 10000, data: { username: 'kangmin', company: '康民' } })),
      ),
    );
    renderWithProviders(<LoginPage />, { route: '/login?redirect=/cart' });
    fireEvent.change(screen.getByTestId('login-username'), { target: { value: 'kangmin' } });
    fireEvent.change(screen.getByTestId('login-password'), { target: { value: 'secret' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(sessionStorage.getItem('login_flag')).toBe('1'));
  });

  it('asks for the SMS code when the account is past its failed-login limit, and sends it', async () => {
    const sms = '该账号登录失败次数过多，为保护账号安全，请获取短信验证码后登录';
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (String(url).includes('/api/user/login/code'))
        return new Response(
          JSON.stringify({ code: 10000, data: { expires_in: 300, resend_in: 60, phone: '138****0001' } }),
        );
      if (String(url).includes('/api/user/login')) {
        return String(init?.body).includes('code=123456')
          ? new Response(JSON.stringify({ code: 10000, data: { username: 'kangmin', company: '康民' } }))
          : new Response(JSON.stringify({ code: 428, msg: sms, errors: { code: [sms] } }), { status: 428 });
      }
      return new Response(JSON.stringify({ code: 10000, data: [] }));
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<LoginPage />, { route: '/login' });
    fireEvent.change(screen.getByTestId('login-username'), { target: { value: 'kangmin' } });
    fireEvent.change(screen.getByTestId('login-password'), { target: { value: 'secret' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByTestId('login-code')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('send-code'));
    expect(await screen.findByText('验证码已发送至 138****0001，请输入短信验证码后登录')).toBeInTheDocument();
    fireEvent.change(screen.getByTestId('login-code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(sessionStorage.getItem('login_flag')).toBe('1'));
  });
});
