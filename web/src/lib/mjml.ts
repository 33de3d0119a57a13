let renderer: Promise<typeof import('mjml-browser')> | null = null;

/**
 * MJML's renderer, a chunk of its own (most of the editor's weight): the editor starts fetching it beside its own
 * chunk. A failed fetch is tried again at the next call.
 */
export function loadMjml() {
  renderer ??= import('mjml-browser').catch((err: unknown) => {
    renderer = null;
    throw err;
  });
  return renderer;
}

/** MJML to email HTML, in the browser. Strict: MJML the renderer finds wrong is our bug (@shared/email/editor-mjml writes it). */
export async function mjmlToHtml(mjml: string): Promise<string> {
  const { default: mjml2html } = await loadMjml();
  return (await mjml2html(mjml, { validationLevel: 'strict', keepComments: false })).html;
}
