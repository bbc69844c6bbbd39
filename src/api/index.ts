export { ApiError, isApiError, apiErrorKinds, type ApiErrorKind, type ApiErrorInit } from './errors';
export {
  defineEndpoint,
  routeKey,
  httpMethods,
  type EndpointDef,
  type AnyEndpointDef,
  type EndpointInput,
  type EndpointOutput,
  type EndpointErrorDoc,
  type HttpMethod,
} from './endpoint';
export { callEndpoint, buildPath, buildQuery, serverMessageOf, DEFAULT_REQUEST_TIMEOUT_MS, type HttpConfig, type CallOptions } from './http';
export { useApi, type Api } from './useApi';
export {
  subscribeToServiceWorkerMessages,
  parseServiceWorkerMessage,
  serviceWorkerMessageTypes,
  type ServiceWorkerMessage,
  type ServiceWorkerMessageListener,
  type ServiceWorkerMessageType,
} from './serviceWorker';
