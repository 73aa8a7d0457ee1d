import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button } from 'antd';
import { HeartFilled, HeartOutlined } from '@ant-design/icons';
import { FAVORITE_ADDED, FAVORITE_REMOVED } from '@yaocai/domain';
import { paths } from '../../../app/paths';
import { isLoggedIn, useProfile } from '../../account/api/profile';
import { addFavorites } from '../api/add-favorite';
import { cancelFavorites } from '../api/cancel-favorite';
import { favoritesQueryKey, useFavoriteIds } from '../api/favorite-list';
import { goodsDetailQueryKey } from '../api/goods-detail';
import type { GoodsDetail } from '../api/types';

/**
 * Adds or removes favourites and says so (spec §8: 收藏成功 with a button to the favourites page;
 * 取消收藏成功). Keeps the hearts, the detail page's flag and /star in step.
 */
export function useFavoriteActions() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const remember = (ids: number[], favourite: boolean) => {
    queryClient.setQueryData<number[]>([...favoritesQueryKey, 'ids'], (old) => {
      const rest = (old ?? []).filter((id) => !ids.includes(id));
      return favourite ? [...ids, ...rest] : rest;
    });
    for (const id of ids) {
      queryClient.setQueryData<GoodsDetail>(goodsDetailQueryKey(id), (old) =>
        old ? { ...old, is_favorite: favourite ? 1 : 0 } : old,
      );
    }
    void queryClient.invalidateQueries({ queryKey: [...favoritesQueryKey, 'page'] });
  };

  const add = async (ids: number[]) => {
    await addFavorites(ids);
    remember(ids, true);
    void message.open({
      type: 'success',
      key: 'favorite',
      content: (
        <span className="favorite-message">
          {FAVORITE_ADDED}
          <Button
            type="link"
            size="small"
            data-testid="favorite-view"
            onClick={() => {
              message.destroy('favorite');
              navigate(paths.favourites);
            }}
          >
            查看收藏
          </Button>
        </span>
      ),
    });
  };

  const remove = async (ids: number[]) => {
    await cancelFavorites(ids);
    remember(ids, false);
    void message.success({ content: FAVORITE_REMOVED, key: 'favorite' });
  };

  return { add, remove };
}

/** Whether the member has favourited a goods, from the ids the hearts are drawn with. */
export function useIsFavorite(goodsId: number): { loggedIn: boolean; favourite: boolean } {
  const { data: profile } = useProfile({ load: false });
  const loggedIn = isLoggedIn(profile);
  const { data: ids } = useFavoriteIds(loggedIn);
  return { loggedIn, favourite: Boolean(ids?.includes(goodsId)) };
}

export interface FavoriteToggleProps {
  goodsId: number;
  /** Known state (the detail answer's is_favorite); otherwise read from the member's favourites. */
  favourite?: boolean;
  /** 'icon': a heart on a goods card, members only; 'button': the detail page's 收藏 button. */
  variant?: 'icon' | 'button';
}

export function FavoriteToggle({ goodsId, favourite, variant = 'icon' }: FavoriteToggleProps) {
  const known = useIsFavorite(goodsId);
  const { add, remove } = useFavoriteActions();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const on = favourite ?? known.favourite;

  if (variant === 'icon' && !known.loggedIn) return null;

  const toggle = async () => {
    if (!known.loggedIn) {
      navigate(paths.loginWithRedirect(window.location.pathname + window.location.search));
      return;
    }
    setBusy(true);
    try {
      await (on ? remove([goodsId]) : add([goodsId]));
    } catch {
      // http.ts has shown the refusal.
    } finally {
      setBusy(false);
    }
  };

  if (variant === 'icon') {
    return (
      <button
        type="button"
        className={on ? 'favorite-heart is-on' : 'favorite-heart'}
        aria-pressed={on}
        aria-label={on ? '取消收藏' : '收藏'}
        title={on ? '取消收藏' : '收藏'}
        disabled={busy}
        data-testid="favorite-toggle"
        onClick={() => void toggle()}
      >
        {on ? <HeartFilled /> : <HeartOutlined />}
      </button>
    );
  }
  return (
    <Button
      className={on ? 'favorite-button is-on' : 'favorite-button'}
      icon={on ? <HeartFilled /> : <HeartOutlined />}
      aria-pressed={on}
      loading={busy}
      data-testid="favorite-toggle"
      onClick={() => void toggle()}
    >
      {on ? '已收藏' : '收藏'}
    </Button>
  );
}
