import { paths } from '../../lib/paths';
import { Link } from '../../components/ui/link';
import { PageIntro } from '../../components/ui/page-intro';
import { usePagesT } from './messages';

export function NotFoundPage() {
  const t = usePagesT();
  return (
    <PageIntro title={t('notFound.title')} text={t('notFound.text')}>
      <Link to={paths.home} className="button button--primary">
        {t('notFound.home')}
      </Link>
    </PageIntro>
  );
}
