/** Reads a picked image as a data URL, scaled down so several fit in one form post (API limit 1 MB). */
export const MAX_IMAGE_SIDE = 1280;
export const IMAGE_QUALITY = 0.72;

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('读取图片失败'));
    reader.readAsDataURL(file);
  });
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error('图片无法识别'));
    img.src = src;
  });
}

/** A JPEG data URL no larger than MAX_IMAGE_SIDE on its longer side. */
export async function imageToDataUrl(file: Blob): Promise<string> {
  const original = await readAsDataUrl(file);
  try {
    const img = await loadImage(original);
    const scale = Math.min(1, MAX_IMAGE_SIDE / Math.max(img.naturalWidth, img.naturalHeight, 1));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(img.naturalWidth * scale));
    canvas.height = Math.max(1, Math.round(img.naturalHeight * scale));
    const ctx = canvas.getContext('2d');
    if (!ctx) return original;
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    ctx.drawImage(img, 0, 0, canvas.width, canvas.height);
    const scaled = canvas.toDataURL('image/jpeg', IMAGE_QUALITY);
    return scaled.length < original.length ? scaled : original;
  } catch {
    return original;
  }
}
