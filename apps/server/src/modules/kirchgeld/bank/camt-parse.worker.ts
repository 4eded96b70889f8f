/** Worker thread that parses CAMT uploads, so a large or hostile file never blocks the server's event loop. */
import { parentPort } from 'node:worker_threads';
import { parseCamtFile } from './camt-parser';

parentPort?.on('message', (message: { id: number; content: Uint8Array }) => {
  let result: unknown;
  try {
    result = parseCamtFile(message.content);
  } catch (error) {
    result = {
      ok: false,
      message: `Die Datei konnte nicht gelesen werden (${error instanceof Error ? error.message : String(error)}).`,
    };
  }
  // as one JSON string: the main thread reads it in one short JSON.parse, faster than a structured clone
  parentPort?.postMessage({ id: message.id, result: JSON.stringify(result) });
});
