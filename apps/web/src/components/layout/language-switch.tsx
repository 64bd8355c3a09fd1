import { changeLanguage } from '../../lib/i18n';
import { useLanguage, useT } from '../../lib/use-translation';

/** Shows only the language the shopper can switch to, written in that language. */
export function LanguageSwitch({ className, onSwitch }: { className?: string; onSwitch?: () => void }) {
  const t = useT();
  const language = useLanguage();
  const other = language === 'en' ? 'so' : 'en';
  return (
    <button
      type="button"
      className={className}
      lang={other}
      onClick={() => {
        onSwitch?.();
        void changeLanguage(other);
      }}
    >
      {t('language.switchTo')}
    </button>
  );
}
