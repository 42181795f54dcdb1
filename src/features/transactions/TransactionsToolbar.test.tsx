import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { MoneyKitchenDb } from '../../db/database';
import { renderTransactions, seed } from './testWorkspace';
import { eachScreenTest } from '../../../tests/support/screenTest';
import { captureDownloads } from '../../../tests/support/downloads';
import { answerConfirmation } from '../../../tests/support/confirmDialog';

let db: MoneyKitchenDb;
eachScreenTest((fresh) => (db = fresh));

describe('TransactionsToolbar on the transactions screen', () => {
  it('recalculates net worth locally after the confirmation and reports it', async () => {
    await db.rates.put({ date: '2026-03-01', rates: { EUR: 0.5 } });
    await seed(db, { cents: 10000, trans_status: 'deposit' });
    await seed(db, { cents: 1000, currency: 'EUR', trans_status: 'deposit' });
    await seed(db, { cents: 700, currency: 'EGP', trans_status: 'withdraw' });
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    await renderTransactions(db);
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'Recalculate Networth' }));
    expect(await answerConfirmation(true)).toBe(
      'This will recalculate your networth from all transactions. This may take a moment. Continue?',
    );
    await waitFor(() => expect(alert).toHaveBeenCalledOnce());
    expect(alert.mock.calls[0]?.[0]).toBe(
      [
        'Networth recalculated successfully!',
        '',
        'Currencies processed: 3',
        'Networth records created: 3',
        'Updated total networth: 120.00 USD',
        '(rate missing for EGP: not counted)',
        '',
        'Currency breakdown:',
        '• EGP: -7.00',
        '• EUR: 10.00',
        '• USD: 100.00',
      ].join('\n'),
    );
    expect((screen.getByRole('button', { name: 'Recalculate Networth' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('reads Recalculating... and is disabled while busy; does nothing when not confirmed', async () => {
    vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    await renderTransactions(db);
    fireEvent.click(screen.getByRole('button', { name: 'Recalculate Networth' }));
    await answerConfirmation(false);
    expect(screen.queryByRole('button', { name: 'Recalculating...' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Recalculate Networth' }));
    await answerConfirmation(true);
    const busy = (await screen.findByRole('button', { name: 'Recalculating...' })) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    await screen.findByRole('button', { name: 'Recalculate Networth' });
  });

  it('exports every transaction of the filter as CSV, not only the page shown', async () => {
    for (let day = 1; day <= 12; day += 1) await seed(db, { date: `2026-01-${String(day).padStart(2, '0')}` });
    await seed(db, { date: '2025-12-31' });
    const { blobs, names } = captureDownloads();
    await renderTransactions(db, '/show_trans?start_date=2026-01-01');
    await screen.findByText('Showing 1 to 10 of 12 results');
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(names).toHaveLength(1));
    expect(names[0]).toMatch(/^transactions_.*\.csv$/);
    const text = await blobs[0]!.text();
    const lines = text.trim().split(/\r?\n/);
    expect(lines[0]).toContain('Date');
    expect(lines).toHaveLength(13);
    expect(text).not.toContain('2025-12-31');
  });

  it('alerts when the export fails', async () => {
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: () => {
          throw new Error('no blobs here');
        },
      }),
    );
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    await renderTransactions(db);
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to export transactions. Please try again.'));
  });
});
