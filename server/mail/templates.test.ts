import { describe, expect, it } from 'vitest';
import type { MailInput } from './templates';
import {
  emailChangeApprovalMail,
  emailChangeMail,
  emailChangeNoticeMail,
  emailInUseMail,
  passwordResetMail,
  verificationMail,
} from './templates';

const input = { to: 'alice@example.org', link: 'https://money.example.org/verify?token=abc123' };
const newEmail = 'alice@new.example';
const cancelLink = 'https://money.example.org/cancel-email-change/u1/c1';

const templates = [
  { build: verificationMail, subject: 'Verify your Money Kitchen email', mentions: /3 days/ },
  { build: passwordResetMail, subject: 'Reset your Money Kitchen password', mentions: /did not ask/ },
  { build: emailChangeMail, subject: 'Confirm your new Money Kitchen email', mentions: /log in again/ },
  {
    build: (mail: MailInput) => emailChangeNoticeMail({ ...mail, newEmail }),
    subject: 'Your Money Kitchen email is about to change',
    mentions: /alice@new\.example/,
  },
  {
    build: emailInUseMail,
    subject: 'Your email address was entered on Money Kitchen',
    mentions: /already uses this address/,
  },
];

describe.each(templates)('$subject', ({ build, subject, mentions }) => {
  it('has the subject, the recipient and the link in both the text and the HTML', () => {
    const mail = build(input);
    expect(mail.subject).toBe(subject);
    expect(mail.to).toBe(input.to);
    expect(mail.link).toBe(input.link);
    expect(mail.text).toContain(input.link);
    expect(mail.text).toMatch(mentions);
    expect(mail.html).toContain(`<a href="${input.link}"`);
    expect(mail.html).toContain(`>${input.link}</a>`);
    expect(mail.html).toMatch(mentions);
  });

  it('escapes the link inside the href', () => {
    const link = 'https://money.example.org/reset?token=a&next="x"';
    const mail = build({ ...input, link });
    expect(mail.html).toContain('href="https://money.example.org/reset?token=a&amp;next=&quot;x&quot;"');
    expect(mail.text).toContain(link);
  });

  it('loads nothing from outside the message', () => {
    const { html } = build(input);
    expect(html).not.toMatch(/<link|<img|<script|<style|url\(/i);
    expect(html.match(/(?:src|href)="[^"]*"/g)).toEqual([`href="${input.link}"`, `href="${input.link}"`]);
  });
});

describe('no greeting by name (a username is text a session holder chose)', () => {
  it.each(templates)('$subject greets "Hello,"', ({ build }) => {
    const mail = build({ to: input.to, link: input.link });
    expect(mail.text.startsWith('Hello,\n')).toBe(true);
    expect(mail.html).toContain('>Hello,</p>');
  });
});

describe('Approve the change of your Money Kitchen email', () => {
  const mail = emailChangeApprovalMail({ ...input, newEmail, cancelLink });

  it('names the new address and carries the approval link first, then the cancel link', () => {
    expect(mail.subject).toBe('Approve the change of your Money Kitchen email');
    expect(mail.link).toBe(input.link);
    expect(mail.text).toContain(newEmail);
    expect(mail.text.indexOf(input.link)).toBeLessThan(mail.text.indexOf(cancelLink));
    expect(mail.html.match(/href="[^"]*"/g)).toEqual([
      `href="${input.link}"`,
      `href="${input.link}"`,
      `href="${cancelLink}"`,
    ]);
  });

  it('escapes the new address and the cancel link in the HTML', () => {
    const odd = emailChangeApprovalMail({ ...input, newEmail: '"<b>"@example.org', cancelLink: `${cancelLink}?a&b` });
    expect(odd.html).not.toContain('<b>');
    expect(odd.html).toContain(`href="${cancelLink}?a&amp;b"`);
  });
});
