import { useOutboxCount } from '../../app/workspace/useOutboxCount';
import { useState, type ChangeEvent } from 'react';
import { failureText, readFailure } from '../../api/apiError';
import { http } from '../../api/http';
import { useWorkspace } from '../../app/workspace/WorkspaceContext';
import { Banner, type BannerVariant } from '../../ui/Banner';
import { SectionCard } from '../../ui/SectionCard';
import { ConfirmItsYouForm } from '../auth/ConfirmItsYouForm';
import { backupTexts } from './backupTexts';
import { backupTimeout, downloadBackup } from './downloadBackup';
import './backup.css';
import { askToConfirm } from '../../ui/confirmDialog';

interface Notice {
  variant: BannerVariant;
  text: string;
}

/**
 * Download all of the person's data as one JSON file (GET /api/backup/), or restore such a file into
 * this account (POST /api/backup/restore/). Both need the server: the file is the server's copy.
 */
export function BackupSection() {
  const { db, engine } = useWorkspace();
  const unsent = useOutboxCount(db);
  const [busy, setBusy] = useState<'download' | 'restore' | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  // A restore replaces data: the server may first ask for the password or a code (issue 49, item 9).
  const [confirming, setConfirming] = useState(false);

  async function download() {
    setNotice(null);
    setBusy('download');
    try {
      await downloadBackup();
      setNotice({ variant: 'success', text: backupTexts.downloaded });
    } catch (error) {
      setNotice({ variant: 'error', text: failureText(await readFailure(error), backupTexts.downloadFailed) });
    } finally {
      setBusy(null);
    }
  }

  async function restore(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared, so choosing the same file again is a change too.
    event.target.value = '';
    if (!file) return;
    setNotice(null);
    if (!(await askToConfirm(backupTexts.confirm(file.name), { confirmLabel: 'Restore' }))) return;
    setBusy('restore');
    try {
      const answer = await http
        .post('backup/restore/', {
          body: await file.text(),
          headers: { 'content-type': 'application/json' },
          timeout: backupTimeout,
        })
        .json<{ message: string }>();
      setNotice({ variant: 'success', text: answer.message });
      // The restored records reach this device (and the others) through the usual pull.
      void engine.syncNow();
    } catch (error) {
      const failure = await readFailure(error);
      setConfirming(failure.status === 403);
      setNotice({
        variant: 'error',
        text: failureText(failure, backupTexts.restoreFailed, { 413: backupTexts.tooLarge }),
      });
    } finally {
      setBusy(null);
    }
  }

  return (
    <SectionCard id="backup" block="backup-section" heading={backupTexts.heading} intro={backupTexts.intro}>
      {unsent > 0 && <p className="backup-section__intro">{backupTexts.unsent(unsent)}</p>}
      {notice && <Banner variant={notice.variant}>{notice.text}</Banner>}
      {confirming && (
        <ConfirmItsYouForm
          id="backup-confirm"
          onConfirmed={(message) => {
            setConfirming(false);
            setNotice({ variant: 'success', text: `${message} ${backupTexts.chooseAgain}` });
          }}
          onFailed={(text) => setNotice({ variant: 'error', text })}
        />
      )}
      <div className="backup-section__buttons">
        <button
          type="button"
          className="button button--secondary"
          disabled={busy !== null}
          onClick={() => void download()}
        >
          {busy === 'download' ? backupTexts.downloading : backupTexts.download}
        </button>
        <label className="button button--secondary backup-section__file" aria-disabled={busy !== null}>
          {busy === 'restore' ? backupTexts.restoring : backupTexts.restore}
          <input
            type="file"
            accept="application/json,.json"
            className="visually-hidden"
            disabled={busy !== null}
            onChange={(event) => void restore(event)}
          />
        </label>
      </div>
    </SectionCard>
  );
}
