import { PageIntro } from '../../components/ui/page-intro';
import { useCheckoutMessages } from './messages';

export function StepperPage() {
  const t = useCheckoutMessages();
  return <PageIntro title={t('stepperTitle')} text={t('stepperText')} />;
}
