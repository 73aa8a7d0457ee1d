import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { OperatorArticlesAnswer } from '@yaocai/contract';
import { ok, renderRoutes, sentBody, setUpComponentTests, stubApi } from '../../../test-utils';
import { ArticlesPage } from './articles-page';

const answer: OperatorArticlesAnswer = {
  list: [
    {
      id: 12,
      category_id: 4,
      category: '新手指南',
      title: '如何注册成为会员',
      content: '<p>第一步，填写企业信息。</p><p>第二步，上传资质。</p>',
      sort: 1,
      published_at: '2026-11-20T02:00:00.000Z',
    },
  ],
  total: 1,
  page: 1,
  page_size: 20,
  categories: [
    { id: 3, name: '帮助中心', path: '帮助中心' },
    { id: 4, name: '新手指南', path: '帮助中心 / 新手指南' },
  ],
};

setUpComponentTests();

const route = [{ path: '/content/articles', element: <ArticlesPage /> }];

describe('ArticlesPage', () => {
  it("lists the URL's category and adds an article to it in the drawer", async () => {
    const calls = stubApi([
      ['GET', '/api/operator/articles', ok(answer)],
      ['POST', '/api/operator/articles', ok({ id: 13 })],
    ]);
    renderRoutes(route, '/content/articles?category_id=4&keyword=注册');
    const row = await screen.findByTestId('article-row-12');
    expect(row).toHaveTextContent('帮助中心 / 新手指南');
    expect(row).toHaveTextContent('第一步，填写企业信息。 第二步，上传资质。');
    expect(row).toHaveTextContent('2026-11-20 10:00');
    expect(calls[0].url).toContain('category_id=4');
    expect(screen.getByTestId('article-keyword')).toHaveValue('注册');

    fireEvent.click(screen.getByTestId('article-new'));
    fireEvent.change(await screen.findByTestId('article-title'), { target: { value: '如何申请账期' } });
    fireEvent.change(screen.getByTestId('article-content'), { target: { value: '<p>联系客户经理。</p>' } });
    fireEvent.click(screen.getByTestId('article-save'));
    expect(await sentBody(calls)).toEqual({
      category_id: 4,
      title: '如何申请账期',
      content: '<p>联系客户经理。</p>',
      sort: 0,
    });
    expect(await screen.findByText('文章已发布')).toBeInTheDocument();
  });

  it('deletes an article after confirming', async () => {
    const calls = stubApi([
      ['GET', '/api/operator/articles', ok(answer)],
      ['POST', '/api/operator/articles/12/delete', ok({ id: 12 })],
    ]);
    renderRoutes(route, '/content/articles');
    fireEvent.click(within(await screen.findByTestId('article-row-12')).getByTestId('article-delete'));
    fireEvent.click(await screen.findByTestId('article-delete-confirm'));
    await vi.waitFor(() =>
      expect(calls.some((c) => c.url === '/api/operator/articles/12/delete')).toBe(true),
    );
  });
});
