export { addDemoKgLetters } from './demo-letters';
export { type LetterFinalizeData, runLetterFinalize } from './letter-finalize.jobs';
export { finalizeLetterNow } from './letter-finalize.service';
export { runLetterPdf, writeLetterPdf } from './letter-pdf.jobs';
export { lettersProbes } from './letters.route-probes';
export { registerKgLetterRoutes } from './letters.routes';
export { createTenantLetter } from './letters.service';
