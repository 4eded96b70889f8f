/**
 * A WebSocket as the byte stream aedes reads and writes. Unlike `ws`'s createWebSocketStream it
 * implements `_writev`: mqtt-packet corks the stream and writes an MQTT packet in several pieces,
 * which then leave as one WebSocket frame instead of one frame per piece. Under load (thousands
 * of messages a second to each browser) that is the difference between keeping up and queueing.
 */
import { Duplex } from 'node:stream';
import type { WebSocket } from 'ws';

export function createMqttWebSocketStream(socket: WebSocket): Duplex {
  const stream = new Duplex({
    read() {
      if (socket.isPaused) socket.resume();
    },
    write(chunk: Buffer, _encoding, callback) {
      socket.send(chunk, { binary: true }, callback);
    },
    writev(chunks, callback) {
      socket.send(Buffer.concat(chunks.map((entry) => entry.chunk as Buffer)), { binary: true }, callback);
    },
    final(callback) {
      socket.close();
      callback();
    },
    destroy(error, callback) {
      socket.terminate();
      callback(error);
    },
  });
  socket.on('message', (data: Buffer | ArrayBuffer | Buffer[]) => {
    const chunk = Array.isArray(data)
      ? Buffer.concat(data)
      : Buffer.isBuffer(data)
        ? data
        : Buffer.from(data);
    if (!stream.push(chunk)) socket.pause();
  });
  socket.once('close', () => stream.push(null));
  socket.once('error', (error) => stream.destroy(error));
  return stream;
}
