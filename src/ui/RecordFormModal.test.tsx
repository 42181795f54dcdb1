import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InputField } from './InputField';
import { RecordFormModal } from './RecordFormModal';
import { useRecordForm, type FormCheck } from './useRecordForm';

afterEach(() => {
  vi.useRealTimers();
});

const texts = {
  addTitle: 'Add Note',
  editTitle: 'Edit Note',
  add: 'Add Note',
  update: 'Update Note',
  added: 'Note added.',
  updated: 'Note updated.',
  addFailed: 'Failed to add note.',
  updateFailed: 'Failed to update note.',
};

interface NoteValues {
  title: string;
  body: string;
  unit: string;
}

/** Title first, then body: the first problem only, as the spec's forms report them. */
function checkNote(values: NoteValues): FormCheck<NoteValues, keyof NoteValues> {
  if (!values.title) return { error: 'Title is required.', field: 'title' };
  if (!values.body) return { error: 'Body is required.', field: 'body' };
  return { input: values };
}

/** An error whose message is meant for the person as it is (as CommandRefused's is). */
class Refused extends Error {}

interface NoteFormProps {
  save: (input: NoteValues) => Promise<unknown>;
  onDone?: () => void;
  onClose?: () => void;
  editing?: boolean;
  /** A default the form shows (and checks) until the person types another. */
  defaultUnit?: string;
}

function NoteForm({ save, onDone = () => {}, onClose = () => {}, editing = false, defaultUnit = 'cm' }: NoteFormProps) {
  const form = useRecordForm({
    editing,
    texts,
    initial: () => ({ title: '', body: '', unit: '' }),
    shown: (values) => ({ ...values, unit: values.unit || defaultUnit }),
    check: checkNote,
    save,
    refusal: (caught) => (caught instanceof Refused ? caught.message : undefined),
    doneAfterMs: 700,
    onDone,
  });
  return (
    <RecordFormModal form={form} onClose={onClose}>
      <InputField label="Title" {...form.field('title')} />
      <InputField label="Body" hint="A line or two." {...form.field('body')} />
      <InputField label="Unit" {...form.field('unit')} />
    </RecordFormModal>
  );
}

const dialog = () => screen.getByRole('dialog');
const input = (label: string) => within(dialog()).getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
const submit = (name = 'Add Note') => fireEvent.click(within(dialog()).getByRole('button', { name }));

/** A save the test finishes when it wants. */
function pendingSave() {
  let finish = () => {};
  const save = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
  return { save, finish: () => finish() };
}

describe('useRecordForm with RecordFormModal', () => {
  it('shows one problem at a time, in the banner and beside the field it marks, until an edit', () => {
    const save = vi.fn(async () => {});
    render(<NoteForm save={save} />);
    submit();
    expect(
      within(dialog())
        .getAllByRole('alert')
        .map((alert) => alert.textContent),
    ).toEqual(['Title is required.']);
    expect(input('Title').getAttribute('aria-invalid')).toBe('true');
    const described = document.getElementById(input('Title').getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe('Title is required.');
    expect(input('Body').getAttribute('aria-invalid')).toBeNull();
    expect(input('Body').getAttribute('aria-describedby')).toBe(`${input('Body').id}-hint`);

    type('Title', 'Groceries');
    expect(within(dialog()).queryByRole('alert')).toBeNull();
    expect(input('Title').getAttribute('aria-invalid')).toBeNull();

    submit();
    expect(within(dialog()).getByRole('alert').textContent).toBe('Body is required.');
    expect(input('Body').getAttribute('aria-invalid')).toBe('true');
    expect(input('Title').getAttribute('aria-invalid')).toBeNull();
    expect(save).not.toHaveBeenCalled();
  });

  it('checks and saves the values as shown, a default included', async () => {
    const save = vi.fn(async () => {});
    render(<NoteForm save={save} defaultUnit="mm" />);
    expect(input('Unit').value).toBe('mm');
    type('Title', 'Shelf');
    type('Body', '40 wide');
    submit();
    await screen.findByText('Note added.');
    expect(save).toHaveBeenCalledExactlyOnceWith({ title: 'Shelf', body: '40 wide', unit: 'mm' });
  });

  it('says it saved, locks the fields, and runs onDone after the delay, not before', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const onDone = vi.fn();
    render(<NoteForm save={async () => {}} onDone={onDone} />);
    type('Title', 'Shelf');
    type('Body', '40 wide');
    submit();
    expect((await screen.findByRole('status')).textContent).toBe('Note added.');
    expect(input('Title').closest('fieldset')?.disabled).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(650));
    expect(onDone).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(onDone).toHaveBeenCalledOnce();
  });

  it('runs one save at a time when submit is pressed twice', async () => {
    const { save, finish } = pendingSave();
    render(<NoteForm save={save} />);
    type('Title', 'Shelf');
    type('Body', '40 wide');
    submit();
    submit();
    await vi.waitFor(() => expect(save).toHaveBeenCalledOnce());
    await act(async () => finish());
    await screen.findByText('Note added.');
    submit();
    expect(save).toHaveBeenCalledOnce();
  });

  it("shows a refused command's own words, and the form's failure text for any other error", async () => {
    const save = vi.fn().mockRejectedValueOnce(new Refused('Notes are read-only today.'));
    save.mockRejectedValueOnce(new Error('disk full'));
    render(<NoteForm save={save} editing />);
    expect(screen.getByRole('dialog', { name: 'Edit Note' })).toBeTruthy();
    type('Title', 'Shelf');
    type('Body', '40 wide');
    submit('Update Note');
    expect((await within(dialog()).findByRole('alert')).textContent).toBe('Notes are read-only today.');
    expect(input('Title').getAttribute('aria-invalid')).toBeNull();
    submit('Update Note');
    await vi.waitFor(() => expect(within(dialog()).getByRole('alert').textContent).toBe('Failed to update note.'));
    expect(screen.queryByRole('status')).toBeNull();
    expect(input('Title').closest('fieldset')?.disabled).toBe(false);
  });

  it('closes from Cancel without saving', () => {
    const save = vi.fn(async () => {});
    const onClose = vi.fn();
    render(<NoteForm save={save} onClose={onClose} />);
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(save).not.toHaveBeenCalled();
  });
});
