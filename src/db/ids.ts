import { v7 as uuidv7 } from 'uuid';

/** Protocol step 1: ids are made here, time-ordered (UUIDv7), so an offline create needs no server. */
export function newRecordId(): string {
  return uuidv7();
}
