import { useState, type ChangeEvent } from 'react';
import { useId } from '../../../lib/use-id';
import { message } from '@suuq/shared/labels';
import { CATALOG_PHOTO_MAX_BYTES } from '@suuq/shared/merchant-catalog';
import { CatalogImage } from '../../../components/ui/catalog-image';
import { useLanguage } from '../../../lib/use-translation';
import { useCatalogMessages } from './messages';

/**
 * A photo: what is there now, and two ways to give a new one, the phone's camera or a file. Each choice is handed
 * over at once (the caller uploads it, or keeps it until the thing it belongs to exists).
 */
export function PhotoField({
  label,
  image,
  preview,
  busy = false,
  disabled = false,
  compact = false,
  error,
  hint,
  onFile,
}: {
  label: string;
  /** The photo's path as the API gives it ('' for none). */
  image: string;
  /** A local picture chosen and not sent yet (an object URL). */
  preview?: string | undefined;
  busy?: boolean;
  /** Not yet possible (the thing it belongs to is not saved). */
  disabled?: boolean;
  /** Only the two buttons, the label read aloud: the caller shows the photo itself. */
  compact?: boolean;
  error?: string | undefined;
  hint?: string | undefined;
  onFile: (file: File) => void;
}) {
  const t = useCatalogMessages();
  const lang = useLanguage();
  const id = useId();
  // A photo over the server's limit is refused here, in the server's words, before a slow upload.
  const [tooLarge, setTooLarge] = useState(false);
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setTooLarge(file.size > CATALOG_PHOTO_MAX_BYTES);
    if (file.size <= CATALOG_PHOTO_MAX_BYTES) onFile(file);
  };
  const problem = tooLarge
    ? message('imageTooLarge', lang, { n: Math.round(CATALOG_PHOTO_MAX_BYTES / 1024 / 1024) })
    : error;
  return (
    <div className="catalog-photo" role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className={compact ? 'visually-hidden' : 'field-label'}>
        {label}
      </span>
      <div className="catalog-photo__row">
        {compact ? null : preview ? (
          <img className="catalog-photo__image" src={preview} alt="" width={72} height={72} />
        ) : image ? (
          <CatalogImage
            className="catalog-photo__image"
            path={image}
            width={160}
            sizes="72px"
            boxWidth={72}
          />
        ) : (
          <span className="catalog-photo__image catalog-photo__none">{t('noPhoto')}</span>
        )}
        <label className="button catalog-photo__pick">
          <input
            className="visually-hidden"
            type="file"
            accept="image/*"
            capture="environment"
            disabled={busy || disabled}
            aria-label={t('takePhoto', { label })}
            onChange={pick}
          />
          <span aria-hidden="true">{t('camera')}</span>
        </label>
        <label className="button catalog-photo__pick">
          <input
            className="visually-hidden"
            type="file"
            accept="image/*"
            disabled={busy || disabled}
            aria-label={t('choosePhoto', { label })}
            onChange={pick}
          />
          <span aria-hidden="true">{t('file')}</span>
        </label>
      </div>
      <p className="hint" role="status">
        {busy ? t('uploading') : ''}
      </p>
      {hint ? <p className="hint">{hint}</p> : null}
      {problem ? <p className="form-field__error">{problem}</p> : null}
    </div>
  );
}
