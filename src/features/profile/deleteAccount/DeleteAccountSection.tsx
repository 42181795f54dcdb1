import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { deleteAccount, reauthenticate } from '../../../api/reauth';
import { signOut } from '../../../app/workspace/signOut';
import { useDatabase } from '../../../app/workspace/WorkspaceContext';
import { Banner, type BannerVariant } from '../../../ui/Banner';
import { CurrentPasswordField } from '../../../ui/CurrentPasswordField';
import { SectionCard } from '../../../ui/SectionCard';
import { downloadBackup } from '../../backup/downloadBackup';
import { profileFailure } from '../profileFailure';
import { deleteAccountTexts as texts } from './deleteAccountTexts';
import '../twoFactor/twoFactor.css';
import { askToConfirm } from '../../../ui/confirmDialog';

interface Notice {
  variant: BannerVariant;
  text: string;
}

/**
 * Account deletion (issue 49, item 9), with the backup download offered first. The server asks for
 * a password or code given in the last 5 minutes; one typed here is sent just before.
 */
export function DeleteAccountSection() {
  const db = useDatabase();
  const navigate = useNavigate();
  const [proof, setProof] = useState('');
  const [busy, setBusy] = useState<'download' | 'delete' | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  async function download() {
    setNotice(null);
    setBusy('download');
    try {
      await downloadBackup();
      setNotice({ variant: 'success', text: texts.downloaded });
    } catch (caught) {
      setNotice({ variant: 'error', text: await profileFailure(caught, texts.downloadFailed) });
    } finally {
      setBusy(null);
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setNotice(null);
    if (!(await askToConfirm(texts.confirm, { confirmLabel: 'Delete account' }))) return;
    setBusy('delete');
    try {
      if (proof) await reauthenticate(proof);
      await deleteAccount();
    } catch (caught) {
      setNotice({ variant: 'error', text: await profileFailure(caught, texts.failed) });
      setBusy(null);
      return;
    }
    // Nothing is left on the server to sync to: this device's copy goes too (protocol step 8).
    await signOut(db);
    await navigate({ to: '/login', search: { message: texts.deleted } });
  }

  return (
    <SectionCard id="delete-account" block="two-factor" heading={texts.heading} intro={texts.intro}>
      {notice && <Banner variant={notice.variant}>{notice.text}</Banner>}
      <div className="two-factor__buttons">
        <button
          type="button"
          className="button button--secondary"
          disabled={busy !== null}
          onClick={() => void download()}
        >
          {busy === 'download' ? texts.downloading : texts.download}
        </button>
      </div>
      <form className="form" noValidate onSubmit={(event) => void submit(event)}>
        <CurrentPasswordField
          id="delete-account-proof"
          label={texts.proofLabel}
          hint={texts.proofHint}
          value={proof}
          onChange={setProof}
        />
        <div className="two-factor__buttons">
          <button type="submit" className="button button--secondary delete-account__button" disabled={busy !== null}>
            {busy === 'delete' ? texts.deleting : texts.submit}
          </button>
        </div>
      </form>
    </SectionCard>
  );
}
