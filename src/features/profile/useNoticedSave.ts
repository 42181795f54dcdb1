import { useSaving } from '../../ui/useSaving';
import type { ProfileNotices } from './notices';

interface NoticeTexts {
  /** The page's success banner once the save is written. */
  saved: string;
  /** Its error banner when the write failed. */
  failed: string;
}

/**
 * A profile tab's save to the local database: one at a time, busy only when slow (useSaving, as the
 * record forms), then the page's success or error banner says how it went.
 */
export function useNoticedSave(notices: ProfileNotices) {
  const { busy, save } = useSaving();
  const noticedSave = (work: () => Promise<unknown>, texts: NoticeTexts) =>
    save(async () => {
      try {
        await work();
        notices.success(texts.saved);
      } catch {
        notices.error(texts.failed);
      }
    });
  return { busy, save: noticedSave };
}
