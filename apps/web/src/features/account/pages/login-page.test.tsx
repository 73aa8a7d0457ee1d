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
});
