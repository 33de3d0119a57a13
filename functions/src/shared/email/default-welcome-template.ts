/**
 * The welcome email a new Founding Floater receives until the owner edits it.
 * Table layout and inline styles because that is what email clients render;
 * it fills a phone screen and caps at 600 px on a desktop. {{founding_spots}} is the cap the owner set, so its
 * "one of the first 100" says what the site says (membership/cap-copy.ts).
 */
export const DEFAULT_WELCOME_TEMPLATE = {
  name: 'Founding Floater welcome',
  subject: 'Welcome aboard, {{first_name}}! Your Founding Floater certificate is ready',
  preheader: 'You are officially one of the first {{founding_spots}} Floaters on Lake Erie.',
  body: `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;margin:0 auto;background:#FFF8E7;border-radius:16px;overflow:hidden;font-family:Arial,Helvetica,sans-serif;color:#0B2545">
  <tr>
    <td style="background:#0B2545;padding:32px 24px;text-align:center">
      <p style="margin:0 0 8px;font-size:13px;letter-spacing:2px;text-transform:uppercase;color:#F2C14E;font-weight:bold">Cleveland Floaters</p>
      <h1 style="margin:0;font-size:28px;line-height:1.2;color:#FFFFFF">Welcome aboard, {{first_name}}!</h1>
      <p style="margin:12px 0 0;font-size:16px;line-height:1.5;color:#D9E8F5">You are officially a Founding Floater.</p>
    </td>
  </tr>
  <tr>
    <td style="height:6px;background:#FF7F11;font-size:0;line-height:0">&nbsp;</td>
  </tr>
  <tr>
    <td style="padding:28px 24px 8px;font-size:16px;line-height:1.6">
      <p style="margin:0 0 16px">You just claimed a spot among the first {{founding_spots}} people on deck for Cleveland's floating comedy and concert party on Lake Erie. That makes you part of the story from day one.</p>
      <p style="margin:0 0 8px">Your official certificate is ready to print, frame and brag about:</p>
    </td>
  </tr>
  <tr>
    <td align="center" style="padding:8px 24px 24px">
      <a href="{{certificate_url}}" style="display:inline-block;background:#FF7F11;color:#0B2545;font-size:18px;font-weight:bold;text-decoration:none;padding:16px 28px;border-radius:10px">See my certificate</a>
      <p style="margin:16px 0 0;font-size:15px;line-height:1.6">Your name is on the Wall of Fame too: <a href="{{wall_url}}" style="color:#0B2545;font-weight:bold">find my place on the wall</a></p>
    </td>
  </tr>
  <tr>
    <td style="padding:0 24px 8px">
      <table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#FFFFFF;border-radius:12px">
        <tr><td style="padding:20px 20px 4px;font-size:17px;font-weight:bold">What comes with it</td></tr>
        <tr><td style="padding:4px 20px;font-size:15px;line-height:1.6">&#9875;&nbsp; Early access to every show before tickets go public</td></tr>
        <tr><td style="padding:4px 20px;font-size:15px;line-height:1.6">&#127908;&nbsp; Insider updates from the crew, straight to this inbox</td></tr>
        <tr><td style="padding:4px 20px 20px;font-size:15px;line-height:1.6">&#127881;&nbsp; Your name on the Wall of Fame. No monthly fees, ever</td></tr>
      </table>
    </td>
  </tr>
  <tr>
    <td style="padding:20px 24px 32px;font-size:16px;line-height:1.6">
      <p style="margin:0">See you on the water,<br><strong>The Admiral &amp; the Cleveland Floaters crew</strong></p>
    </td>
  </tr>
</table>`,
};
