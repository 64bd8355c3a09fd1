import { lazy, Suspense, useRef, type ReactNode } from 'react';
import { Field } from '../../../components/form/field';
import { TextField } from '../../../components/form/text-field';
import { useCatalogMessages } from './messages';

/** A text in both languages as the editor holds it. */
export type Text = { en: string; so: string };

// The sanitizer comes with the first preview, not with the catalog.
const SafeHtml = lazy(() =>
  import('../../../components/ui/safe-html').then((module) => ({ default: module.SafeHtml })),
);

/**
 * One text in English and Somali, side by side when there is room and one under the other when not. Somali may
 * stay empty: the storefront then shows the English. Notes come by path (`name.en`, `name.so`).
 */
export function TextPair({
  label,
  value,
  onChange,
  path,
  note,
  html = false,
}: {
  label: string;
  value: Text;
  onChange: (value: Text) => void;
  path: string;
  note: (path: string) => string | undefined;
  /** Merchant HTML with a small toolbar and a live preview (descriptions, the store's about). */
  html?: boolean;
}) {
  const t = useCatalogMessages();
  const one = (lang: 'en' | 'so') => {
    const props = {
      label: t(lang === 'en' ? 'inEnglish' : 'inSomali', { label }),
      hint: lang === 'so' ? t('somaliHint') : undefined,
      error: note(`${path}.${lang}`),
      value: value[lang],
      onChange: (text: string) => onChange({ ...value, [lang]: text }),
    };
    return html ? (
      <HtmlField key={lang} {...props} />
    ) : (
      <TextField
        key={lang}
        label={props.label}
        hint={props.hint}
        error={props.error}
        name={`${path}.${lang}`}
        lang={lang}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      />
    );
  };
  return <div className="catalog-pair">{[one('en'), one('so')]}</div>;
}

/** Wraps the textarea's selection in a tag (or starts a list), keeping the rest as it is. */
function wrap(area: HTMLTextAreaElement, open: string, close: string): string {
  const { selectionStart: start, selectionEnd: end, value } = area;
  return value.slice(0, start) + open + value.slice(start, end) + close + value.slice(end);
}

/** Merchant HTML: a textarea with bold, italic and list buttons, and the page as shoppers will see it. */
function HtmlField({
  label,
  hint,
  error,
  value,
  onChange,
}: {
  label: string;
  hint: string | undefined;
  error: string | undefined;
  value: string;
  onChange: (value: string) => void;
}) {
  const t = useCatalogMessages();
  const area = useRef<HTMLTextAreaElement>(null);
  const tool = (name: string, open: string, close: string): ReactNode => (
    <button
      type="button"
      className="button button--small"
      onClick={() => area.current && onChange(wrap(area.current, open, close))}
    >
      {name}
    </button>
  );
  return (
    <div className="catalog-html">
      <Field label={label} hint={hint} error={error}>
        {({ id, describedBy, invalid }) => (
          <>
            <div className="catalog-html__tools" role="group" aria-label={t('formatting', { label })}>
              {tool(t('bold'), '<strong>', '</strong>')}
              {tool(t('italic'), '<em>', '</em>')}
              {tool(t('list'), '<ul>\n<li>', '</li>\n</ul>')}
            </div>
            <textarea
              ref={area}
              id={id}
              className="input catalog-html__input"
              rows={5}
              aria-invalid={invalid}
              aria-describedby={describedBy}
              value={value}
              onChange={(event) => onChange(event.target.value)}
            />
          </>
        )}
      </Field>
      {value.trim() ? (
        <div className="catalog-html__preview" aria-label={t('preview', { label })} role="region">
          <Suspense fallback={null}>
            <SafeHtml html={value} />
          </Suspense>
        </div>
      ) : null}
    </div>
  );
}

/** An amount or count typed as text: "12,5" reads as 12.5; an empty box is no number, so the rules name it. */
export function numberOf(text: string): number {
  const clean = text.trim().replace(',', '.');
  return clean === '' ? NaN : Number(clean);
}
