import { http } from '../../api/http';
import { saveBlob } from '../../ui/saveBlob';
import { backupFileName } from './backupFileName';

// A whole account can be large: allow more than the client's usual 20 s.
export const backupTimeout = 120_000;

/** Saves the server's copy of everything the person owns (GET /api/backup/) as a file; throws on failure. */
export async function downloadBackup(): Promise<void> {
  const response = await http.get('backup/', { timeout: backupTimeout });
  saveBlob(backupFileName(response.headers.get('content-disposition'), new Date()), await response.blob());
}
