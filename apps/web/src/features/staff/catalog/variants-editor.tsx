import { CATALOG_LIMITS } from '@suuq/shared/merchant-catalog';
import { TextField } from '../../../components/form/text-field';
import { useCatalogMessages } from './messages';
import { PhotoField } from './photo-field';
import { newVariant, type ProductDraft, type VariantDraft } from './product-draft';
import { moveItem, ReorderControls, reorderItem } from './reorder';
import { TextPair } from './text-fields';

type Note = (path: string) => string | undefined;

/**
 * What the variants differ by (up to three attribute names: size, colour) and the variants themselves, each with
 * its name, price, stock, attribute values and photo. A photo goes to a variant the server already holds.
 */
export function VariantsEditor({
  draft,
  onChange,
  note,
  onPhoto,
  uploading,
  photoProblem,
}: {
  draft: Pick<ProductDraft, 'attributes' | 'variants'>;
  onChange: (part: Partial<Pick<ProductDraft, 'attributes' | 'variants'>>) => void;
  note: Note;
  onPhoto: (variant: VariantDraft, file: File) => void;
  /** The key of the variant whose photo is on its way. */
  uploading: number | undefined;
  photoProblem: { key: number; text: string } | undefined;
}) {
  const t = useCatalogMessages();
  const { attributes, variants } = draft;
  const setVariant = (index: number, part: Partial<VariantDraft>) =>
    onChange({ variants: variants.map((v, n) => (n === index ? { ...v, ...part } : v)) });
  const setAttributes = (next: string[]) =>
    onChange({
      attributes: next,
      variants: variants.map((v) => ({
        ...v,
        values: next.map((_, n) => v.values[n] ?? ''),
      })),
    });

  return (
    <fieldset className="catalog-section">
      <legend className="catalog-section__title">{t('variantsTitle')}</legend>
      <p className="hint">{t('variantsHint')}</p>
      <div className="catalog-attributes">
        {attributes.map((attribute, index) => (
          <div key={index} className="catalog-inline">
            <TextField
              label={t('attributeName', { n: index + 1 })}
              hint={index === 0 ? t('attributeHint') : undefined}
              error={note(`attributes.${index}`)}
              value={attribute}
              onChange={(event) =>
                setAttributes(attributes.map((a, n) => (n === index ? event.target.value : a)))
              }
            />
            <button
              type="button"
              className="button catalog-remove"
              onClick={() =>
                onChange({
                  attributes: attributes.filter((_, n) => n !== index),
                  variants: variants.map((v) => ({ ...v, values: v.values.filter((_, n) => n !== index) })),
                })
              }
            >
              {t('removeThing', { name: attribute || t('attributeName', { n: index + 1 }) })}
            </button>
          </div>
        ))}
        {attributes.length < CATALOG_LIMITS.attributesMax ? (
          <button type="button" className="button" onClick={() => setAttributes([...attributes, ''])}>
            {t('addAttribute')}
          </button>
        ) : null}
      </div>
      <ol className="catalog-rows" data-reorder-list>
        {variants.map((variant, index) => {
          const at = `variants.${index}`;
          const name = variant.name.en || t('variantNumber', { n: index + 1 });
          return (
            <li key={variant.key} className="catalog-row" {...reorderItem(index)}>
              <fieldset className="catalog-group">
                <legend className="catalog-group__title">{name}</legend>
                <ReorderControls
                  index={index}
                  count={variants.length}
                  name={name}
                  onMove={(from, to) => onChange({ variants: moveItem(variants, from, to) })}
                />
                <TextPair
                  label={t('variantName')}
                  value={variant.name}
                  onChange={(value) => setVariant(index, { name: value })}
                  path={`${at}.name`}
                  note={note}
                />
                <div className="catalog-numbers">
                  <TextField
                    label={t('price')}
                    error={note(`${at}.selling_price`)}
                    inputMode="decimal"
                    value={variant.price}
                    onChange={(event) => setVariant(index, { price: event.target.value })}
                  />
                  <TextField
                    label={t('stock')}
                    error={note(`${at}.stock`)}
                    inputMode="numeric"
                    value={variant.stock}
                    onChange={(event) => setVariant(index, { stock: event.target.value })}
                  />
                </div>
                {attributes.map((attribute, n) => (
                  <TextField
                    key={n}
                    label={attribute || t('attributeName', { n: n + 1 })}
                    value={variant.values[n] ?? ''}
                    onChange={(event) =>
                      setVariant(index, {
                        values: attributes.map((_, m) =>
                          m === n ? event.target.value : (variant.values[m] ?? ''),
                        ),
                      })
                    }
                  />
                ))}
                {note(`${at}.attribute_values`) ? (
                  <p className="form-field__error">{note(`${at}.attribute_values`)}</p>
                ) : null}
                <PhotoField
                  label={t('photoOf', { name })}
                  image={variant.image}
                  busy={uploading === variant.key}
                  hint={variant.id === undefined ? t('photoAfterSave') : undefined}
                  error={photoProblem?.key === variant.key ? photoProblem.text : undefined}
                  disabled={variant.id === undefined}
                  onFile={(file) => onPhoto(variant, file)}
                />
                <button
                  type="button"
                  className="button catalog-remove"
                  onClick={() => onChange({ variants: variants.filter((_, n) => n !== index) })}
                >
                  {t('removeThing', { name })}
                </button>
              </fieldset>
            </li>
          );
        })}
      </ol>
      {variants.length < CATALOG_LIMITS.variantsMax ? (
        <button
          type="button"
          className="button"
          onClick={() => onChange({ variants: [...variants, newVariant(attributes.length)] })}
        >
          {t('addVariant')}
        </button>
      ) : null}
    </fieldset>
  );
}
