import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../api/session';
import { deferred, restoreStubs, stubFetch, type StubbedAnswer } from '../testSupport';
import { PasskeysPanel } from './PasskeysPanel';
import { PasskeysSection } from './PasskeysSection';
import { answerConfirmation } from '../../../../tests/support/confirmDialog';

const laptop = { id: 'p1', name: 'Laptop', created_at: '2026-03-01T10:00:00.000Z', last_used_at: null };
const phone = {
  id: 'p2',
  name: 'Phone',
  created_at: '2026-03-02T10:00:00.000Z',
  last_used_at: '2026-03-05T08:00:00.000Z',
};
const listed = (...passkeys: unknown[]): StubbedAnswer => ({ body: { passkeys } });
const wcag = { runOnly: { type: 'tag' as const, values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] } };

const region = () => screen.getByRole('region', { name: 'Your passkeys' });

beforeEach(() => {
  saveSession({
    accessToken: 'access-token',
    refreshToken: 'refresh-token',
    user: { id: 'u1', username: 'cook', email: 'cook@example.com', first_name: '', last_name: '', email_verify: true },
  });
});

afterEach(restoreStubs);

describe('PasskeysPanel', () => {
  it('says it is loading until the list arrives, then shows each passkey with its dates', async () => {
    const answer = deferred<StubbedAnswer>();
    const { requests } = stubFetch(answer.promise);
    render(<PasskeysPanel />);
    expect(within(region()).getByRole('status').textContent).toBe('Loading your passkeys...');
    expect(region().getAttribute('aria-busy')).toBe('true');
    answer.resolve(listed(laptop, phone));
    const items = await within(region()).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('LaptopAdded 2026-03-01, never used'),
      expect.stringContaining('PhoneAdded 2026-03-02, last used 2026-03-05'),
    ]);
    expect(requests[0]).toMatchObject({ url: 'http://localhost:3000/api/profile/passkeys/', method: 'GET' });
  });

  it('says there are none yet, and how to add one', async () => {
    stubFetch(listed());
    const { container } = render(<PasskeysPanel />);
    const empty = await within(region()).findByText('No passkeys yet.');
    expect(empty.parentElement?.textContent).toContain('Add one below');
    expect((await axe.run(container, wcag)).violations.map((violation) => violation.id)).toEqual([]);
  });

  it('says the read failed as an alert, and tries again on request', async () => {
    stubFetch({ status: 500, body: { error: 'boom' } }, listed(laptop));
    const { container } = render(<PasskeysPanel />);
    const alert = await within(region()).findByRole('alert');
    expect(alert.textContent).toContain('Your passkeys could not be loaded.');
    expect((await axe.run(container, wcag)).violations.map((violation) => violation.id)).toEqual([]);
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(region()).findByText('Laptop')).toBeTruthy();
  });

  it('renames a passkey in place and removes one after asking', async () => {
    const { requests } = stubFetch(listed(laptop, phone), { body: { ...laptop, name: 'Work laptop' } }, { body: {} });
    render(<PasskeysPanel />);
    fireEvent.click(await screen.findByRole('button', { name: 'Rename Laptop' }));
    fireEvent.change(screen.getByLabelText('Passkey name', { selector: '#passkey-rename-p1' }), {
      target: { value: 'Work laptop' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('status')).textContent).toBe('Passkey renamed.');
    expect(requests[1]).toMatchObject({ method: 'PATCH', body: { name: 'Work laptop' } });
    expect(within(region()).getByText('Work laptop')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Remove Phone' }));
    await answerConfirmation(true);
    await waitFor(() => expect(within(region()).queryByText('Phone')).toBeNull());
    expect(requests[2]).toMatchObject({ method: 'DELETE', url: 'http://localhost:3000/api/profile/passkeys/p2/' });
  });

  it('asks for the password in place when the sign-in is over 5 minutes old, and says to try again once given', async () => {
    const reauth =
      'For your safety, confirm it is you: enter your password (or a two-factor code) again, then try once more.';
    const { requests } = stubFetch(
      listed(laptop),
      { status: 403, body: { code: 'reauth_required', error: reauth } },
      { body: { message: 'Thank you. For the next 5 minutes you can change your account on this device.' } },
    );
    render(<PasskeysPanel />);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Laptop' }));
    await answerConfirmation(true);
    expect((await screen.findByRole('alert')).textContent).toBe(reauth);
    expect(within(region()).getByText('Laptop')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Password or two-factor code'), { target: { value: 'kitchen secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm It’s You' }));
    expect((await screen.findByRole('status')).textContent).toMatch(
      /next 5 minutes .* Now add or remove the passkey again\.$/,
    );
    expect(screen.queryByLabelText('Password or two-factor code')).toBeNull();
    expect(requests[2]).toMatchObject({
      method: 'POST',
      url: 'http://localhost:3000/api/auth/reauthenticate/',
      body: { password: 'kitchen secret' },
    });
  });

  it('keeps an empty rename out of the server, with the reason beside the field', async () => {
    const { requests } = stubFetch(listed(laptop));
    render(<PasskeysPanel />);
    fireEvent.click(await screen.findByRole('button', { name: 'Rename Laptop' }));
    const field = screen.getByLabelText('Passkey name', { selector: '#passkey-rename-p1' });
    fireEvent.change(field, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please give the passkey a name.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(requests).toHaveLength(1);
  });

  it('offers adding a passkey only where the browser can make one', async () => {
    stubFetch(listed());
    const { unmount } = render(<PasskeysPanel />);
    expect(await screen.findByText('This browser cannot create passkeys.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add a passkey' })).toBeNull();
    unmount();
    vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
    render(<PasskeysPanel />);
    expect(await screen.findByRole('button', { name: 'Add a passkey' })).toBeTruthy();
  });
});

describe('PasskeysSection', () => {
  it('asks the server for nothing until the person opens it', async () => {
    const { requests } = stubFetch(listed(laptop));
    render(<PasskeysSection />);
    const toggle = screen.getByRole('button', { name: 'Manage passkeys' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(requests).toHaveLength(0);
    fireEvent.click(toggle);
    expect(await within(region()).findByText('Laptop')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hide passkeys' }).getAttribute('aria-expanded')).toBe('true');
  });
});
