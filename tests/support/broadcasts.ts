import type { Page } from 'playwright-core';
import { FieldValue } from 'firebase-admin/firestore';
import { adminDb } from './emulators';

/** A draft broadcast, as the compose screen saves one, by the admin `createdBy`: its id. */
export async function draftBroadcast(createdBy: string, content: { name: string; subject: string; body: string }): Promise<string> {
  const ref = await adminDb()
    .collection('email_broadcasts')
    .add({ ...content, preheader: '', status: 'draft', created_by: createdBy, created_at: FieldValue.serverTimestamp() });
  return ref.id;
}

/** Writes an email's body in the spec's "Email Body (HTML)" field: a new broadcast opens in the editor, HTML is one click away. */
export async function writeBodyAsHtml(page: Page, html: string): Promise<void> {
  await page.getByRole('group', { name: 'Write the body in' }).getByRole('button', { name: 'HTML' }).click();
  await page.getByLabel('Email Body (HTML)').fill(html);
}
