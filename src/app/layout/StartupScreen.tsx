/** What a signed-in screen shows while its code loads and its database opens. */
export const workspaceLoadingText = 'Loading your workspace...';

/** What a guarded page shows while the session is being checked (spec: route guards). */
export function StartupScreen({ text }: { text: string }) {
  return (
    <div className="startup-screen" role="status" aria-live="polite">
      {text}
    </div>
  );
}
