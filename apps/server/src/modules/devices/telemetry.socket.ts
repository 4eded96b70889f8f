/**
 * `/ws/telemetry`: MQTT over WebSocket for browsers (and, with the embedded broker, for devices).
 * Installs who may do what on the broker, closes browsers whose session ended, and starts
 * listening to what devices report.
 */
import websocket from '@fastify/websocket';
import { TELEMETRY_WEBSOCKET_PATH } from '@kollekta/contract';
import type { FastifyInstance } from 'fastify';
import { createMqttWebSocketStream } from '../../adapters/mqtt';
import type { AppContext } from '../../platform/app-context';
import { listenToDeviceReports } from './cash-up.service';
import { listenToDeviceGifts } from './device-gifts.service';
import { createTelemetryAccessPolicy } from './telemetry-access';
import { watchTelemetrySessions } from './telemetry-sessions';

/** Screen images are the largest messages: a few hundred kilobytes at most. */
const MAX_MESSAGE_BYTES = 2 * 1024 * 1024;

export async function registerTelemetrySocket(app: FastifyInstance, context: AppContext): Promise<void> {
  context.telemetry.setAccessPolicy(createTelemetryAccessPolicy(context));
  await listenToDeviceReports(context);
  await listenToDeviceGifts(context, app.log);
  // A connection ends with the session it signed in with (logout, password change, expiry …).
  const sessions = watchTelemetrySessions(context, app.log);
  app.addHook('onClose', async () => sessions.stop());
  await app.register(websocket, { options: { maxPayload: MAX_MESSAGE_BYTES } });
  app.get(TELEMETRY_WEBSOCKET_PATH, { websocket: true }, (socket, request) => {
    const stream = createMqttWebSocketStream(socket);
    stream.on('error', () => socket.terminate());
    context.telemetry.handleConnection(stream, request.raw);
  });
}
