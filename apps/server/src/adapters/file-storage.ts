/**
 * Files of the installation (uploaded images and their thumbnails) under `DATA_DIR/files/`.
 * Keys are relative paths chosen by the server, never by the user; writes go through a temporary
 * file and a rename, so a reader never sees half a file.
 */
import fs from 'node:fs/promises';
import path from 'node:path';

export type FileStorage = {
  put(key: string, content: Buffer): Promise<void>;
  /** null when there is no such file */
  get(key: string): Promise<Buffer | null>;
};

export function createFileStorage(root: string): FileStorage {
  const resolve = (key: string) => {
    if (!/^[a-z0-9_-]+(\/[A-Za-z0-9_.-]+)+$/.test(key) || key.includes('..'))
      throw new Error(`invalid storage key ${key}`);
    return path.join(root, key);
  };
  return {
    async put(key, content) {
      const target = resolve(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${process.pid}.${Date.now()}.tmp`;
      await fs.writeFile(temporary, content);
      await fs.rename(temporary, target);
    },
    async get(key) {
      try {
        return await fs.readFile(resolve(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
}
