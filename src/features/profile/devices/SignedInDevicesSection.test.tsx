import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { restoreStubs, stubFetch } from '../../auth/testSupport';
import { SignedInDevicesSection } from './SignedInDevicesSection';
import { renderScreen } from '../../../../tests/support/renderScreen';

afterEach(restoreStubs);

const here = {
  id: 'l1',
  device: 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0',
  address: '192.0.2.1',
  signed_in_at: '2026-03-15T12:00:00.000Z',
  last_active_at: '2026-03-15T12:00:00.000Z',
  current: true,
};
const phone = {
  ...here,
  id: 'l2',
  device: 'Mozilla/5.0 (Linux; Android 15) Chrome/140.0 Mobile Safari/537.36',
  current: false,
};

describe('SignedInDevicesSection (issue 49, item 8)', () => {
  it('lists the devices when opened, marks this one, and signs another out', async () => {
    const { requests } = stubFetch(
      { body: { logins: [here, phone] } },
      { body: { message: 'That device was signed out.' } },
      { body: { logins: [here] } },
    );
    await renderScreen(<SignedInDevicesSection />);
    expect(requests).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Show Signed-In Devices' }));
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => within(item).getAllByRole('paragraph')[0]?.textContent)).toEqual([
      'Firefox on Linux (This device)',
      'Chrome on Android',
    ]);
    expect(within(items[0]!).queryByRole('button')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out Chrome on Android' }));
    expect((await screen.findByRole('status')).textContent).toBe('That device was signed out.');
    expect(requests[1]).toMatchObject({ method: 'POST', body: { id: 'l2' } });
    expect(await screen.findAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Sign Out All Other Devices' })).toBeNull();
  });

  it('says so when the list cannot be loaded', async () => {
    stubFetch(new Error('offline'));
    await renderScreen(<SignedInDevicesSection />);
    fireEvent.click(screen.getByRole('button', { name: 'Show Signed-In Devices' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Could not load your devices');
  });
});
