import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addRule } from '../../db/commands/rules';
import { listRules } from '../../db/queries/rules';
import { seed } from '../transactions/testWorkspace';
import { RulesPage } from './RulesPage';
import { renderScreen } from '../../../tests/support/renderScreen';
import { db } from '../../../tests/support/screenDbPerTest';

const now = new Date('2026-03-20T12:00:00Z');
const aRuleInput = (value: string, category: string) => ({
  name: '',
  enabled: true,
  conditions: [{ field: 'payee' as const, op: 'contains' as const, value }],
  actions: { category },
});

describe('RulesPage', { timeout: 20_000 }, () => {
  it('says so when there are no rules yet, and offers the first', async () => {
    await renderScreen(<RulesPage />, { db });
    expect((await screen.findByText('No rules yet.')).closest('[role="status"]')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Add your first rule' })).toBeTruthy();
  });

  it('adds a rule from the form, and refuses an unsafe pattern in words', async () => {
    await renderScreen(<RulesPage />, { db });
    fireEvent.click(await screen.findByRole('button', { name: 'Add rule' }));
    const dialog = screen.getByRole('dialog', { name: 'Add rule' });
    fireEvent.change(within(dialog).getByLabelText('Test'), { target: { value: 'matches' } });
    fireEvent.change(within(dialog).getByLabelText('Value', { exact: false }), { target: { value: '(a+)+$' } });
    fireEvent.change(within(dialog).getByLabelText('Set category'), { target: { value: 'Groceries' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add rule' }));
    await within(dialog).findByText(/must not hold groups/);
    expect(await db.rules.count()).toBe(0);

    fireEvent.change(within(dialog).getByLabelText('Value', { exact: false }), { target: { value: '^rewe' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add rule' }));
    await within(dialog).findByText('Rule added.');
    expect(JSON.parse((await listRules(db))[0]!.conditions)).toEqual([
      { field: 'payee', op: 'matches', value: '^rewe' },
    ]);
  });

  it('moves a rule up, the first one cannot move further up', async () => {
    await addRule(db, aRuleInput('REWE', 'Groceries'), now);
    await addRule(db, aRuleInput('Amazon', 'Shopping'), now);
    await renderScreen(<RulesPage />, { db });
    const up = await screen.findByRole('button', { name: /^Move up\s*payee contains "Amazon"/ });
    expect(screen.getByRole('button', { name: /^Move up\s*payee contains "REWE"/ })).toHaveProperty('disabled', true);
    fireEvent.click(up);
    await waitFor(async () =>
      expect((await listRules(db)).map((rule) => JSON.parse(rule.actions).category)).toEqual(['Shopping', 'Groceries']),
    );
  });

  it('counts the transactions the rules would change, then changes them on one press', async () => {
    await addRule(db, aRuleInput('REWE', 'Groceries'), now);
    const rewe = await seed(db, { payee: 'REWE Markt', category: '' });
    await seed(db, { payee: 'Bakery', category: '' });
    await renderScreen(<RulesPage />, { db });
    fireEvent.click(await screen.findByRole('button', { name: 'Check transactions' }));
    await screen.findByText('The rules would change 1 transaction.');
    fireEvent.click(screen.getByRole('button', { name: 'Change 1 transaction' }));
    await screen.findByText('Rules applied to 1 transaction.', { selector: '.run-rules__status' });
    expect((await db.transactions.get(rewe.id))?.category).toBe('Groceries');
  });

  it('"Make a rule from this" opens the form filled from the transaction', async () => {
    const record = await seed(db, { payee: 'REWE Markt', category: 'Groceries' });
    await renderScreen(<RulesPage from={record.id} />, { db });
    const dialog = await screen.findByRole('dialog', { name: 'Add rule' });
    expect((within(dialog).getByLabelText('Value') as HTMLInputElement).value).toBe('REWE Markt');
    expect((within(dialog).getByLabelText('Set category') as HTMLInputElement).value).toBe('Groceries');
  });
});
