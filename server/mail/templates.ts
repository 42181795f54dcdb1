import type { OutgoingMail } from './mailer';

export interface MailInput {
  to: string;
  username: string;
  link: string;
}

interface Content {
  subject: string;
  intro: string;
  action: string;
  notes: string[];
}

export function verificationMail(input: MailInput): OutgoingMail {
  return compose(input, {
    subject: 'Verify your Money Kitchen email',
    intro:
      'Welcome to Money Kitchen! Please confirm your email address to activate your account. You can log in once it is active.',
    action: 'Activate my account',
    notes: ['This link expires in 3 days.', 'If you did not sign up for Money Kitchen, you can ignore this email.'],
  });
}

export function passwordResetMail(input: MailInput): OutgoingMail {
  return compose(input, {
    subject: 'Reset your Money Kitchen password',
    intro: 'Someone, hopefully you, asked to reset the password of your Money Kitchen account.',
    action: 'Choose a new password',
    notes: [
      'This link expires in 3 days.',
      'If you did not ask for this, ignore this email: your password stays as it is.',
    ],
  });
}

export function emailChangeMail(input: MailInput): OutgoingMail {
  return compose(input, {
    subject: 'Confirm your new Money Kitchen email',
    intro: 'Please confirm that this is the new email address of your Money Kitchen account.',
    action: 'Confirm my new email',
    notes: [
      'Once it is confirmed, you will need to log in again.',
      'If you did not ask for this change, ignore this email: your account keeps its current address.',
    ],
  });
}

function compose({ to, username, link }: MailInput, content: Content): OutgoingMail {
  return {
    to,
    subject: content.subject,
    link,
    text: text(username, link, content),
    html: html(username, link, content),
  };
}

function text(username: string, link: string, { intro, action, notes }: Content): string {
  return [`Hi ${username},`, intro, `${action}:\n${link}`, ...notes, 'Money Kitchen'].join('\n\n') + '\n';
}

function html(username: string, link: string, { subject, intro, action, notes }: Content): string {
  const href = escapeHtml(link);
  const paragraph = 'margin:0 0 16px;font-size:16px;line-height:1.5;color:#1f2933;';
  const small = 'margin:0 0 8px;font-size:13px;line-height:1.5;color:#616e7c;';
  // Email clients drop <style> blocks and external CSS, so everything is inline.
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f5f7fa;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f5f7fa;padding:24px 0;">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:480px;background:#ffffff;border-radius:8px;padding:32px;font-family:Arial,Helvetica,sans-serif;">
<tr><td>
<p style="${paragraph}">Hi ${escapeHtml(username)},</p>
<p style="${paragraph}">${escapeHtml(intro)}</p>
<p style="margin:24px 0;"><a href="${href}" style="display:inline-block;padding:12px 20px;background:#2f7d4f;color:#ffffff;text-decoration:none;border-radius:6px;font-size:16px;font-weight:bold;">${escapeHtml(action)}</a></p>
<p style="${small}">If the button does not work, paste this link into your browser:<br><a href="${href}" style="color:#2f7d4f;word-break:break-all;">${href}</a></p>
${notes.map((note) => `<p style="${small}">${escapeHtml(note)}</p>`).join('\n')}
<p style="${small}">Money Kitchen</p>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
