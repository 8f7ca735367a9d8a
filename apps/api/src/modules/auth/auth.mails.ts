import type { OutgoingMail } from '../../partners/mail/mail.ts';

export function codeMail(to: string, name: string, code: string, minutes: number): OutgoingMail {
  return {
    to,
    subject: 'Your Corridor Dynamic Access Code',
    text: [
      `Hello ${name},`,
      '',
      `Your Dynamic Access Code is ${code}.`,
      `It expires in ${minutes} minutes and works once. If you did not try to sign in, change your password.`,
    ].join('\n'),
  };
}

export function resetMail(to: string, name: string, link: string, minutes: number): OutgoingMail {
  return {
    to,
    subject: 'Reset your Corridor password',
    text: [
      `Hello ${name},`,
      '',
      `Open this link to choose a new password: ${link}`,
      `It works once and expires in ${minutes} minutes. If you did not ask for it, ignore this email.`,
    ].join('\n'),
  };
}

export function failedSignInMail(to: string, name: string, failures: number, publicUrl: string): OutgoingMail {
  return {
    to,
    subject: 'Repeated failed sign-in attempts on your Corridor account',
    text: [
      `Hello ${name},`,
      '',
      `Someone has entered a wrong password for your Corridor account ${failures} times within the last hour.`,
      'Your account is not locked, and you can still sign in as usual: each attempt also needs the code we email you.',
      `If this was not you, consider choosing a new password: ${publicUrl}/forgetPassword`,
    ].join('\n'),
  };
}

export function newUserMail(
  to: string,
  m: { name: string; businessName: string; invitedBy: string; password: string; publicUrl: string },
): OutgoingMail {
  return {
    to,
    subject: `You have been added to ${m.businessName} on Corridor`,
    text: [
      `Hello ${m.name},`,
      '',
      `${m.invitedBy} has added you to ${m.businessName} on Corridor.`,
      `Sign in at ${m.publicUrl}/login with this email and the password: ${m.password}`,
      'You will be asked to choose your own password when you first sign in. This one stops working then.',
    ].join('\n'),
  };
}
