import { PageIntro } from '../../components/ui/page-intro';
import { useT } from '../../lib/use-translation';

export function StepperPage() {
  const t = useT();
  return <PageIntro title={t('checkout.stepperTitle')} text={t('checkout.stepperText')} />;
}
