import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { WorkspaceContext, type Workspace } from '../../app/workspace/WorkspaceContext';
import type { MoneyKitchenDb } from '../../db/database';
import { previewImport } from '../../db/queries/importPreview';
import type * as ImportPreviewModule from '../../db/queries/importPreview';
import { freshTestDb } from '../../db/queries/testDb';
import type { IsoDate } from '../../domain/dates';
import type { Cents } from '../../domain/money';
import { importTexts } from './importTexts';
import type { OpenResult } from './workerMessages';
import { useImportWizard } from './useImportWizard';

// The file reader is a Web Worker, which the test's DOM has not: it answers a QIF file of one row.
vi.mock('./importWorker', () => ({
  ImportWorker: class {
    open = async (): Promise<OpenResult> => ({
      kind: 'parsed',
      batch: 'cccccccccccccccccccccccc',
      source: { name: 'statement', accountType: 'current', lastFour: '' },
      parsed: {
        format: 'qif',
        problems: [],
        rows: [
          {
            line: 2,
            date: '2026-03-02' as IsoDate,
            amount_cents: 12_50 as Cents,
            trans_status: 'withdraw',
            currency: 'EUR',
            currencyAssumed: true,
            category: 'Food',
            trans_details: 'Bakery',
          },
        ],
      },
    });
    close() {}
  },
}));

// The real check, which a test can make fail once.
vi.mock('../../db/queries/importPreview', async (original) => {
  const real = await original<typeof ImportPreviewModule>();
  return { ...real, previewImport: vi.fn(real.previewImport) };
});

let db: MoneyKitchenDb;
beforeEach(() => {
  db = freshTestDb();
});

function renderWizard() {
  // The wizard reads and writes the database only: no sync engine is needed.
  const workspace = { db } as Workspace;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <WorkspaceContext.Provider value={workspace}>{children}</WorkspaceContext.Provider>
  );
  return renderHook(() => useImportWizard('EUR'), { wrapper });
}

describe('the import preview checked again after a change', () => {
  it('says why a check that failed, keeps the preview it had, and lets the person import it', async () => {
    const { result } = renderWizard();
    await act(() => result.current.chooseFile(new File(['!Type:Bank'], 'statement.qif')));
    await waitFor(() => expect(result.current.state).toMatchObject({ step: 'preview', currency: 'EUR' }));
    const before = result.current.state;

    vi.mocked(previewImport).mockRejectedValueOnce(new Error('the disk is full'));
    act(() => result.current.changeCurrency('USD'));
    await waitFor(() => expect(result.current.state).toMatchObject({ rechecking: false }));
    expect(result.current.state).toMatchObject({
      step: 'preview',
      currency: 'EUR',
      error: importTexts.recheckFailed('the disk is full'),
    });
    if (before.step !== 'preview' || result.current.state.step !== 'preview') throw new Error('not a preview');
    expect(result.current.state.target).toEqual(before.target);
    expect(result.current.state.preview).toBe(before.preview);

    // The next change checks again and the message goes.
    act(() => result.current.changeCurrency('USD'));
    await waitFor(() => expect(result.current.state).not.toHaveProperty('rechecking'));
    expect(result.current.state).toMatchObject({ step: 'preview', currency: 'USD' });
    expect(result.current.state).not.toHaveProperty('error');
  });
});
