import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeStorage, installStorage } from './fakeStorage';
import { resetStorageState } from './storagePersistence';
import { StorageSection } from './StorageSection';

beforeEach(() => act(() => resetStorageState()));
afterEach(() => installStorage(undefined));

const status = () => document.querySelector('.storage-section__status')?.textContent;

describe('StorageSection', () => {
  it('says storage is persistent and how much it holds', async () => {
    installStorage(fakeStorage({ persisted: true }));
    render(<StorageSection />);
    expect(screen.getByRole('heading', { level: 2, name: 'Storage on this device' })).toBeTruthy();
    expect(status()).toBe('Checking how this browser keeps your data…');
    expect(await screen.findByText('Uses 12.3 MB of the 1.2 GB this browser allows.')).toBeTruthy();
    expect(status()).toMatch(/^Persistent: this browser keeps Money Kitchen's data/);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says it is not persistent, and asks again when told to; granted, it says so', async () => {
    const storage = fakeStorage({ persisted: false, grants: true });
    installStorage(storage);
    render(<StorageSection />);
    expect(await screen.findByText(/^Not persistent: when space runs low/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ask the browser to keep it' }));
    expect(await screen.findByText(/^Persistent:/)).toBeTruthy();
    expect(storage.persist).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says when the browser declines', async () => {
    installStorage(fakeStorage({ persisted: false, grants: false }));
    render(<StorageSection />);
    fireEvent.click(await screen.findByRole('button', { name: 'Ask the browser to keep it' }));
    expect(await screen.findByText(/^The browser did not agree this time\./)).toBeTruthy();
    expect(status()).toMatch(/^Not persistent/);
  });

  it('handles a browser without the Storage API', async () => {
    installStorage(undefined);
    render(<StorageSection />);
    expect(await screen.findByText('This browser does not say how much space Money Kitchen uses.')).toBeTruthy();
    expect(status()).toMatch(/^This browser does not say whether it keeps Money Kitchen's data/);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('handles a browser with persistence but no estimate, or an estimate that fails', async () => {
    const { persisted, persist } = fakeStorage({ persisted: true });
    installStorage({ persisted, persist });
    const { unmount } = render(<StorageSection />);
    expect(await screen.findByText('This browser does not say how much space Money Kitchen uses.')).toBeTruthy();
    unmount();

    const failing = fakeStorage({ persisted: true });
    failing.estimate.mockRejectedValue(new Error('SecurityError'));
    installStorage(failing);
    render(<StorageSection />);
    expect(await screen.findByText(/^Persistent:/)).toBeTruthy();
    expect(screen.getByText('This browser does not say how much space Money Kitchen uses.')).toBeTruthy();
  });
});
