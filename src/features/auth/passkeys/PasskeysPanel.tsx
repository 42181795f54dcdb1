import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { useState } from 'react';
import { readFailure } from '../../../api/apiError';
import { removePasskey, renamePasskey } from '../../../api/passkeys';
import type { PasskeySummary } from '../../../domain/passkeys';
import { Banner, type BannerVariant } from '../../../ui/Banner';
import { StateMessage } from '../../../ui/StateMessage';
import { ConfirmItsYouForm } from '../ConfirmItsYouForm';
import { AddPasskeyForm } from './AddPasskeyForm';
import { passkeyFailure } from './passkeyFailure';
import { PasskeyRow } from './PasskeyRow';
import { passkeyTexts } from './passkeyTexts';
import { usePasskeys } from './usePasskeys';
import { askToConfirm } from '../../../ui/confirmDialog';

interface Notice {
  variant: BannerVariant;
  text: string;
}

/** The person's passkeys: the list (loading, failed, empty or rows), renaming, removing, adding. */
export function PasskeysPanel() {
  const { passkeys, setPasskeys, reload } = usePasskeys();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  // Adding or removing one needs a proof given in the last 5 minutes: asked for here when the server does (item 9).
  const [confirming, setConfirming] = useState(false);
  const supported = browserSupportsWebAuthn();

  async function failed(error: unknown, fallback: string) {
    setConfirming((await readFailure(error)).status === 403);
    setNotice({ variant: 'error', text: await passkeyFailure(error, fallback) });
  }

  const replace = (next: PasskeySummary) =>
    setPasskeys((list) => list?.map((item) => (item.id === next.id ? next : item)) ?? list);

  async function rename(passkey: PasskeySummary, name: string): Promise<boolean> {
    setBusyId(passkey.id);
    try {
      replace(await renamePasskey(passkey.id, name));
      setNotice({ variant: 'success', text: passkeyTexts.renamed });
      return true;
    } catch (error) {
      setNotice({ variant: 'error', text: await passkeyFailure(error, passkeyTexts.renameFailed) });
      return false;
    } finally {
      setBusyId(null);
    }
  }

  async function remove(passkey: PasskeySummary) {
    if (!(await askToConfirm(passkeyTexts.confirmRemove(passkey.name), { confirmLabel: 'Remove' }))) return;
    setBusyId(passkey.id);
    try {
      await removePasskey(passkey.id);
      setPasskeys((list) => list?.filter((item) => item.id !== passkey.id) ?? list);
      setNotice({ variant: 'success', text: passkeyTexts.removed(passkey.name) });
    } catch (error) {
      await failed(error, passkeyTexts.removeFailed);
    } finally {
      setBusyId(null);
    }
  }

  function added(passkey: PasskeySummary) {
    setConfirming(false);
    setPasskeys((list) => [...(list ?? []), passkey]);
    setNotice({ variant: 'success', text: passkeyTexts.added(passkey.name) });
  }

  return (
    <div id="passkeys-panel" className="passkeys__panel">
      {notice && <Banner variant={notice.variant}>{notice.text}</Banner>}
      {confirming && (
        <ConfirmItsYouForm
          id="passkeys-confirm"
          onConfirmed={(message) => {
            setConfirming(false);
            setNotice({ variant: 'success', text: `${message} ${passkeyTexts.tryAgainNow}` });
          }}
          onFailed={(text) => setNotice({ variant: 'error', text })}
        />
      )}
      <div aria-label={passkeyTexts.listLabel} aria-busy={passkeys === undefined} role="region">
        {passkeys === undefined ? (
          <StateMessage kind="loading">{passkeyTexts.loading}</StateMessage>
        ) : passkeys === null ? (
          <StateMessage
            kind="error"
            action={
              <button type="button" className="button button--secondary" onClick={reload}>
                {passkeyTexts.retry}
              </button>
            }
          >
            {passkeyTexts.loadFailed}
          </StateMessage>
        ) : passkeys.length === 0 ? (
          <StateMessage kind="empty" hint={passkeyTexts.emptyHint}>
            {passkeyTexts.empty}
          </StateMessage>
        ) : (
          <ul className="passkeys__list">
            {passkeys.map((passkey) => (
              <PasskeyRow
                key={passkey.id}
                passkey={passkey}
                busy={busyId === passkey.id}
                onRename={(name) => rename(passkey, name)}
                onRemove={() => void remove(passkey)}
              />
            ))}
          </ul>
        )}
      </div>
      {supported ? (
        <AddPasskeyForm onAdded={added} onFailed={(error) => void failed(error, passkeyTexts.addFailed)} />
      ) : (
        <p className="passkeys__intro">{passkeyTexts.unsupported}</p>
      )}
    </div>
  );
}
