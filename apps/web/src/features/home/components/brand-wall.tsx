import { Link } from 'react-router';
import { CrownFilled } from '@ant-design/icons';
import { paths } from '../../../app/paths';
import { isExternalUrl } from '../../../components/banner-link';
import { useCommon } from '../../content/api/common';
import type { Brand } from '../../content/api/types';
import { SectionTitle } from './section-title';

function BrandTile({ brand }: { brand: Brand }) {
  const body = (
    <>
      {brand.logo ? <img src={brand.logo} alt={brand.name} loading="lazy" /> : <b>{brand.name}</b>}
      <span>{brand.name}</span>
    </>
  );
  if (brand.url && isExternalUrl(brand.url)) {
    return (
      <a className="brand-tile" href={brand.url} target="_blank" rel="noopener noreferrer">
        {body}
      </a>
    );
  }
  return (
    <Link className="brand-tile" to={brand.url || paths.brandInfo(brand.id)}>
      {body}
    </Link>
  );
}

/** 品牌馆: logo wall of the brands in common data. */
export function BrandWall() {
  const { data: common } = useCommon();
  const brands = common?.brand ?? [];
  if (brands.length === 0) return null;
  return (
    <section className="home-section container">
      <SectionTitle
        accent="#722ed1"
        title={
          <>
            <CrownFilled /> 品牌馆
          </>
        }
        subtitle="知名药企 官方授权"
        moreUrl={paths.brandZone()}
      />
      <div className="brand-wall">
        {brands.slice(0, 16).map((brand) => (
          <BrandTile key={brand.id} brand={brand} />
        ))}
      </div>
    </section>
  );
}
