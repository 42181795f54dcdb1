import type { ChangeEvent, KeyboardEvent } from 'react';
import { cleanTag, maxTagLength, normaliseTags, tagKey } from '../../domain/tags';
import { fieldDescription, FormField } from '../../ui/FormField';
import { transactionTexts } from './transactionTexts';
import './tags-field.css';

interface TagsFieldProps {
  id: string;
  /** Its label: "Tags" unless it is one of several (a split's parts). */
  label?: string;
  /** The tags added so far. */
  tags: readonly string[];
  onTagsChange: (tags: string[]) => void;
  /** What is typed and not yet added (a save adds it too). */
  value: string;
  onChange: (value: string) => void;
  /** Earlier tags, offered as the person types (the browser's own list: arrow keys and Enter choose). */
  options: readonly string[];
  error?: string | undefined;
}

/**
 * The typed tags with their earlier spelling when one exists ("Trip" typed, "trip" used before: the
 * tag stays "trip"), so one tag is not split by case across transactions.
 */
export function withTyped(tags: readonly string[], typed: readonly string[], options: readonly string[]): string[] {
  const known = new Map(options.map((option) => [tagKey(option), option]));
  const spelled = typed
    .map((text) => cleanTag(text))
    .filter((tag): tag is string => tag !== undefined)
    .map((tag) => known.get(tagKey(tag)) ?? tag);
  return normaliseTags([...tags, ...spelled]);
}

/**
 * Any number of tags (issue 45, item 3): each added tag is a chip with its remove button; typing
 * suggests earlier tags, Enter or a comma adds what is typed, Backspace in the empty box removes the
 * last tag. Native controls only, so the keyboard and screen readers need nothing extra.
 */
export function TagsField({
  id,
  label = transactionTexts.tags,
  tags,
  onTagsChange,
  value,
  onChange,
  options,
  error,
}: TagsFieldProps) {
  const listId = `${id}-options`;
  const add = (typed: readonly string[], rest: string) => {
    onTagsChange(withTyped(tags, typed, options));
    onChange(rest);
  };

  function typed(event: ChangeEvent<HTMLInputElement>) {
    const text = event.target.value;
    const parts = text.split(',');
    // A comma ends a tag; a pick from the suggestions (the browser replaces the text) is one too.
    if (parts.length > 1) add(parts.slice(0, -1), parts.at(-1)!.trimStart());
    else if ((event.nativeEvent as InputEvent).inputType === 'insertReplacementText' && options.includes(text))
      add([text], '');
    else onChange(text);
  }

  function key(event: KeyboardEvent<HTMLInputElement>) {
    const plain = !event.ctrlKey && !event.metaKey && !event.altKey && !event.nativeEvent.isComposing;
    if (event.key === 'Enter' && plain && cleanTag(value) !== undefined) {
      // Adds the tag rather than saving the form; Enter in the empty box still saves, and
      // Ctrl/Cmd+Enter saves and adds another with what is typed as a tag too.
      event.preventDefault();
      add([value], '');
    } else if (event.key === 'Backspace' && value === '' && tags.length > 0) {
      onTagsChange(tags.slice(0, -1));
    }
  }

  return (
    <FormField htmlFor={id} label={label} hint={transactionTexts.tagsHint} error={error}>
      <div className="tags-field">
        {tags.length > 0 && (
          <ul className="tags-field__chips" aria-label={transactionTexts.tagsAdded}>
            {tags.map((tag) => (
              <li key={tag} className="tags-field__chip">
                <span>{tag}</span>
                <button
                  type="button"
                  className="tags-field__remove"
                  aria-label={transactionTexts.removeTag(tag)}
                  onClick={() => onTagsChange(tags.filter((held) => held !== tag))}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
        <input
          id={id}
          className="form-input tags-field__input"
          list={listId}
          autoComplete="off"
          maxLength={maxTagLength}
          {...fieldDescription(id, { hint: true, error })}
          value={value}
          onChange={typed}
          onKeyDown={key}
        />
        <datalist id={listId}>
          {options
            .filter((option) => !tags.includes(option))
            .map((option) => (
              <option key={option} value={option} />
            ))}
        </datalist>
      </div>
    </FormField>
  );
}
