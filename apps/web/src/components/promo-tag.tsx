import { promoTagColor } from '@yaocai/domain';

export interface PromoTagProps {
  name: string;
  /** Outline tags sit on white cards; solid ones on images. */
  variant?: 'outline' | 'solid';
}

/** Promotion tag (优, 秒, 满, 换购, 赠, 特, 新 …) in its spec §9 colour. */
export function PromoTag({ name, variant = 'outline' }: PromoTagProps) {
  const color = promoTagColor(name);
  const style =
    variant === 'solid'
      ? { background: color, borderColor: color, color: '#fff' }
      : { color, borderColor: color };
  return (
    <span className="promo-tag" style={style}>
      {name}
    </span>
  );
}
