import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Input, Toast } from 'antd-mobile';
import { goodsSearch } from '@yaocai/contract';
import { isValidEan13 } from '@yaocai/domain';
import { call } from '../lib/http';
import { loadBarcodeReader, type BarcodeReader } from '../lib/barcode-reader';
import { m } from '../lib/mobile-paths';
import { NavPage } from '../components/page';

/**
 * 扫码: the back camera reads a box's 69 码 and opens its goods; a photo from the album or the code
 * typed in do the same where the camera cannot be used.
 */
export function ScanPage() {
  const navigate = useNavigate();
  const video = useRef<HTMLVideoElement>(null);
  const [reader, setReader] = useState<BarcodeReader | null>(null);
  const [camera, setCamera] = useState<'starting' | 'on' | 'off'>('starting');
  const [typed, setTyped] = useState('');
  const [looking, setLooking] = useState(false);
  const found = useRef(false);

  const open = async (code: string) => {
    if (found.current) return;
    const text = code.trim();
    if (!isValidEan13(text)) {
      Toast.show({ content: `无法识别的条码：${text}` });
      return;
    }
    found.current = true;
    setLooking(true);
    try {
      const goods = await call(goodsSearch, { barcode: text, type: '0' });
      if (goods.length > 0) navigate(m.goods(goods[0]!.id), { replace: true });
      else {
        Toast.show({ content: `未找到条码 ${text} 的商品` });
        found.current = false;
      }
    } catch {
      found.current = false;
    } finally {
      setLooking(false);
    }
  };

  useEffect(() => {
    let stop: (() => void) | null = null;
    let stream: MediaStream | null = null;
    let cancelled = false;
    void (async () => {
      const loaded = await loadBarcodeReader();
      if (cancelled) return;
      setReader(loaded);
      if (!navigator.mediaDevices?.getUserMedia) return setCamera('off');
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: 'environment' },
          audio: false,
        });
        if (cancelled || !video.current) return stream.getTracks().forEach((t) => t.stop());
        video.current.srcObject = stream;
        await video.current.play().catch(() => undefined);
        setCamera('on');
        stop = await loaded.watch(stream, video.current, (code) => void open(code));
      } catch {
        setCamera('off');
      }
    })();
    return () => {
      cancelled = true;
      stop?.();
      stream?.getTracks().forEach((t) => t.stop());
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the camera starts once per visit
  }, []);

  const readPhoto = async (file: File | undefined) => {
    if (!file) return;
    const current = reader ?? (await loadBarcodeReader());
    const url = URL.createObjectURL(file);
    const code = await current.readImage(url);
    URL.revokeObjectURL(url);
    if (code) await open(code);
    else Toast.show({ content: '没有在图片中找到条码，请对准条码重拍' });
  };

  return (
    <NavPage title="扫码采购" testId="m-scan">
      <div
        style={{
          position: 'relative',
          background: '#000',
          aspectRatio: '3 / 4',
          maxHeight: '60vh',
          width: '100%',
          overflow: 'hidden',
        }}
      >
        <video ref={video} muted playsInline style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
        <div
          aria-hidden="true"
          style={{
            position: 'absolute',
            left: '12%',
            right: '12%',
            top: '38%',
            height: '24%',
            border: '2px solid #e4393c',
            borderRadius: 8,
          }}
        />
        <div
          style={{
            position: 'absolute',
            bottom: 12,
            left: 0,
            right: 0,
            textAlign: 'center',
            color: '#fff',
            fontSize: 13,
          }}
          data-testid="m-scan-state"
        >
          {camera === 'starting'
            ? '正在打开相机…'
            : camera === 'on'
              ? '将药盒上的条形码放入框内'
              : '无法使用相机，请从相册选择或输入条码'}
        </div>
      </div>
      <div className="section">
        <label
          className="adm-button adm-button-default adm-button-block adm-button-shape-default"
          style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: 44 }}
        >
          从相册选择条码照片
          <input
            type="file"
            accept="image/*"
            capture="environment"
            hidden
            onChange={(e) => void readPhoto(e.target.files?.[0])}
            data-testid="m-scan-photo"
          />
        </label>
      </div>
      <div className="section" style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        <Input
          placeholder="手动输入13位条码"
          inputMode="numeric"
          maxLength={13}
          value={typed}
          onChange={setTyped}
          style={{ flex: 1, minHeight: 44 }}
          data-testid="m-scan-input"
        />
        <Button color="primary" loading={looking} onClick={() => void open(typed)}>
          查找
        </Button>
      </div>
      <div className="muted" style={{ padding: '0 12px' }}>
        {reader ? `识别方式：${reader.kind === 'native' ? '系统条码识别' : 'ZXing 条码识别'}` : ''}
      </div>
    </NavPage>
  );
}
