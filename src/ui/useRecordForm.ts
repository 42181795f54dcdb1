import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useSaving } from './useSaving';

/** A problem with a form: its text, and the field it is about (marked invalid and shown there too). */
export interface FormProblem<Field extends string> {
  error: string;
  field?: Field;
}

/** What a form's check gives: the command's input, or the first problem in the spec's words. */
export type FormCheck<Input, Field extends string> =
  { input: Input; error?: undefined; field?: undefined } | ({ input?: undefined } & FormProblem<Field>);

/** A record form's words when adding and when editing; each feature's texts object holds them. */
export interface RecordFormTexts {
  addTitle: string;
  editTitle: string;
  /** The submit button. */
  add: string;
  update: string;
  /** The success message, shown until `onDone`. */
  added: string;
  updated: string;
  /** The banner when the command failed for another reason than a refusal. */
  addFailed: string;
  updateFailed: string;
}

/** The keys of the form's values that hold typed text, which a text control can bind to. */
type TextKey<Values> = { [Key in keyof Values]: Values[Key] extends string ? Key : never }[keyof Values] & string;

interface RecordFormOptions<Values, Input, Field extends string> {
  /** Whether the form edits a record or adds one: its title, button and messages follow. */
  editing: boolean;
  texts: RecordFormTexts;
  /** The fields as the form opens (a blank record, or the one being edited). */
  initial: () => Values;
  /** The fields as shown and checked, when one follows a setting that may still be loading. */
  shown?: (values: Values) => Values;
  /** The values as the command's input, or the one problem to show. */
  check: (values: Values) => FormCheck<Input, Field>;
  /** The command: it writes the record, or throws. */
  save: (input: Input) => Promise<unknown>;
  /** A refused command's own words for the person; any other failure shows `addFailed`/`updateFailed`. */
  refusal?: (caught: unknown) => string | undefined;
  /** Spec section 9: how long the success message shows before `onDone` runs. */
  doneAfterMs: number;
  /** Runs that long after a successful save; the caller usually closes the modal. */
  onDone: () => void;
  /**
   * "Save and add another" (issue 46, item 3): given, an add form offers a second save that keeps the
   * form open and starts it again from these values at once (what the next entry most likely shares).
   */
  again?: (saved: Values) => Values;
}

/**
 * The state every add/edit form shares: its values, the ONE problem shown at a time (spec section 5)
 * and the field it marks, one save at a time, and the success message before `onDone`. A form then
 * holds only its fields, its check and its command.
 */
export function useRecordForm<Values, Input, Field extends string>({
  editing,
  texts,
  initial,
  shown = (values) => values,
  check,
  save,
  refusal = () => undefined,
  doneAfterMs,
  onDone,
  again,
}: RecordFormOptions<Values, Input, Field>) {
  const id = useId();
  const [stored, setStored] = useState(initial);
  const [problem, setProblem] = useState<FormProblem<Field> | null>(null);
  const [saved, setSaved] = useState(false);
  /** How many entries "Save and add another" saved in this form: the announcement says each one. */
  const [savedAgain, setSavedAgain] = useState(0);
  const { busy, save: oneAtATime } = useSaving();
  const onDoneRef = useRef(onDone);
  const values = shown(stored);

  useEffect(() => {
    onDoneRef.current = onDone;
  }, [onDone]);

  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => onDoneRef.current(), doneAfterMs);
    return () => clearTimeout(timer);
  }, [saved, doneAfterMs]);

  /** Any edit takes the problem away: it may be the fix. */
  function change(patch: Partial<Values>) {
    setStored((current) => ({ ...current, ...patch }));
    setProblem(null);
  }

  /** A text control's id, value, error and change handler, bound to one field. */
  function field<Key extends TextKey<Values>>(name: Key) {
    return {
      id: `${id}-${name}`,
      value: values[name] as string,
      error: problem?.field === (name as string) ? problem.error : undefined,
      onChange: (value: string) => change({ [name]: value } as Partial<Values>),
    };
  }

  /** Saves; `andAgain` (the second save, or Ctrl/Cmd+Enter) keeps an add form open for the next entry. */
  async function submit(event: Pick<FormEvent, 'preventDefault'>, andAgain = false) {
    event.preventDefault();
    if (saved) return;
    const startAgain = andAgain && !editing ? again : undefined;
    // Checked at once, outside the one-at-a-time save, so the problem shows in the submit's own render.
    const checked = check(values);
    if (checked.error !== undefined) {
      setProblem({ error: checked.error, field: checked.field });
      return;
    }
    await oneAtATime(async () => {
      try {
        await save(checked.input);
        setProblem(null);
        if (startAgain) {
          setStored(startAgain(values));
          setSavedAgain((count) => count + 1);
        } else setSaved(true);
      } catch (caught) {
        setProblem({ error: refusal(caught) ?? (editing ? texts.updateFailed : texts.addFailed) });
      }
    });
  }

  return {
    id,
    values,
    change,
    field,
    /** The problem with a field that is no single text control (a group of fields), when it has one. */
    errorOf: (name: Field) => (problem?.field === name ? problem.error : undefined),
    submit,
    busy,
    saved,
    savedAgain,
    /** The second save's label, on an add form that can start again. */
    againLabel: again && !editing ? 'Save and add another' : undefined,
    error: problem?.error,
    title: editing ? texts.editTitle : texts.addTitle,
    submitLabel: editing ? texts.update : texts.add,
    successText: editing ? texts.updated : texts.added,
  };
}

/** What the form's shell draws from: its words, the banners, the locked fieldset and the submit. */
export type RecordFormState = Pick<
  ReturnType<typeof useRecordForm>,
  'title' | 'submitLabel' | 'successText' | 'error' | 'saved' | 'busy' | 'submit' | 'savedAgain' | 'againLabel'
>;
