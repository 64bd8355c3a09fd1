import { paths } from '../../lib/paths';
import { Link } from '../../components/ui/link';
import { PageIntro } from '../../components/ui/page-intro';
import { usePagesT } from './messages';
import './sample-page.css';

const STEPS = ['choose', 'add', 'checkout', 'track'] as const;

/** `/sample`: a sample order from start to finish, for a first-time shopper (or a relative helping them). */
export function SamplePage() {
  const t = usePagesT();
  return (
    <>
      <PageIntro title={t('sample.title')} text={t('sample.text')} />
      <ol className="sample-steps">
        {STEPS.map((step, index) => (
          <li key={step} className={`sample-step sample-step--${step}`}>
            <span className="sample-step__number" aria-hidden="true">
              {index + 1}
            </span>
            <div>
              <h2 className="sample-step__title">{t(`sample.steps.${step}.title`)}</h2>
              <p className="sample-step__text">{t(`sample.steps.${step}.text`)}</p>
            </div>
          </li>
        ))}
      </ol>
      <p className="sample-cta">
        <Link to={paths.home} className="button button--primary">
          {t('sample.start')}
        </Link>
      </p>
    </>
  );
}
