import type { UserData } from '../../src/domain/accounts';
import type { NewUser } from './users.repository';

/** The user as the client sees it (spec section 3): no hash, verification as a boolean. */
export function toUserData(user: NewUser): UserData {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    email_verify: user.email_verified === 1,
  };
}
