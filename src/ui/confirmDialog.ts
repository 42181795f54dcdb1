import './confirm-dialog.css';

interface ConfirmOptions {
  /** The confirm button's text: the action it takes ("Delete"), OK when not given. */
  confirmLabel?: string;
}

/**
 * The in-app stand-in for the browser's confirm(): the question in a native modal <dialog> (the
 * browser keeps focus inside and makes the page inert), Cancel focused first so Enter never deletes by
 * accident; Escape or Cancel answer no, the confirm button yes, and focus goes back to the control
 * that asked. Plain DOM, not a React tree: any hook or handler can ask without a provider above it,
 * and the answer is given before the caller moves focus elsewhere (a removed row's neighbour).
 */
export function askToConfirm(question: string, { confirmLabel = 'OK' }: ConfirmOptions = {}): Promise<boolean> {
  const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const dialog = document.createElement('dialog');
  dialog.className = 'confirm-dialog';
  dialog.setAttribute('role', 'alertdialog');
  const text = document.createElement('p');
  text.className = 'confirm-dialog__question';
  text.id = `confirm-question-${Math.random().toString(36).slice(2)}`;
  text.textContent = question;
  dialog.setAttribute('aria-labelledby', text.id);
  const actions = document.createElement('div');
  actions.className = 'confirm-dialog__actions';
  const cancel = button('Cancel', 'button button--secondary', 'no');
  const yes = button(confirmLabel, 'button button--primary', 'yes');
  actions.append(cancel, yes);
  dialog.append(text, actions);
  document.body.append(dialog);

  return new Promise<boolean>((resolve) => {
    let answered = false;
    const answer = (confirmed: boolean) => {
      if (answered) return;
      answered = true;
      if (dialog.open) dialog.close();
      dialog.remove();
      opener?.focus();
      resolve(confirmed);
    };
    cancel.addEventListener('click', () => answer(false));
    yes.addEventListener('click', () => answer(true));
    // Escape: the browser's cancel event; the keydown as well where a browser sends no cancel.
    dialog.addEventListener('cancel', (event) => {
      event.preventDefault();
      answer(false);
    });
    dialog.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') answer(false);
    });
    // A browser may close a modal dialog itself (a second Escape past a prevented cancel): that is a no.
    dialog.addEventListener('close', () => answer(false));
    dialog.showModal();
    cancel.focus();
  });
}

function button(label: string, className: string, answer: 'yes' | 'no'): HTMLButtonElement {
  const element = document.createElement('button');
  element.type = 'button';
  element.className = className;
  element.textContent = label;
  element.dataset.answer = answer;
  return element;
}
