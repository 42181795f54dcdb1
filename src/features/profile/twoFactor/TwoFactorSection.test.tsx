import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { restoreStubs, stubFetch } from '../../auth/testSupport';
import { TwoFactorSection } from './TwoFactorSection';
import { renderScreen } from '../../../../tests/support/renderScreen';

afterEach(restoreStubs);

const off = { body: { enabled: false, recovery_codes_left: 0 } };
const on = { body: { enabled: true, recovery_codes_left: 10 } };
const setup = {
  body: { secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', otpauth_uri: 'otpauth://totp/Money%20Kitchen:a?secret=JBSWY3DP' },
};
const codes = Array.from({ length: 10 }, (_, index) => `abcde-fgh${String(index).padStart(2, '2')}`);

async function openSection() {
  await renderScreen(<TwoFactorSection />);
  const manage = screen.getByRole('button', { name: 'Manage Two-Factor' });
  expect(manage.getAttribute('aria-expanded')).toBe('false');
  fireEvent.click(manage);
  expect(screen.getByRole('button', { name: 'Close' }).getAttribute('aria-expanded')).toBe('true');
}

const typeCode = (label: string, code: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value: code } });

describe('TwoFactorSection', () => {
  it('turns two-factor on: QR and key, a confirming code, then the recovery codes shown once', async () => {
    const { requests } = stubFetch(
      off,
      setup,
      { body: { message: 'Two-factor authentication is on.', enabled: true, recovery_codes: codes } },
      on,
    );
    await openSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Turn On Two-Factor' }));
    const qr = await screen.findByRole('img', { name: /QR code/ });
    expect(qr.getAttribute('src')?.startsWith('data:image/svg+xml')).toBe(true);
    expect(screen.getByText(setup.body.secret)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Confirm and Turn On' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Enter the code from your authenticator app or a recovery code.',
    );
    expect(requests).toHaveLength(2);

    typeCode('Code from your app', ' 123456 ');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and Turn On' }));
    const list = await screen.findByRole('list', { name: 'Your recovery codes' });
    expect(list.querySelectorAll('li')).toHaveLength(10);
    expect(requests[2]).toMatchObject({ method: 'POST', body: { code: '123456' } });
    expect(requests[2]?.url).toMatch(/\/api\/auth\/two-factor\/enable\/$/);

    fireEvent.click(screen.getByRole('button', { name: 'I saved my codes' }));
    expect(await screen.findByText('10 of 10 recovery codes left.')).toBeTruthy();
    expect(screen.queryByText(codes[0]!)).toBeNull();
    expect(screen.queryByText(setup.body.secret)).toBeNull();
  });

  it('turning off shows the server’s refusal of a wrong code and stays on', async () => {
    stubFetch(on, { status: 400, body: { error: 'That code is not right.' } });
    await openSection();
    const turnOff = await screen.findByRole('button', { name: 'Turn Off Two-Factor' });
    typeCode('Code from your app, or a recovery code', '000000');
    fireEvent.click(turnOff);
    expect((await screen.findByRole('alert')).textContent).toBe('That code is not right.');
    expect(screen.getByRole('button', { name: 'Turn Off Two-Factor' })).toBeTruthy();
  });

  it('says so when the status cannot be read, and tries again', async () => {
    stubFetch(new Error('offline'), off);
    await openSection();
    expect((await screen.findByRole('alert')).textContent).toContain('Could not check two-factor authentication');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Turn On Two-Factor' })).toBeTruthy();
  });
});
