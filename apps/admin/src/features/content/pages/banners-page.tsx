import { Button, Select, Space, Typography } from 'antd';
import type { BannerInput } from '@yaocai/contract';
import { SectionHeader } from '../../../components/section-header';
import { useSearchUpdate } from '../../../components/list-kit/use-search-update';
import { useBanners } from '../api/banners';
import { useDeleteBanner } from '../api/delete-banner';
import { useSaveBanner } from '../api/save-banner';
import { BannerModal, type BannerEditing } from '../components/banner-modal';
import { BannerTable } from '../components/banner-table';
import { CONTENT_TABS, isBannerPosition, POSITION_OPTIONS, positionSize } from '../lib/content-labels';
import { ListPage } from '../../../components/list-kit/list-page';
import { useContentEditor } from '../lib/use-content-editor';
import { NewButton } from '../../../components/new-button';

/** 广告管理: the storefront's banners by position, each with its picture, link and order. */
export function BannersPage() {
  const [search, update] = useSearchUpdate();
  const raw = search.get('position');
  const position = isBannerPosition(raw) ? raw : undefined;
  const banners = useBanners(position);
  const save = useSaveBanner();
  const { editing, submit, drop, busyId } = useContentEditor<BannerEditing, BannerInput>(
    save,
    useDeleteBanner(),
    {
      idOf: (target) => ('banner' in target ? target.banner.id : null),
      noun: '广告',
      created: '广告已新增',
      saved: '广告已保存',
    },
  );

  return (
    <ListPage
      header={
        <>
          <SectionHeader
            section="内容管理"
            tabs={CONTENT_TABS}
            extra={
              <NewButton
                label="新增广告"
                testId="banner-new"
                onClick={() => editing.open({ position: position ?? 'home' })}
              />
            }
          />
        </>
      }
      overlays={
        <BannerModal
          editing={editing.target}
          pending={save.isPending}
          onCancel={editing.close}
          onSubmit={submit}
        />
      }
    >
      <div className="table-toolbar">
        <Space wrap>
          <span>广告位</span>
          <Select
            allowClear
            value={position}
            placeholder="全部广告位"
            options={POSITION_OPTIONS}
            onChange={(next?: string) => update({ position: next })}
            style={{ width: 240 }}
            data-testid="banner-position"
          />
          {position && (
            <Typography.Text type="secondary">建议图片尺寸 {positionSize(position)} 像素</Typography.Text>
          )}
        </Space>
        <Button onClick={() => void banners.refetch()} loading={banners.isFetching}>
          刷新
        </Button>
      </div>
      <BannerTable
        rows={banners.data}
        loading={banners.isFetching}
        showPosition={!position}
        busyId={busyId}
        onEdit={(banner) => editing.open({ banner })}
        onDelete={drop}
      />
    </ListPage>
  );
}
