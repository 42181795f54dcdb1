import { SignedInLayout } from '../app/layout/SignedInLayout';
import { QuickAddShortcut } from '../features/transactions/QuickAddShortcut';

/** Every signed-in screen: the layout, with the "n" shortcut's add form available on each. */
export function SignedInFrame() {
  return (
    <SignedInLayout>
      <QuickAddShortcut />
    </SignedInLayout>
  );
}
