// Reminder texts: a keyword's rule as printed on a card, in parentheses after the text that uses it
// (「（〔我慢〕:DPが10以上の〔我慢〕を持つキャラは、退場しない）」, PPTP 01-097). A reminder text is a
// source for a rule 7.11 keyword (docs/keywords.md); the card language keeps it as
// `reminder 〔我慢〕`, the translator reads it only when it says exactly the rule the engine
// implements, and both renderers print it from here.
import type { Keyword } from "./ast.ts";

export interface ReminderText {
  /** The printed body after 「〔X〕:」, inside the parentheses (normalised punctuation). */
  ja: string;
  /** English, after "Gaman: ". */
  en: string;
  /** The card that prints it. */
  source: string;
}

export const REMINDERS: Partial<Record<Keyword["keyword"], ReminderText>> = {
  gaman: {
    ja: "DPが10以上の〔我慢〕を持つキャラは、退場しない",
    en: "a character with Gaman and DP 10 or more does not leave the field",
    source: "PPTP 01-097",
  },
};

export const reminderOf = (k: Keyword): ReminderText | undefined => REMINDERS[k.keyword];
