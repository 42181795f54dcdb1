import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// A screen's first render in a file loads its lazy modules and opens fake-indexeddb; on a loaded
// 2-core machine that passed Testing Library's default 1 s wait (a first test timing out, its
// reruns passing). A longer wait asserts the same thing: what never appears still fails, later.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// jsdom has the <dialog> element without its modal methods: open and close as the browser would,
// without the top layer (confirmDialog.ts).
if (!HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
