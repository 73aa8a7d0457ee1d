import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { Envelope } from './envelope';

const BUSY = '系统繁忙，请稍候再试';

const envelopeOf = (code: number, msg: string): Envelope<null> => ({ code, msg, data: null });

/**
 * Fastify's `frameworkErrors` option: the router's own refusals (a parameter over maxParamLength, a
 * malformed %-escape in the path) come here instead of Fastify's English JSON.
 */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return reply.status(414).send(envelopeOf(414, '请求地址过长'));
  }
  if (error.code === 'FST_ERR_BAD_URL') {
    return reply.status(400).send(envelopeOf(400, '请求地址不正确'));
  }
  request.log.error({ err: error }, 'framework error');
  return reply.status(500).send(envelopeOf(500, BUSY));
}

interface ClientError extends Error {
  code?: string;
}

function answerFor(error: ClientError): [number, string] {
  if (error.code === 'HPE_HEADER_OVERFLOW') return [431, '请求头或请求地址过长'];
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return [408, '请求超时，请重试'];
  return [400, '请求格式错误'];
}

/**
 * Fastify's `clientErrorHandler` option: requests Node's HTTP parser refuses (headers or URL over
 * the size limit, garbage on the wire) never reach Fastify, so the envelope is written to the socket.
 */
export function clientErrorHandler(error: ClientError, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  // An answer already under way on this connection cannot be followed by another status line.
  const pending = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (socket.writable && !pending?.headersSent) {
    const [status, msg] = answerFor(error);
    const body = JSON.stringify(envelopeOf(status, msg));
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(error);
}
