import { LoadError, Loading } from '../../components/ui/load-state';
import { PageIntro } from '../../components/ui/page-intro';
import { SafeHtml } from '../../components/ui/safe-html';
import { useLanguage } from '../../lib/use-translation';
import { usePagesT } from './messages';
import { useGetPageQuery, type PageSlug } from './pages-api';
import './static-page.css';

/** An information page whose title and HTML body come from the server in the active language. */
export function StaticPage({ slug }: { slug: PageSlug }) {
  const t = usePagesT();
  const lang = useLanguage();
  const { currentData: page, isError, refetch } = useGetPageQuery({ slug, lang });

  if (page) {
    return (
      <article className="static-page">
        <PageIntro title={page.title || t('untitled')} />
        <SafeHtml className="static-page__body" html={page.body} />
      </article>
    );
  }
  if (isError) return <LoadError onRetry={() => void refetch()} />;
  return <Loading />;
}

export function AboutPage() {
  return <StaticPage slug="about" />;
}

export function PrivacyPage() {
  return <StaticPage slug="privacy" />;
}

export function TermsPage() {
  return <StaticPage slug="terms" />;
}

export function ContactPage() {
  return <StaticPage slug="contact" />;
}
