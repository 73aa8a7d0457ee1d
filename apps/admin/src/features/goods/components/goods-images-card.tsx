import { App, Button, Card, Empty, Image, Popconfirm, Skeleton, Tag, Tooltip, Upload } from 'antd';
import { ArrowLeftOutlined, ArrowRightOutlined, DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { GOODS_IMAGES_MAX } from '@yaocai/contract';
import { pictureFileRefusal, useUploadPicture } from '../../../lib/upload-picture';
import { useGoodsImages, useSaveGoodsImages } from '../api/goods-images';
import { moveItem } from '../lib/move-item';

/**
 * 商品图片: the pictures the storefront shows, first as the main picture. Each change (upload, move,
 * delete) is saved at once as the whole ordered list, so the page never holds unsaved pictures.
 */
export function GoodsImagesCard({ goodsId, mayUpdate }: { goodsId: number; mayUpdate: boolean }) {
  const images = useGoodsImages(goodsId);
  const save = useSaveGoodsImages(goodsId);
  const upload = useUploadPicture();
  const { message } = App.useApp();
  const urls = (images.data ?? []).map((i) => i.url);
  const busy = save.isPending || upload.isPending;

  const store = (next: string[], done: string) =>
    save.mutate(next, { onSuccess: () => void message.success(done) });

  const send = (file: File) => {
    const refusal = pictureFileRefusal(file);
    if (refusal) return void message.error(refusal);
    upload.mutate(file, {
      onSuccess: (answer) => {
        if (answer.content_type === 'application/pdf')
          return void message.error('请上传 JPG 或 PNG 格式的图片');
        store([...urls, answer.url], '图片已上传');
      },
    });
  };

  return (
    <Card
      title="商品图片"
      className="goods-images-card"
      extra={<span className="muted">第一张为主图（商品卡片与详情首图），最多{GOODS_IMAGES_MAX}张</span>}
      data-testid="goods-images"
    >
      {images.isPending ? (
        <Skeleton.Image active />
      ) : (
        <div className="goods-images">
          {urls.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无图片" />}
          {urls.map((url, index) => (
            <div key={url} className="goods-image" data-testid="goods-image">
              <Image src={url} alt={`商品图片 ${index + 1}`} width={112} height={112} />
              {index === 0 && (
                <Tag color="blue" className="goods-image-main">
                  主图
                </Tag>
              )}
              {mayUpdate && (
                <div className="goods-image-actions">
                  <Tooltip title="前移">
                    <Button
                      size="small"
                      type="text"
                      icon={<ArrowLeftOutlined />}
                      disabled={index === 0 || busy}
                      onClick={() => store(moveItem(urls, index, -1), '图片顺序已保存')}
                      aria-label="前移"
                      data-testid="goods-image-left"
                    />
                  </Tooltip>
                  <Tooltip title="后移">
                    <Button
                      size="small"
                      type="text"
                      icon={<ArrowRightOutlined />}
                      disabled={index === urls.length - 1 || busy}
                      onClick={() => store(moveItem(urls, index, 1), '图片顺序已保存')}
                      aria-label="后移"
                      data-testid="goods-image-right"
                    />
                  </Tooltip>
                  <Popconfirm
                    title="删除这张图片？"
                    description={urls.length === 1 ? '商品至少保留一张图片' : '前台将不再展示这张图片'}
                    okText="删除"
                    okButtonProps={{
                      danger: true,
                      disabled: urls.length === 1,
                      'data-testid': 'goods-image-delete-confirm',
                    }}
                    onConfirm={() =>
                      store(
                        urls.filter((u) => u !== url),
                        '图片已删除',
                      )
                    }
                  >
                    <Button
                      size="small"
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      disabled={busy}
                      aria-label="删除"
                      data-testid="goods-image-delete"
                    />
                  </Popconfirm>
                </div>
              )}
            </div>
          ))}
          {mayUpdate && urls.length < GOODS_IMAGES_MAX && (
            <Upload
              accept=".jpg,.jpeg,.png"
              showUploadList={false}
              disabled={busy}
              beforeUpload={(file) => {
                send(file);
                // Sent by `send`, not by Upload itself.
                return false;
              }}
            >
              <Button
                className="goods-image-add"
                icon={<UploadOutlined />}
                loading={busy}
                data-testid="goods-image-upload"
              >
                上传图片
              </Button>
            </Upload>
          )}
        </div>
      )}
      {mayUpdate && (
        <div className="muted goods-images-tip">
          支持 JPG、PNG，单张不超过5MB；建议800×800像素以上的白底正面图
        </div>
      )}
    </Card>
  );
}
