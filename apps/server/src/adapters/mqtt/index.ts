export {
  type BrokerPrincipal,
  type MqttAccessPolicy,
  startTelemetryBroker,
  type TelemetryBroker,
} from './telemetry-broker';
export { matchesTopicFilter } from './topic-filter';
export { createMqttWebSocketStream } from './websocket-duplex';
