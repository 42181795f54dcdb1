import { describe, expect, it } from 'vitest';
import { emailChangeMail, passwordResetMail, verificationMail } from './templates';

const input = { to: 'alice@example.org', username: 'alice', link: 'https://money.example.org/verify?token=abc123' };

const templates = [
  { build: verificationMail, subject: 'Verify your Money Kitchen email', mentions: /3 days/ },
  { build: passwordResetMail, subject: 'Reset your Money Kitchen password', mentions: /did not ask/ },
  { build: emailChangeMail, subject: 'Confirm your new Money Kitchen email', mentions: /log in again/ },
];

describe.each(templates)('$subject', ({ build, subject, mentions }) => {
  it('has the subject, the recipient and the link in both the text and the HTML', () => {
    const mail = build(input);
    expect(mail.subject).toBe(subject);
    expect(mail.to).toBe(input.to);
    expect(mail.link).toBe(input.link);
    expect(mail.text).toContain(input.link);
    expect(mail.text).toContain('Hi alice,');
    expect(mail.text).toMatch(mentions);
    expect(mail.html).toContain(`<a href="${input.link}"`);
    expect(mail.html).toContain(`>${input.link}</a>`);
    expect(mail.html).toMatch(mentions);
  });

  it('escapes the username in the HTML', () => {
    const mail = build({ ...input, username: '<script>alert("x")</script>' });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('Hi &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;,');
    expect(mail.text).toContain('Hi <script>alert("x")</script>,');
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
