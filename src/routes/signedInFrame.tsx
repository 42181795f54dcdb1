import { useEffect } from 'react';
import { SignedInLayout } from '../app/layout/SignedInLayout';
import { QuickAddShortcut } from '../features/transactions/QuickAddShortcut';
import { warmDateFields } from '../ui/warmDateFields';
import { whenIdle } from '../scheduling/whenIdle';

/** Every signed-in screen: the layout, with the "n" shortcut's add form available on each. */
export function SignedInFrame() {
  // A start without the login page (signed in already) warms date fields here; after it, no-op.
  useEffect(() => whenIdle(warmDateFields), []);
  return (
    <SignedInLayout>
      <QuickAddShortcut />
    </SignedInLayout>
  );
}
