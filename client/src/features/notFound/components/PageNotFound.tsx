import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';

export function PageNotFound() {
  const { t } = useTranslation();
  return (
    <div className="not-found">
      <h1>{t('notFound.heading')}</h1>
      <p>{t('notFound.text')}</p>
      <Link href="/main" className="button primary">
        {t('notFound.home')}
      </Link>
    </div>
  );
}
