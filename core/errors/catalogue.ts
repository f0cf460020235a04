/**
 * A typed view of the message catalogue (`messages.ts`): which keys hold fixed texts and which
 * are templates, and a check that a text shown to users comes from the catalogue. Tests of
 * other areas use `isCatalogueText` to prove they return the spec's words, not a paraphrase.
 */
import { MESSAGES } from './messages';

type Catalogue = typeof MESSAGES;

/** Every key of the catalogue. */
export type MessageKey = keyof Catalogue;

/** Keys whose value is a fixed text ('Loans already transferred'). */
export type TextMessageKey = { [K in MessageKey]: Catalogue[K] extends string ? K : never }[MessageKey];

/** Keys whose value is a template filled at use (`startDueDiligence(tape)`). */
export type TemplateMessageKey = Exclude<MessageKey, TextMessageKey>;

/** One of the catalogue's fixed texts, as a literal type. */
export type CatalogueText = Catalogue[TextMessageKey];

const byText = new Map<string, TextMessageKey>();
for (const [key, value] of Object.entries(MESSAGES)) {
  if (typeof value === 'string') byText.set(value, key as TextMessageKey);
}

/** True when `text` is exactly one of the catalogue's fixed texts (case and punctuation included). */
export function isCatalogueText(text: string): text is CatalogueText {
  return byText.has(text);
}

/** The key holding `text`, or null when the text is not in the catalogue. */
export function messageKeyOf(text: string): TextMessageKey | null {
  return byText.get(text) ?? null;
}
