/**
 * @keyway/server-kit: the node:http pieces Keyway's own servers share (devnet, frame-host,
 * the @keyway/siwx server helpers). See README.md for the error format.
 */
export {
  hasMediaType,
  type ParseJsonOptions,
  parseForm,
  parseJson,
  type ReadBodyOptions,
  type ReadJsonOptions,
  readBody,
  readJsonBody,
} from './body.js'
export { type CorsOptions, type CorsPolicy, createCors } from './cors.js'
export {
  codeForStatus,
  type ErrorBody,
  errorAnswer,
  errorBody,
  HttpError,
  type HttpErrorOptions,
  MalformedJsonError,
  MethodNotAllowedError,
  NotFoundError,
  PayloadTooLargeError,
  UnsupportedMediaTypeError,
} from './errors.js'
export {
  createRouter,
  matchSegments,
  type RouteLookup,
  type RouteMatch,
  type Router,
  type RouterOptions,
} from './router.js'
export {
  createHttpServer,
  createRequestHandler,
  type HttpServer,
  type HttpServerOptions,
  type Reply,
  type RequestHandler,
  type RequestHandlerOptions,
  type RequestInfo,
  sendReply,
  type Timeouts,
} from './server.js'
