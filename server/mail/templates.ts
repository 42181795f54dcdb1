import type { OutgoingMail } from './mailer';

export interface MailInput {
  to: string;
  link: string;
}

/** A second link below the main action, e.g. "cancel" beside "approve". */
interface SecondaryLink {
  text: string;
  link: string;
}

interface Content {
  subject: string;
  intro: string;
  action: string;
  secondary?: SecondaryLink;
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

/** To the new address, once the owner proved the request (password or approval). */
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

interface EmailChangeInput extends MailInput {
  newEmail: string;
}

/** To the current address when a change was asked for without the password: nothing happens until approved. */
export function emailChangeApprovalMail(input: EmailChangeInput & { cancelLink: string }): OutgoingMail {
  return compose(input, {
    subject: 'Approve the change of your Money Kitchen email',
    intro: `Someone signed in to your Money Kitchen account asked to change its email address to ${input.newEmail}. Nothing changes unless you approve it; only then do we send a confirmation link to the new address.`,
    action: 'Approve the change',
    secondary: {
      text: 'Did not ask for this? Someone may be signed in to your account. Cancel the request, which also signs out every device:',
      link: input.cancelLink,
    },
    notes: ['The approval link expires in 3 days.', 'If you did not ask for this, also change your password.'],
  });
}

/** To the current address when a change was asked for with the password: told, and able to call it off. */
export function emailChangeNoticeMail(input: EmailChangeInput): OutgoingMail {
  return compose(input, {
    subject: 'Your Money Kitchen email is about to change',
    intro: `Someone who knows your password asked to change the email address of your Money Kitchen account to ${input.newEmail}. The change applies once the new address is confirmed.`,
    action: 'Cancel the change',
    notes: [
      'If it was you, there is nothing to do.',
      'If it was not you, cancel the change with the link above, which also signs out every device, then choose a new password from the sign-in page ("Forgot your password?"): whoever asked knows your current one.',
    ],
  });
}

/** After a sign-in from a device that never signed in to the account (issue 49, item 8). */
export function newDeviceMail(input: MailInput & { device: string; address: string; when: string }): OutgoingMail {
  return compose(input, {
    subject: 'New sign-in to your Money Kitchen account',
    intro: `Your Money Kitchen account was just signed in to from a new device: ${input.device}, from the address ${input.address}, at ${input.when} (UTC).`,
    action: 'See your signed-in devices',
    notes: [
      'If it was you, there is nothing to do.',
      'If it was not you, sign that device out from the list above, then choose a new password from the sign-in page ("Forgot your password?") and turn on two-factor authentication.',
    ],
  });
}

/** To the owner of an address someone tried to register again (issue 49, item 10). */
export function registeredAgainMail(input: MailInput): OutgoingMail {
  return compose(input, {
    subject: 'Someone tried to register with your email on Money Kitchen',
    intro:
      'Someone asked to create a Money Kitchen account with this email address. An account already uses it, so no new account was made.',
    action: 'Sign in',
    notes: [
      'If it was you: sign in instead, or choose a new password from the sign-in page if you forgot it.',
      'If it was not you, you can ignore this email.',
    ],
  });
}

/** To the address of a registration whose username is taken; it names no username (issue 13, item 4). */
export function usernameTakenMail(input: MailInput): OutgoingMail {
  return compose(input, {
    subject: 'Your Money Kitchen registration needs another username',
    intro:
      'Someone asked to create a Money Kitchen account with this email address, but the username chosen belongs to another account, so no account was made.',
    action: 'Register with another username',
    notes: ['If it was not you, you can ignore this email.'],
  });
}

/** To an address that already has an account, instead of a confirmation link it could not use. */
export function emailInUseMail(input: MailInput): OutgoingMail {
  return compose(input, {
    subject: 'Your email address was entered on Money Kitchen',
    intro:
      'Someone asked to move a Money Kitchen account to this email address. An account already uses this address, so nothing was changed.',
    action: 'Sign in',
    notes: [
      'If it was you: sign in with this address, or choose a new password from the sign-in page if you forgot it.',
      'If it was not you, you can ignore this email.',
    ],
  });
}

function compose({ to, link }: MailInput, content: Content): OutgoingMail {
  return {
    to,
    subject: content.subject,
    link,
    text: text(link, content),
    html: html(link, content),
  };
}

/**
 * Nobody is greeted by name: a username is text anyone holding a session could have chosen, and it
 * must never reach an inbox as the product's words (issue 13, item 4; issue 49, item 10).
 */
const greeting = 'Hello,';

function text(link: string, { intro, action, secondary, notes }: Content): string {
  const second = secondary ? [`${secondary.text}\n${secondary.link}`] : [];
  return [greeting, intro, `${action}:\n${link}`, ...second, ...notes, 'Money Kitchen'].join('\n\n') + '\n';
}

function html(link: string, { subject, intro, action, secondary, notes }: Content): string {
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
<p style="${paragraph}">${greeting}</p>
<p style="${paragraph}">${escapeHtml(intro)}</p>
<p style="margin:24px 0;"><a href="${href}" style="display:inline-block;padding:12px 20px;background:#2f7d4f;color:#ffffff;text-decoration:none;border-radius:6px;font-size:16px;font-weight:bold;">${escapeHtml(action)}</a></p>
<p style="${small}">If the button does not work, paste this link into your browser:<br><a href="${href}" style="color:#2f7d4f;word-break:break-all;">${href}</a></p>
${secondary ? secondaryHtml(secondary, small) : ''}${notes.map((note) => `<p style="${small}">${escapeHtml(note)}</p>`).join('\n')}
<p style="${small}">Money Kitchen</p>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

function secondaryHtml({ text, link }: SecondaryLink, style: string): string {
  const href = escapeHtml(link);
  return `<p style="${style}">${escapeHtml(text)}<br><a href="${href}" style="color:#2f7d4f;word-break:break-all;">${href}</a></p>\n`;
}

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
