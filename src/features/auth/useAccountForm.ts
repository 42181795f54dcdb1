import { useState, type FormEvent } from 'react';
import type { FormCheck } from '../../ui/useRecordForm';
import { describeFailure, type FailureNotice } from './describeFailure';

interface AccountFormOptions<Values extends Record<string, string>, Input> {
  /** The fields as the page opens. */
  initial: Values;
  /** What was typed as the call's input, or the first problem with it in the spec's words (section 2). */
  check: (values: Values) => FormCheck<Input, never>;
  /** The account call. When it succeeds the page moves on (another view, a route), so the form stays busy. */
  send: (input: Input) => Promise<void>;
  /** The banner's words for a failed call the server gave no reason for. */
  failed: string;
  /** Other words for some statuses (401: wrong credentials). */
  byStatus?: Partial<Record<number, string>>;
}

/**
 * An account form (login, register, a reset or verification link): its values, ONE problem in the
 * banner at a time, and the call, with the button busy from the click, since it waits on the network.
 */
export function useAccountForm<Values extends Record<string, string>, Input>({
  initial,
  check,
  send,
  failed,
  byStatus,
}: AccountFormOptions<Values, Input>) {
  const [values, setValues] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<FailureNotice | null>(null);

  /** Any edit takes the problem away: it may be the fix. */
  function change(patch: Partial<Values>) {
    setValues((current) => ({ ...current, ...patch }));
    setProblem(null);
  }

  /** A control's name, value and change handler, bound to the field of that name. */
  function field<Key extends keyof Values & string>(name: Key) {
    return {
      name,
      value: values[name],
      onChange: (value: string) => change({ [name]: value } as Partial<Values>),
    };
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = check(values);
    if (checked.error !== undefined) {
      setProblem({ error: checked.error });
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      await send(checked.input);
    } catch (caught) {
      setProblem(await describeFailure(caught, failed, byStatus));
      setBusy(false);
    }
  }

  return { values, change, field, busy, problem, setProblem, submit };
}
