import { translateText } from "../index.ts";
import { renderEn } from "../index.ts";
for (const t of process.argv.slice(2)) { const r = translateText(t); console.log(r.complete, r.sentences.map(s=>s.reason).filter(Boolean).join("|")); console.log(renderEn(r.abilities)); }
