/* cspell:disable -- MJML's own HTML and CSS */
/**
 * The default welcome email's body: DEFAULT_WELCOME_DOCUMENT as the email editor renders it through MJML, so the
 * email a new Founding Floater gets before the owner edits the template is the one the editor shows.
 * Generated: tests/unit/welcome-template.test.ts fails, printing the new text, when the editor would render it otherwise.
 */
export const DEFAULT_WELCOME_BODY = `<!doctype html>
<html lang="en" dir="auto" xmlns="http://www.w3.org/1999/xhtml" xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office">
  <head>
    <title></title>
    <!--[if !mso]><!-->
    <meta http-equiv="X-UA-Compatible" content="IE=edge">
    <!--<![endif]-->
    <meta http-equiv="Content-Type" content="text/html; charset=UTF-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <style type="text/css">
      #outlook a { padding:0; }
      body { margin:0;padding:0;-webkit-text-size-adjust:100%;-ms-text-size-adjust:100%; }
      table, td { border-collapse:collapse;mso-table-lspace:0pt;mso-table-rspace:0pt; }
      img { border:0;height:auto;line-height:100%; outline:none;text-decoration:none;-ms-interpolation-mode:bicubic; }
      p { display:block;margin:13px 0; }
    </style>
    <!--[if mso]>
    <noscript>
    <xml>
    <o:OfficeDocumentSettings>
      <o:AllowPNG/>
      <o:PixelsPerInch>96</o:PixelsPerInch>
    </o:OfficeDocumentSettings>
    </xml>
    </noscript>
    <![endif]-->
    <!--[if lte mso 11]>
    <style type="text/css">
      .mj-outlook-group-fix { width:100% !important; }
    </style>
    <![endif]-->
    
    
    <style type="text/css">
      @media only screen and (min-width:480px) {
        .mj-column-per-100 { width:100% !important; max-width: 100%; }
      }
    </style>
    <style media="screen and (min-width:480px)">
      .moz-text-html .mj-column-per-100 { width:100% !important; max-width: 100%; }
    </style>
    
    
  
    
    
    
  </head>
  
      <body  style="word-spacing:normal;background-color:#F4F1EA;">
        
        <div
           aria-roledescription="email" role="article" lang="en" dir="auto" style="word-spacing:normal;background-color:#F4F1EA;"
        >
        
      
      <!--[if mso | IE]><table align="center" border="0" cellpadding="0" cellspacing="0" class="" role="presentation" style="width:600px;" width="600" bgcolor="#FFF8E7" ><tr><td style="line-height:0px;font-size:0px;mso-line-height-rule:exactly;"><![endif]-->
    
      
      <div  style="background:#FFF8E7;background-color:#FFF8E7;margin:0px auto;max-width:600px;border-radius:16px;overflow:hidden;">
        
        <table
           align="center" border="0" cellpadding="0" cellspacing="0" role="presentation" style="background:#FFF8E7;background-color:#FFF8E7;width:100%;border-collapse:separate;"
        >
          <tbody>
            <tr>
              <td
                 style="border-radius:16px;direction:ltr;font-size:0px;padding:28px 0 12px;text-align:center;"
              >
                <!--[if mso | IE]><table role="presentation" border="0" cellpadding="0" cellspacing="0"><tr><td class="" style="vertical-align:top;width:600px;" ><![endif]-->
            
      <div
         class="mj-column-per-100 mj-outlook-group-fix" style="font-size:0px;text-align:left;direction:ltr;display:inline-block;vertical-align:top;width:100%;"
      >
        
      <table
         border="0" cellpadding="0" cellspacing="0" role="presentation" style="vertical-align:top;" width="100%"
      >
        <tbody>
          
              <tr>
                <td
                   align="left" style="font-size:0px;padding:0 24px;word-break:break-word;"
                >
                  
      <div
         style="font-family:Arial, Helvetica, sans-serif;font-size:16px;line-height:1.6;text-align:left;color:#102A43;"
      ><h1 style="margin:0 0 16px;font-size:28px;line-height:1.25;font-weight:bold;color:#0B2545">Welcome aboard, {{first_name}}!</h1><p style="margin:0 0 16px">You are officially a Founding Floater.</p><p style="margin:0 0 16px">You just claimed a spot among the first {{founding_spots}} people on deck for Cleveland&#39;s floating comedy and concert party on Lake Erie. That makes you part of the story from day one.</p><p style="margin:0 0 16px">Your official certificate is ready to print, frame and brag about:</p></div>
    
                </td>
              </tr>
            
              <tr>
                <td
                   align="center" style="font-size:0px;padding:8px 24px 24px;word-break:break-word;"
                >
                  
      <table
         border="0" cellpadding="0" cellspacing="0" role="presentation" style="border-collapse:separate;line-height:100%;"
      >
        <tbody>
          <tr>
            <td
               align="center" bgcolor="#FF7F11" role="presentation" style="border:none;border-radius:10px;cursor:auto;mso-padding-alt:14px 28px;background:#FF7F11;" valign="middle"
            >
              <a
                 href="{{certificate_url}}" style="display:inline-block;background:#FF7F11;color:#0B2545;font-family:Arial, Helvetica, sans-serif;font-size:17px;font-weight:bold;line-height:120%;margin:0;text-decoration:none;text-transform:none;padding:14px 28px;mso-padding-alt:0px;border-radius:10px;" target="_blank"
              >
                See my certificate
              </a>
            </td>
          </tr>
        </tbody>
      </table>
    
                </td>
              </tr>
            
              <tr>
                <td
                   align="left" style="font-size:0px;padding:0 24px;word-break:break-word;"
                >
                  
      <div
         style="font-family:Arial, Helvetica, sans-serif;font-size:16px;line-height:1.6;text-align:left;color:#102A43;"
      ><p style="margin:0 0 16px">Your name is on the Wall of Fame too: <a href="{{wall_url}}" style="color:#0E4C7A;text-decoration:underline">find my place on the wall</a></p><h2 style="margin:8px 0 12px;font-size:21px;line-height:1.3;font-weight:bold;color:#0B2545">What comes with it</h2><ul style="margin:0 0 16px;padding:0 0 0 24px"><li style="margin:0 0 6px"><p style="margin:0">Early access to every show before tickets go public</p></li><li style="margin:0 0 6px"><p style="margin:0">Insider updates from the crew, straight to this inbox</p></li><li style="margin:0 0 6px"><p style="margin:0">Your name on the Wall of Fame. No monthly fees, ever</p></li></ul><p style="margin:0 0 16px">See you on the water,<br><strong>The Admiral &amp; the Cleveland Floaters crew</strong></p></div>
    
                </td>
              </tr>
            
        </tbody>
      </table>
    
      </div>
    
          <!--[if mso | IE]></td></tr></table><![endif]-->
              </td>
            </tr>
          </tbody>
        </table>
        
      </div>
    
      
      <!--[if mso | IE]></td></tr></table><![endif]-->
    
    
      </div>
      </body>
    
</html>`;
