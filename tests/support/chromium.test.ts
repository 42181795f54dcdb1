import { describe, expect, it } from 'vitest';
import { browserTestsPlan, installChromiumCommand, isExecutable } from './chromium';

describe('browserTestsPlan', () => {
  it('runs the browser tests whenever Chromium is there, with no notice', () => {
    expect(browserTestsPlan({ ci: false, path: '/usr/bin/chromium', installed: true })).toEqual({ run: true });
  });

  it('skips them without Chromium and says so once, with the command that installs it', () => {
    const plan = browserTestsPlan({ ci: false, path: '/opt/none/chromium', installed: false });
    expect(plan.run).toBe(false);
    expect(plan.notice).toContain('/opt/none/chromium');
    expect(plan.notice).toContain('skipped');
    expect(plan.notice).toContain(installChromiumCommand);
  });

  it('requires them in CI, so a missing browser fails the run instead of passing unnoticed', () => {
    expect(browserTestsPlan({ ci: true, path: '/opt/none/chromium', installed: false })).toEqual({ run: true });
  });
});

describe('isExecutable', () => {
  it('tells a runnable file from a missing one', () => {
    expect(isExecutable(process.execPath)).toBe(true);
    expect(isExecutable('/no/such/browser')).toBe(false);
  });
});
