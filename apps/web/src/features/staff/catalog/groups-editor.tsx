import { TextField } from '../../../components/form/text-field';
import { useCatalogMessages } from './messages';
import { newChoice, newGroup, type ChoiceDraft, type GroupDraft } from './product-draft';
import { moveItem, ReorderControls, reorderItem } from './reorder';
import { TextPair } from './text-fields';

type Note = (path: string) => string | undefined;

/**
 * Option groups (`options`: one choice each, always required, e.g. the size of a meal) or addon groups (`addons`:
 * several choices up to a limit, e.g. extra toppings), each with its choices and their extra prices. Groups and
 * choices move by drag or by the up and down buttons.
 */
export function GroupsEditor({
  kind,
  groups,
  onChange,
  note,
}: {
  kind: 'options' | 'addons';
  groups: GroupDraft[];
  onChange: (groups: GroupDraft[]) => void;
  note: Note;
}) {
  const t = useCatalogMessages();
  const addon = kind === 'addons';
  const change = (index: number, part: Partial<GroupDraft>) =>
    onChange(groups.map((group, n) => (n === index ? { ...group, ...part } : group)));
  return (
    <fieldset className="catalog-section">
      <legend className="catalog-section__title">{t(addon ? 'addonsTitle' : 'optionsTitle')}</legend>
      <p className="hint">{t(addon ? 'addonsHint' : 'optionsHint')}</p>
      <ol className="catalog-rows" data-reorder-list>
        {groups.map((group, index) => {
          const at = `${kind}.${index}`;
          const name = group.title.en || t(addon ? 'addonNumber' : 'optionNumber', { n: index + 1 });
          return (
            <li key={group.key} className="catalog-row" {...reorderItem(index)}>
              <fieldset className="catalog-group">
                <legend className="catalog-group__title">{name}</legend>
                <ReorderControls
                  index={index}
                  count={groups.length}
                  name={name}
                  onMove={(from, to) => onChange(moveItem(groups, from, to))}
                />
                <TextPair
                  label={t('groupTitle')}
                  value={group.title}
                  onChange={(title) => change(index, { title })}
                  path={`${at}.title`}
                  note={note}
                />
                {addon ? (
                  <TextField
                    label={t('addonLimit')}
                    hint={t('addonLimitHint')}
                    error={note(`${at}.limit`)}
                    inputMode="numeric"
                    value={group.limit}
                    onChange={(event) => change(index, { limit: event.target.value })}
                  />
                ) : (
                  <p className="hint">{t('optionRequired')}</p>
                )}
                <ChoicesEditor
                  at={at}
                  group={name}
                  choices={group.children}
                  onChange={(children) => change(index, { children })}
                  note={note}
                />
                <button
                  type="button"
                  className="button catalog-remove"
                  onClick={() => onChange(groups.filter((_, n) => n !== index))}
                >
                  {t('removeThing', { name })}
                </button>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <button type="button" className="button" onClick={() => onChange([...groups, newGroup(addon)])}>
        {t(addon ? 'addAddonGroup' : 'addOptionGroup')}
      </button>
    </fieldset>
  );
}

function ChoicesEditor({
  at,
  group,
  choices,
  onChange,
  note,
}: {
  at: string;
  group: string;
  choices: ChoiceDraft[];
  onChange: (choices: ChoiceDraft[]) => void;
  note: Note;
}) {
  const t = useCatalogMessages();
  const change = (index: number, part: Partial<ChoiceDraft>) =>
    onChange(choices.map((choice, n) => (n === index ? { ...choice, ...part } : choice)));
  const empty = note(`${at}.children`);
  return (
    <div className="catalog-choices">
      <ol className="catalog-rows" data-reorder-list>
        {choices.map((choice, index) => {
          const name = choice.item.en || t('choiceNumber', { n: index + 1 });
          return (
            <li
              key={choice.key}
              className="catalog-row catalog-choice"
              role="group"
              aria-label={t('choiceOf', { name, group })}
              {...reorderItem(index)}
            >
              <ReorderControls
                index={index}
                count={choices.length}
                name={name}
                onMove={(from, to) => onChange(moveItem(choices, from, to))}
              />
              <TextPair
                label={t('choiceName')}
                value={choice.item}
                onChange={(item) => change(index, { item })}
                path={`${at}.children.${index}.item`}
                note={note}
              />
              <TextField
                label={t('choicePrice')}
                hint={t('choicePriceHint')}
                error={note(`${at}.children.${index}.price`)}
                inputMode="decimal"
                value={choice.price}
                onChange={(event) => change(index, { price: event.target.value })}
              />
              <button
                type="button"
                className="button catalog-remove"
                onClick={() => onChange(choices.filter((_, n) => n !== index))}
              >
                {t('removeThing', { name })}
              </button>
            </li>
          );
        })}
      </ol>
      {empty ? <p className="form-field__error">{empty}</p> : null}
      <button type="button" className="button" onClick={() => onChange([...choices, newChoice()])}>
        {t('addChoice', { group })}
      </button>
    </div>
  );
}
