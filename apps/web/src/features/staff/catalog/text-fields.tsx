import { useEffect, useRef, type ReactNode } from 'react';
import { Field } from '../../../components/form/field';
import { TextField } from '../../../components/form/text-field';
import { sanitizedFragment } from '../../../components/ui/safe-html';
import { useCatalogMessages } from './messages';

/** A text in both languages as the editor holds it. */
export type Text = { en: string; so: string };

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
  /** Merchant HTML in a rich text editor with a small toolbar (descriptions, the store's about). */
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
      <HtmlField key={lang} lang={lang} {...props} />
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

/** Runs an editing command on the focused editor (a browser without them still lets staff type). */
function edit(command: string, value?: string): void {
  try {
    document.execCommand(command, false, value);
  } catch {
    // No editing commands here: typing still works.
  }
}

/** The editor's HTML, or nothing when it holds no text (an emptied editor keeps a stray `<br>`). */
function htmlOf(editor: HTMLElement): string {
  return editor.textContent?.trim() || editor.querySelector('li, hr') ? editor.innerHTML : '';
}

/**
 * Merchant HTML edited as shoppers will see it: bold, italic and lists from the toolbar (or the phone's own
 * shortcuts), never a tag to type. The stored HTML is put in through the storefront's allowlist (nothing runs,
 * whatever was saved), pasted text comes in plain, and the field's value is the editor's markup.
 */
function HtmlField({
  label,
  hint,
  error,
  value,
  onChange,
  lang,
}: {
  label: string;
  hint: string | undefined;
  error: string | undefined;
  value: string;
  onChange: (value: string) => void;
  lang: 'en' | 'so';
}) {
  const t = useCatalogMessages();
  const editor = useRef<HTMLDivElement>(null);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);
  // Filled once, from the saved text; from then on the editor holds it and reports each change.
  const first = useRef(value);
  useEffect(() => {
    editor.current?.replaceChildren(sanitizedFragment(first.current));
  }, []);
  const read = () => {
    if (editor.current) onChangeRef.current(htmlOf(editor.current));
  };
  const tool = (name: string, command: 'bold' | 'italic' | 'insertUnorderedList'): ReactNode => (
    <button
      type="button"
      className="button button--small"
      // Keeps the selection in the editor, which a tap on the button would otherwise take away.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => {
        editor.current?.focus();
        edit(command);
        read();
      }}
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
              {tool(t('bold'), 'bold')}
              {tool(t('italic'), 'italic')}
              {tool(t('list'), 'insertUnorderedList')}
            </div>
            <div
              ref={editor}
              id={id}
              lang={lang}
              className="input catalog-html__input"
              contentEditable
              suppressContentEditableWarning
              role="textbox"
              aria-multiline="true"
              aria-label={label}
              aria-invalid={invalid}
              aria-describedby={describedBy}
              onFocus={() => edit('defaultParagraphSeparator', 'p')}
              onInput={read}
              onPaste={(event) => {
                event.preventDefault();
                edit('insertText', event.clipboardData.getData('text/plain'));
                read();
              }}
            />
          </>
        )}
      </Field>
    </div>
  );
}

/** An amount or count typed as text: "12,5" reads as 12.5; an empty box is no number, so the rules name it. */
export function numberOf(text: string): number {
  const clean = text.trim().replace(',', '.');
  return clean === '' ? NaN : Number(clean);
}
