import { useTranslation } from 'react-i18next';
import { useBrand } from '../../../lib/appSettings.js';
import { BRAND_MARKS } from '../brandMarks.js';
import '../brandLogo.css';

export function BrandLogo() {
  const { t } = useTranslation();
  const mark = BRAND_MARKS[useBrand()];
  return (
    <svg
      className="brand-logo"
      role="img"
      aria-label={t('brand.logo')}
      viewBox={mark.viewBox}
      xmlns="http://www.w3.org/2000/svg"
      // The marks are constants of this module, never data from outside.
      // biome-ignore lint/security/noDangerouslySetInnerHtml: static markup defined in brandMarks.ts
      dangerouslySetInnerHTML={{ __html: mark.logo }}
    />
  );
}
