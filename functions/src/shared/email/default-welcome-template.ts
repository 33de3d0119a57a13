/** The welcome email a new Founding Floater receives until the owner edits it. */
export const DEFAULT_WELCOME_TEMPLATE = {
  name: 'Founding Floater welcome',
  subject: 'Welcome aboard, {{first_name}}! Your Founding Floater certificate is ready',
  preheader: 'You are officially one of the first 100 Floaters on Lake Erie.',
  body: `<div style="font-family:Arial,Helvetica,sans-serif;max-width:600px;margin:0 auto;background:#FFF8E7;color:#0B2545">
  <div style="background:#0B2545;color:#ffffff;padding:24px;text-align:center">
    <h1 style="margin:0;font-size:26px">Welcome aboard, {{first_name}}!</h1>
  </div>
  <div style="padding:24px;font-size:16px;line-height:1.5">
    <p>You just became a <strong>Founding Floater</strong>: one of the first 100 people on deck for Cleveland's floating comedy and concert party on Lake Erie.</p>
    <p>Your official certificate is ready to print, frame and brag about:</p>
    <p style="text-align:center;margin:28px 0"><a href="{{certificate_url}}" style="background:#FF7F11;color:#0B2545;padding:14px 24px;border-radius:8px;text-decoration:none;font-weight:bold">See my certificate</a></p>
    <p>Early access to events and insider updates will land right here. No monthly fees, ever.</p>
    <p>See you on the water,<br>The Admiral &amp; the Cleveland Floaters crew</p>
  </div>
</div>`,
};
