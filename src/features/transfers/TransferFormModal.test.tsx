import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { todayIn } from '../../domain/dates';
import { transferTexts as ruleTexts } from '../../domain/transfers';
import { TransferFormModal } from './TransferFormModal';
import { renderScreen } from '../../../tests/support/renderScreen';
import { db } from '../../../tests/support/screenDbPerTest';

async function openModal() {
  const onSuccess = vi.fn();
  await renderScreen(<TransferFormModal onClose={vi.fn()} onSuccess={onSuccess} />, { db });
  return { dialog: screen.getByRole('dialog', { name: 'Move money between currencies' }), onSuccess };
}

const field = (dialog: HTMLElement, label: string) => within(dialog).getByLabelText(label) as HTMLInputElement;
const type = (dialog: HTMLElement, label: string, value: string) =>
  fireEvent.change(field(dialog, label), { target: { value } });

describe('TransferFormModal', () => {
  it("shows the implied rate as the amounts are typed, against the day's stored rate", async () => {
    await db.rates.put({ date: '2000-01-01', rates: { EGP: 50 } });
    const { dialog } = await openModal();
    expect(within(dialog).getByText(/Enter both amounts/)).toBeTruthy();
    type(dialog, 'Amount out', '100');
    type(dialog, 'Currency in', 'EGP');
    type(dialog, 'Amount in', '4895');
    expect(await within(dialog).findByText("1 USD = 48.95 EGP, 2.1% below the day's rate (50).")).toBeTruthy();
  });

  it('says what is wrong beside the field and saves nothing', async () => {
    const { dialog } = await openModal();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save transfer' }));
    expect(within(dialog).getAllByText(/Enter the amount out and the amount in/).length).toBeGreaterThan(0);
    type(dialog, 'Amount out', '100');
    type(dialog, 'Amount in', '100');
    type(dialog, 'Currency in', 'USD');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save transfer' }));
    expect(within(dialog).getAllByText(ruleTexts.sameCurrency).length).toBeGreaterThan(0);
    expect(field(dialog, 'Currency in').getAttribute('aria-invalid')).toBe('true');
    expect(await db.transfers.count()).toBe(0);
  });

  it('saves one transfer dated today when the date is left empty', async () => {
    const { dialog } = await openModal();
    type(dialog, 'Amount out', '100');
    type(dialog, 'Currency in', 'EUR');
    type(dialog, 'Amount in', '92.10');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save transfer' }));
    await within(dialog).findByText('Transfer saved.');
    await waitFor(async () =>
      expect(await db.transfers.toArray()).toEqual([
        expect.objectContaining({
          out_cents: 100_00,
          out_currency: 'USD',
          in_cents: 92_10,
          in_currency: 'EUR',
          date: todayIn(new Date()),
        }),
      ]),
    );
  });
});
