import type { Logger } from '../logger';
import type { Mailer, OutgoingMail } from './mailer';

/**
 * Mail goes out in the background: a slow mail server must not hold the request, and a failure is
 * logged, not shown, because the account change stands and the person can ask again.
 */
export function quietSender(mailer: Mailer, logger: Logger): (mail: OutgoingMail) => void {
  return (mail) => {
    mailer.send(mail).catch((error: unknown) => logger.error(`Could not send "${mail.subject}" to ${mail.to}`, error));
  };
}
