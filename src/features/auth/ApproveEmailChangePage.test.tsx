import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApproveEmailChangePage } from './ApproveEmailChangePage';
import { deferred, restoreStubs, stubFetch, type StubbedAnswer } from './testSupport';
import { renderScreen } from '../../../tests/support/renderScreen';

afterEach(restoreStubs);

const path = '/approve-email-change/$uid/$token/$newEmail';
// base64url of 'josé@example.com': the page must decode UTF-8, not Latin-1.
const encoded = 'am9zw6lAZXhhbXBsZS5jb20';
const url = `/approve-email-change/u1/a1/${encoded}`;
const approved =
  'Change approved. We sent a confirmation link to the new email address; the change applies once it is opened there.';

const approve = () => fireEvent.click(screen.getByRole('button', { name: 'Approve the Change' }));

describe('ApproveEmailChangePage', () => {
  it('mailbox scanners: shows the new address and calls nothing until the person approves', async () => {
    const { fetchMock } = stubFetch({ body: {} });
    await renderScreen(<ApproveEmailChangePage uid="u1" token="a1" newEmail={encoded} />, { path, url, strict: true });
    expect(screen.getByRole('heading', { name: 'Approve Email Change' })).toBeTruthy();
    expect(screen.getByText('josé@example.com')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Not you?' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('approves the decoded address, shows progress, then where the confirmation went', async () => {
    const answer = deferred<StubbedAnswer>();
    const { requests } = stubFetch(answer.promise);
    await renderScreen(<ApproveEmailChangePage uid="u1" token="a1" newEmail={encoded} />, { path, url });
    approve();
    expect(await screen.findByRole('heading', { name: 'Approving the change...' })).toBeTruthy();
    answer.resolve({ body: { message: approved, new_email: 'josé@example.com' } });
    expect(await screen.findByRole('heading', { name: 'Change Approved' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(approved);
    expect(screen.getByText('josé@example.com')).toBeTruthy();
    expect(requests).toEqual([
      {
        url: 'http://localhost:3000/api/profile/approve-email-change/',
        method: 'POST',
        body: { uid: 'u1', token: 'a1', new_email: 'josé@example.com' },
      },
    ]);
    expect(screen.getByRole('link', { name: 'Go to Login' }).getAttribute('href')).toBe('/login');
  });

  it.each([
    [
      { status: 400, body: { error: 'The approval link is invalid or has expired.' } },
      'The approval link is invalid or has expired.',
    ],
    [{ status: 400, body: {} }, 'The approval link is invalid or has expired.'],
    [
      { status: 429, body: { error: 'Too many attempts. Please wait 5 minutes and try again.' } },
      'Too many attempts. Please wait 5 minutes and try again.',
    ],
    [{ status: 500, body: {} }, 'Server error. Please try again later.'],
  ])("shows 'Update Failed' for %o", async (answer, text) => {
    stubFetch(answer);
    await renderScreen(<ApproveEmailChangePage uid="u1" token="a1" newEmail={encoded} />, { path, url });
    approve();
    expect(await screen.findByRole('heading', { name: 'Update Failed' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(text);
    expect(screen.getByRole('link', { name: 'Go to Profile Settings' }).getAttribute('href')).toBe('/profile');
  });

  it.each([
    ['u1', 'a1', 'not base64!'],
    ['u1', '', encoded],
    ['', 'a1', encoded],
  ])('says the link is incomplete for %o / %o / %o without a button', async (uid, token, newEmail) => {
    const { fetchMock } = stubFetch({ body: {} });
    await renderScreen(<ApproveEmailChangePage uid={uid} token={token} newEmail={newEmail} />, { path, url });
    expect(screen.getByRole('alert').textContent).toBe('This link is incomplete. Open it again from your email.');
    expect(screen.queryByRole('button', { name: 'Approve the Change' })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
