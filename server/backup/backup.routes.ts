import { Hono } from 'hono';
import * as v from 'valibot';
import { todayIn } from '../../src/domain/dates';
import { requireRecentProof, type RecentProof } from '../accounts/recentProof';
import { limitBody } from '../http/bodyLimits';
import { requireAuth, type AuthVariables } from '../http/requireAuth';
import { validBody } from '../http/validate';
import type { RecordsService } from '../records/records.service';
import { backupService } from './backup.service';
import { parseBackupFile } from './backupFile';
import { restoreTurns } from './restoreTurns';
import type { SignedInDeps } from '../accounts/signedInDeps';

export interface BackupRoutesDeps extends SignedInDeps {
  records: RecordsService;
  /** MAX_BODY_BYTES: the limit of every other call. */
  maxBodyBytes: number;
  /** A restore replaces what the person has: it needs a password or code given lately (issue 49, item 9). */
  proof: RecentProof;
}

/**
 * A backup is every record in one file, so it may be far larger than any other request: a restore
 * accepts 16 times MAX_BODY_BYTES (16 MiB by default, ~50,000 transactions). These routes are
 * mounted before the API's general body limit and apply this one themselves.
 */
export const restoreLimitFactor = 16;

export const backupFileName = (date: string) => `money-kitchen-backup-${date}.json`;

/** GET /api/backup/ downloads everything the person owns; POST /api/backup/restore/ puts a file back. */
export function backupRoutes({ db, records, sessions, limits, clock, maxBodyBytes, proof }: BackupRoutesDeps) {
  const backups = backupService({ db, records, clock });
  const signedIn = requireAuth(sessions, clock);
  const turns = restoreTurns(limits);
  const maxSize = maxBodyBytes * restoreLimitFactor;
  return new Hono<{ Variables: AuthVariables }>()
    .get('/backup/', signedIn, async (c) => {
      const file = await backups.download(c.get('auth').userId);
      c.header('Content-Disposition', `attachment; filename="${backupFileName(todayIn(clock(), 'UTC'))}"`);
      c.header('Access-Control-Expose-Headers', 'Content-Disposition');
      // Personal data: never kept by a shared cache.
      c.header('Cache-Control', 'no-store');
      return c.json(file);
    })
    .post(
      '/backup/restore/',
      limitBody(
        maxSize,
        `The backup file is larger than the ${maxSize} bytes this server accepts (16 × MAX_BODY_BYTES).`,
      ),
      signedIn,
      requireRecentProof(proof),
      // Before the body is read: a refused restore costs no parsing.
      turns.take,
      validBody(v.unknown()),
      async (c) => {
        const file = await parseBackupFile(c.req.valid('json'));
        return c.json(await backups.restore(c.get('auth').userId, file));
      },
    );
}
